import { useCallback, useState } from 'react';
import {
  ORDER_MESSAGES,
  STATUS_CHANGE_ACTIONS,
  orderDeletedMessage,
  orderTransferredMessage,
  type OrderAction,
  type OrderStatus,
} from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAssignOrderCarrierMutation,
  useAssignOrderSupplierMutation,
  useCancelOrderMutation,
  useDeleteOrderInfoMutation,
  useDeleteOrderMutation,
  useEnterPaymentMutation,
  usePauseOrderMutation,
  useReMapOrderVariantMutation,
  useRefreshOrderMutation,
  useResumeOrderMutation,
  useSplitOrderPersonalizedMutation,
  useUpdateCustomerInfoMutation,
  useUpdateOrderQuantityMutation,
  useUpdateOrderStatusMutation,
} from '../api';
import type { OrderCustomerInfo } from '../../api/types.generated';

/**
 * Successes of changes the product gives no words for (the domain's, with the rest of the order
 * texts): the edits of quantity and carrier and the erasure of the shopper's data.
 */
export const ORDER_CHANGE_NOTICES = {
  quantityChanged: ORDER_MESSAGES.quantityChanged,
  carrierChanged: ORDER_MESSAGES.carrierChanged,
  customerInfoDeleted: ORDER_MESSAGES.customerInfoDeleted,
} as const;

/** The actions that run at once from the menu: nothing to choose, nothing lost. */
export const IMMEDIATE_ORDER_ACTIONS = [
  'pause',
  'resume',
  'enterPayment',
  'setProcessing',
  'setReady',
  'setInProduction',
  'setFulfilled',
  'refresh',
] as const satisfies readonly OrderAction[];
export type ImmediateOrderAction = (typeof IMMEDIATE_ORDER_ACTIONS)[number];

export function isImmediateOrderAction(action: string): action is ImmediateOrderAction {
  return (IMMEDIATE_ORDER_ACTIONS as readonly string[]).includes(action);
}

/** Destructive or irreversible: asked first in a ConfirmDialog. */
export const CONFIRMED_ORDER_ACTIONS = [
  'cancel',
  'split',
  'deleteOrder',
  'deleteOrderInfo',
] as const satisfies readonly OrderAction[];
export type ConfirmedOrderAction = (typeof CONFIRMED_ORDER_ACTIONS)[number];

export function isConfirmedOrderAction(action: string): action is ConfirmedOrderAction {
  return (CONFIRMED_ORDER_ACTIONS as readonly string[]).includes(action);
}

const STATUS_OF_ACTION = Object.fromEntries(
  Object.entries(STATUS_CHANGE_ACTIONS).map(([status, action]) => [action, status]),
) as Partial<Record<OrderAction, OrderStatus>>;

/** What a change needs besides the order: the modal's choice. */
export type OrderChangeInput =
  | { action: ImmediateOrderAction | ConfirmedOrderAction }
  | { action: 'editVariant'; variantId: string }
  | { action: 'editQuantity'; quantity: number }
  | { action: 'editCarrier'; carrierId: string; price: number }
  | { action: 'editCustomerInfo'; customerInfo: OrderCustomerInfo }
  | { action: 'assignSupplier'; supplierId: string };

interface Outcome {
  data?: unknown;
  error?: unknown;
}

/**
 * Runs one order change with its success toast. A failure is left to the store, which shows the
 * server's first message while nothing on screen changes: the list refetches only after
 * a success (api/index.ts invalidates it). `busy` names the change under way, for Save spinners.
 */
export function useOrderChange() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const [pauseOrder] = usePauseOrderMutation();
  const [resumeOrder] = useResumeOrderMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const [splitOrder] = useSplitOrderPersonalizedMutation();
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const [refreshOrder] = useRefreshOrderMutation();
  const [enterPayment] = useEnterPaymentMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  const [deleteOrderInfo] = useDeleteOrderInfoMutation();
  const [reMapOrderVariant] = useReMapOrderVariantMutation();
  const [updateOrderQuantity] = useUpdateOrderQuantityMutation();
  const [assignOrderCarrier] = useAssignOrderCarrierMutation();
  const [updateCustomerInfo] = useUpdateCustomerInfoMutation();
  const [assignOrderSupplier] = useAssignOrderSupplierMutation();

  const send = useCallback(
    (orderId: string, input: OrderChangeInput): [Promise<Outcome>, string] => {
      const order_id = orderId;
      switch (input.action) {
        case 'pause':
          return [pauseOrder({ order_id }), ORDER_MESSAGES.paused];
        case 'resume':
          return [resumeOrder({ order_id }), ORDER_MESSAGES.resumed];
        case 'cancel':
          return [cancelOrder({ order_id }), ORDER_MESSAGES.cancelled];
        case 'split':
          return [splitOrder({ order_id }), ORDER_MESSAGES.split];
        case 'refresh':
          return [refreshOrder({ order_id }), ORDER_MESSAGES.refreshed];
        case 'enterPayment':
          return [enterPayment({ order_id }), ORDER_MESSAGES.movedToReady];
        case 'setProcessing':
        case 'setReady':
        case 'setInProduction':
        case 'setFulfilled': {
          const status = STATUS_OF_ACTION[input.action] as OrderStatus;
          return [updateOrderStatus({ order_id, status }), orderTransferredMessage(status)];
        }
        case 'deleteOrder':
          return [deleteOrder({ order_id }), orderDeletedMessage(order_id)];
        case 'deleteOrderInfo':
          return [deleteOrderInfo({ order_id }), ORDER_CHANGE_NOTICES.customerInfoDeleted];
        case 'editVariant':
          return [
            reMapOrderVariant({ orderId, variantId: input.variantId }),
            ORDER_MESSAGES.variantChanged,
          ];
        case 'editQuantity':
          return [
            updateOrderQuantity({ orderId, quantity: input.quantity }),
            ORDER_CHANGE_NOTICES.quantityChanged,
          ];
        case 'editCarrier':
          return [
            assignOrderCarrier({
              order_ids: [orderId],
              carrier_id: input.carrierId,
              price: input.price,
            }),
            ORDER_CHANGE_NOTICES.carrierChanged,
          ];
        case 'editCustomerInfo':
          return [
            updateCustomerInfo({ order_id, customer_info: input.customerInfo }),
            ORDER_MESSAGES.customerInfoUpdated,
          ];
        case 'assignSupplier':
          return [
            assignOrderSupplier({ order_id, supplier_id: input.supplierId }),
            ORDER_MESSAGES.supplierAssigned,
          ];
      }
    },
    [
      pauseOrder,
      resumeOrder,
      cancelOrder,
      splitOrder,
      refreshOrder,
      enterPayment,
      updateOrderStatus,
      deleteOrder,
      deleteOrderInfo,
      reMapOrderVariant,
      updateOrderQuantity,
      assignOrderCarrier,
      updateCustomerInfo,
      assignOrderSupplier,
    ],
  );

  /** Runs the change; true when the server took it (its toast is shown). */
  const change = useCallback(
    async (orderId: string, input: OrderChangeInput): Promise<boolean> => {
      const key = `${input.action}:${orderId}`;
      setBusy(key);
      try {
        const [request, success] = send(orderId, input);
        const outcome = await request;
        if (outcome.error) return false;
        dispatch(notify({ type: 'success', message: success }));
        return true;
      } finally {
        setBusy((current) => (current === key ? null : current));
      }
    },
    [dispatch, send],
  );

  return { change, busy };
}
