import { EXTERNAL_ORDER_MESSAGES as M, MESSAGES } from '@podoffice/domain';
import { MapExternalOrderModal } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useVariantChoices } from '../../shared/variantChoices/useVariantChoices';
import { useCreateNewOrderMutation, type ExternalOrderRowFieldsFragment } from '../api';
import { useProductMapping } from './useProductMapping';

export interface MappingHostProps {
  /** The external order being mapped; null: the modal is closed. */
  order: ExternalOrderRowFieldsFragment | null;
  onClose: () => void;
}

/**
 * The Mapping modal wired to the API (createNewOrder, createNewOrderWithProductId): the product
 * types and the chosen type's variants, or the seller's products and the chosen one's variants;
 * Map makes the order ('Order has been mapped') and closes; a refusal stays in the modal with the
 * server's words.
 */
export function MappingHost({ order, onClose }: MappingHostProps) {
  const dispatch = useAppDispatch();
  const { modal, reset } = useVariantChoices(order !== null);
  const [createNewOrder, creating] = useCreateNewOrderMutation();
  const byProduct = useProductMapping(order, () => {
    dispatch(notify({ type: 'success', message: M.mapped }));
    close();
  });

  const close = () => {
    reset();
    creating.reset();
    byProduct.reset();
    onClose();
  };
  const submitting = creating.isLoading || byProduct.submitting;
  const failed = creating.isError ? creating.error : byProduct.error;

  if (!order) return null;
  return (
    <MapExternalOrderModal
      open
      onClose={close}
      line={{
        product: order.product,
        variantTitle: order.variant_title,
        sku: order.sku,
        quantity: order.quantity,
        price: order.price,
        orderNumber: order.order_number ?? order.order_origin_id,
        image: order.images[0] ?? null,
      }}
      {...modal}
      byProduct={byProduct.props}
      submitting={submitting}
      submitError={failed ? errorMessage(failed, MESSAGES.somethingWrong) : undefined}
      onSubmit={({ productTypeId, variantId }) => {
        void createNewOrder({
          input: {
            productType: productTypeId,
            mappingOrderId: order.id,
            mappingProduct: [
              { originVariantId: order.variant_origin_id, productTypeVariantId: variantId },
            ],
          },
        }).then((result) => {
          if (result.error) return;
          dispatch(notify({ type: 'success', message: M.mapped }));
          close();
        });
      }}
    />
  );
}
