import { useState } from 'react';
import { MESSAGES } from '@podoffice/domain';
import type { MapExternalOrderModalProps } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './VariantChoices.generated';

// The modal shows its own load failures.
silenceErrorToasts('MappingProductTypes', 'MappingVariantChoices');

type ChoiceProps = Pick<
  MapExternalOrderModalProps,
  | 'productTypes'
  | 'productTypesLoading'
  | 'productTypeId'
  | 'onProductTypeChange'
  | 'attributes'
  | 'variants'
  | 'variantsLoading'
  | 'variantsError'
  | 'onRetry'
>;

/**
 * The product type and variant choices of MapExternalOrderModal, loaded while `open`: the active
 * product types, then the chosen type's attributes and variants (`modal`, the modal's props). `reset` forgets the type chosen
 * (the modal closed); `initialTypeId` starts from one (a product an earlier import mapped).
 */
export function useVariantChoices(
  open: boolean,
  initialTypeId: string | null = null,
): {
  modal: ChoiceProps;
  reset: () => void;
} {
  const [typeId, setTypeId] = useState<string | null>(initialTypeId);
  const types = api.useMappingProductTypesQuery(undefined, { skip: !open });
  const choices = api.useMappingVariantChoicesQuery(
    { id: typeId ?? '' },
    { skip: !open || !typeId },
  );
  const data = typeId ? choices.currentData : undefined;
  const modal: ChoiceProps = {
    productTypes: types.data?.productTypes.hits ?? [],
    productTypesLoading: types.isFetching,
    productTypeId: typeId,
    onProductTypeChange: setTypeId,
    attributes: data?.productTypeById.attributes ?? [],
    variants: (data?.productVariant ?? []).map((v) => ({
      id: v.id,
      sku: v.sku,
      baseCost: v.base_cost,
      attributes: v.attributes,
    })),
    variantsLoading: choices.isFetching && !data,
    variantsError: choices.isError
      ? errorMessage(choices.error, MESSAGES.somethingWrong)
      : undefined,
    onRetry: () => void choices.refetch(),
  };
  return { modal, reset: () => setTypeId(null) };
}
