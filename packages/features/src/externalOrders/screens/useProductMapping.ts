import { MESSAGES } from '@podoffice/domain';
import type { MapToProductProps, ProductVariantMappingOption } from '@podoffice/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import {
  useCreateNewOrderWithProductIdMutation,
  useMappingProductQuery,
  useMappingProductsQuery,
  type ExternalOrderRowFieldsFragment,
} from '../api';

/** The modal lists the seller's newest products, and says when there are more (at most 100). */
const PRODUCTS_LISTED = 100;

/**
 * The Mapping modal's "One of the seller's products" (createNewOrderWithProductId): the
 * external order's seller's products, the chosen one's variants, and Map. The products are read
 * only while the modal is open.
 */
export function useProductMapping(
  order: ExternalOrderRowFieldsFragment | null,
  onMapped: () => void,
) {
  const [productId, setProductId] = useState<string | null>(null);
  const list = useMappingProductsQuery(
    { filter: { seller_site_id: order?.site_id, limit: PRODUCTS_LISTED } },
    { skip: !order },
  );
  const product = useMappingProductQuery({ id: productId ?? '' }, { skip: !productId });
  const [map, mapping] = useCreateNewOrderWithProductIdMutation();

  const variants: ProductVariantMappingOption[] = (product.data?.productByID?.variants ?? []).map(
    (v) => ({
      id: v.id,
      sku: v.sku,
      label: v.attributes.map((a) => a.option).join(' / ') || v.sku,
      productTypeId: v.product_type_id,
      productTypeTitle: v.product_type_title,
      productTypeVariantId: v.product_type_variant_id,
      baseCost: v.base_cost,
      designed: v.design_status,
    }),
  );

  const props: MapToProductProps = {
    products: list.data?.products.hits ?? [],
    productsLoading: list.isFetching,
    productsError: list.isError ? errorMessage(list.error, MESSAGES.somethingWrong) : undefined,
    onRetryProducts: () => void list.refetch(),
    productsTotal: list.data?.products.count,
    productId,
    onProductChange: (id) => {
      mapping.reset();
      setProductId(id);
    },
    variants,
    variantsLoading: product.isFetching,
    variantsError: product.isError
      ? errorMessage(product.error, MESSAGES.somethingWrong)
      : // A product deleted meanwhile reads as null.
        product.data && !product.data.productByID
        ? MESSAGES.somethingWrong
        : undefined,
    onRetryVariants: () => void product.refetch(),
    onSubmit: ({ productId: chosen, variant }) => {
      if (!order) return;
      void map({
        input: {
          siteId: order.site_id,
          mappingOrderId: order.id,
          mappingProductId: chosen,
          mappingProductVariantId: variant.id,
          productTypeId: variant.productTypeId,
          productTypeVariantId: variant.productTypeVariantId,
        },
      }).then((result) => {
        if (!result.error) onMapped();
      });
    },
  };

  return {
    props,
    submitting: mapping.isLoading,
    error: mapping.isError ? mapping.error : undefined,
    reset: () => {
      setProductId(null);
      mapping.reset();
    },
  };
}
