import { MESSAGES, orderIdLabel, type DtfOrderMapping } from '@podoffice/domain';
import { DtfMappingModal } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useDtfOrderMappingQuery } from '../api';

/** Not in the spec: the save's toast, in the voice of the product's messages. */
export const DTF_MAPPING_SAVED = (orderId: string) =>
  `DTF mapping saved for order ${orderIdLabel(orderId)}: select it and press Push DTF.`;

export interface DtfMappingHostProps {
  orderId: string;
  /** The mapping saved earlier in this page, filled in instead of the catalogue's suggestion. */
  saved?: DtfOrderMapping;
  /** The mapping is kept by the list until Push DTF sends it. */
  onSaved: (mapping: DtfOrderMapping) => void;
  onClose: () => void;
}

/**
 * The row menu's DTF data mapping: the order's designs, the partner's products and
 * placements, the catalogue's suggestion (or what was saved before), kept by the list for Push DTF.
 */
export function DtfMappingHost({ orderId, saved, onSaved, onClose }: DtfMappingHostProps) {
  const dispatch = useAppDispatch();
  const query = useDtfOrderMappingQuery({ order_id: orderId });
  const data = query.currentData?.dtfOrderMapping;
  const initialValue = saved
    ? { sku: saved.sku, placement: saved.placement, shipping_method: saved.shipping_method }
    : data && {
        sku: data.sku ?? '',
        placement: data.placement,
        shipping_method: data.shipping_method,
      };
  return (
    <DtfMappingModal
      open
      onClose={onClose}
      orderId={Number(orderId)}
      originNumber={data?.origin_number ?? undefined}
      productName={data?.product_name ?? undefined}
      designs={data?.designs ?? []}
      skuOptions={data?.sku_options ?? []}
      placementOptions={data?.placement_options ?? []}
      initialValue={initialValue ?? undefined}
      loading={query.isFetching && !data}
      error={query.isError ? errorMessage(query.error, MESSAGES.somethingWrong) : undefined}
      onRetry={() => void query.refetch()}
      onSave={(value) => {
        onSaved({ order_id: orderId, ...value });
        dispatch(notify({ type: 'success', message: DTF_MAPPING_SAVED(orderId) }));
        onClose();
      }}
    />
  );
}
