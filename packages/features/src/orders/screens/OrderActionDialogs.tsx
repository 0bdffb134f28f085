import {
  MESSAGES,
  orderIdLabel,
  orderQuantityError,
  variantCarrierCost,
  type DtfOrderMapping,
  type OrderAction,
} from '@podoffice/domain';
import {
  ChangeCarrierModal,
  ChangeQuantityModal,
  ChangeVariantModal,
  ConfirmDialog,
  UpdateCustomerInfoDrawer,
  type CustomerInfoValue,
} from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import {
  useOrderCarrierChoicesQuery,
  useOrderQuery,
  useOrderSupplierChoicesQuery,
  useOrderVariantChoicesQuery,
  type OrderQuery,
  type OrderRowFieldsFragment,
} from '../api';
import { AssignSupplierModal } from '../components/AssignSupplierModal';
import { DtfMappingHost } from './DtfMappingHost';
import { TrackingModalHost } from './TrackingModalHost';
import { UploadDesignsHost } from './UploadDesignsHost';
import { isConfirmedOrderAction, type OrderChangeInput } from './useOrderChange';

/** The action whose dialog is open, and its order. */
export type OpenOrderDialog = { action: OrderAction; order: OrderRowFieldsFragment } | null;

export interface OrderActionDialogsProps {
  dialog: OpenOrderDialog;
  /** Closes the dialog (after a success, or when the user gives up). */
  onClose: () => void;
  /** Runs a change (useOrderChange); true when the server took it. */
  change: (orderId: string, input: OrderChangeInput) => Promise<boolean>;
  /** The change under way (useOrderChange's busy): its Save spins. */
  busy: string | null;
  /** The list's DTF mappings by order id (DTF data mapping fills in the order's). */
  dtfMappings?: Readonly<Record<string, DtfOrderMapping>>;
  /** Keeps a saved DTF mapping for Push DTF; without it the list offers no DTF data mapping. */
  onDtfMapped?: (mapping: DtfOrderMapping) => void;
}

/** The questions of the confirmed actions: what will be lost, and the button that does it. */
const CONFIRMATIONS: Partial<
  Record<OrderAction, { title: (id: string) => string; message: string; confirm: string }>
> = {
  cancel: {
    title: (id) => `Cancel order ${orderIdLabel(id)}?`,
    message: 'A cancelled order is not produced or shipped, and cannot be resumed.',
    confirm: 'Cancel order',
  },
  split: {
    title: (id) => `Split order ${orderIdLabel(id)}?`,
    message: 'Each item becomes an order of quantity 1 with its own design. This cannot be undone.',
    confirm: 'Split order',
  },
  deleteOrder: {
    title: (id) => `Delete order ${orderIdLabel(id)}?`,
    message: 'The order and its history are removed for good.',
    confirm: 'Delete',
  },
  deleteOrderInfo: {
    title: (id) => `Delete the customer info of order ${orderIdLabel(id)}?`,
    message: "The shopper's name, e-mail, phone and addresses are erased from the order for good.",
    confirm: 'Delete customer info',
  },
};

/**
 * The dialogs of an order's menu: a ConfirmDialog for the destructive changes, the Change variant,
 * quantity and carrier modals and the Update customer info drawer. A dialog closes after a success;
 * after a failure it stays open with what was chosen or typed, and the store's toast says why.
 */
export function OrderActionDialogs({
  dialog,
  onClose,
  change,
  busy,
  dtfMappings,
  onDtfMapped,
}: OrderActionDialogsProps) {
  const action = dialog?.action;
  const order = dialog?.order;
  const orderId = order?.id ?? '';
  const numericId = Number(orderId);
  const isBusy = (key: OrderAction) => busy === `${key}:${orderId}`;
  const submit = async (input: OrderChangeInput) => {
    if (await change(orderId, input)) onClose();
  };

  const variants = useOrderVariantChoicesQuery(
    { id: orderId, product_id: order?.product_type.id ?? '' },
    { skip: action !== 'editVariant', refetchOnMountOrArgChange: true },
  );
  const carriers = useOrderCarrierChoicesQuery(
    { id: orderId },
    { skip: action !== 'editCarrier', refetchOnMountOrArgChange: true },
  );
  const suppliers = useOrderSupplierChoicesQuery(
    { id: orderId },
    { skip: action !== 'assignSupplier', refetchOnMountOrArgChange: true },
  );
  const detail = useOrderQuery(
    { id: orderId },
    { skip: action !== 'editCustomerInfo', refetchOnMountOrArgChange: true },
  );

  const confirmation = action ? CONFIRMATIONS[action] : undefined;
  const carrierOrder = carriers.currentData?.order;
  const carrierOptions = (carrierOrder?.product_type.product_type_carriers ?? []).map((c) => ({
    id: c.carrier_id,
    name: c.carrier?.name ?? c.carrier_id,
    price:
      variantCarrierCost(
        carrierOrder?.product_type_variant.carrier_costs,
        carrierOrder?.product_type.product_type_carriers ?? [],
        c.carrier_id,
      ) ?? c.price,
  }));
  const variantData = variants.currentData;

  return (
    <>
      <ConfirmDialog
        open={Boolean(confirmation)}
        title={confirmation?.title(orderId) ?? ''}
        message={confirmation?.message}
        confirmLabel={confirmation?.confirm}
        cancelLabel={action === 'cancel' ? 'Keep order' : 'Cancel'}
        danger
        loading={action ? isBusy(action) : false}
        onConfirm={() => {
          if (action && isConfirmedOrderAction(action)) void submit({ action });
        }}
        onCancel={onClose}
      />
      <ChangeQuantityModal
        open={action === 'editQuantity'}
        onClose={onClose}
        orderId={numericId}
        quantity={order?.quantity}
        validate={orderQuantityError}
        submitting={isBusy('editQuantity')}
        onSubmit={(quantity) => void submit({ action: 'editQuantity', quantity })}
      />
      <ChangeVariantModal
        open={action === 'editVariant'}
        onClose={onClose}
        orderId={numericId}
        attributes={variantData?.order.product_type.attributes ?? []}
        variants={(variantData?.productVariant ?? []).map((v) => ({
          id: v.id,
          sku: v.sku,
          price: v.base_cost,
          attributes: v.attributes,
        }))}
        currentVariantId={variantData?.order.product_type_variant.id ?? null}
        loading={variants.isFetching && !variantData}
        error={variants.isError ? errorMessage(variants.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void variants.refetch()}
        submitting={isBusy('editVariant')}
        onSubmit={(variantId) => void submit({ action: 'editVariant', variantId })}
      />
      <ChangeCarrierModal
        open={action === 'editCarrier'}
        onClose={onClose}
        orderId={numericId}
        carriers={carrierOptions}
        carrierId={carrierOrder?.carrier?.id ?? null}
        loading={carriers.isFetching && !carrierOrder}
        error={carriers.isError ? errorMessage(carriers.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void carriers.refetch()}
        submitting={isBusy('editCarrier')}
        // The price shown goes with the carrier: if it changed since, the server refuses (contract).
        onSubmit={(carrier) =>
          void submit({
            action: 'editCarrier',
            carrierId: String(carrier.id),
            price: carrier.price,
          })
        }
      />
      <AssignSupplierModal
        open={action === 'assignSupplier'}
        onClose={onClose}
        orderId={numericId}
        suppliers={suppliers.currentData?.order.product_type.suppliers ?? []}
        supplierId={suppliers.currentData?.order.supplier?.id ?? null}
        loading={suppliers.isFetching && !suppliers.currentData}
        error={
          suppliers.isError ? errorMessage(suppliers.error, MESSAGES.somethingWrong) : undefined
        }
        onRetry={() => void suppliers.refetch()}
        submitting={isBusy('assignSupplier')}
        onSubmit={(supplierId) => void submit({ action: 'assignSupplier', supplierId })}
      />
      <CustomerInfoDrawer
        open={action === 'editCustomerInfo'}
        onClose={onClose}
        orderId={numericId}
        detail={detail.currentData?.order}
        loading={detail.isFetching && !detail.currentData}
        error={detail.isError ? errorMessage(detail.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void detail.refetch()}
        submitting={isBusy('editCustomerInfo')}
        onSubmit={(customerInfo) => submit({ action: 'editCustomerInfo', customerInfo })}
      />
      {action === 'addTracking' && order && (
        // Staff change a tracking here too (§4): its code is filled in, the carrier chosen again.
        <TrackingModalHost
          orderId={order.id}
          tracking={order.tracking ? { tracking_code: order.tracking.tracking_code } : undefined}
          defaultCarrierId={order.carrier?.id}
          onClose={onClose}
        />
      )}
      {action === 'uploadPrintFile' && order && (
        <UploadDesignsHost orderId={order.id} onClose={onClose} />
      )}
      {action === 'dtfMapping' && order && onDtfMapped && (
        <DtfMappingHost
          orderId={order.id}
          saved={dtfMappings?.[order.id]}
          onSaved={onDtfMapped}
          onClose={onClose}
        />
      )}
    </>
  );
}

type OrderDetail = OrderQuery['order'];

const text = (value: string | null | undefined) => value ?? '';

/** The form's values from the order: its customer and shipping address. */
export function customerInfoOf(order: OrderDetail): CustomerInfoValue {
  const s = order.shipping;
  return {
    customer: {
      first_name: text(order.customer?.first_name),
      last_name: text(order.customer?.last_name),
      email: text(order.customer?.email),
      phone: text(order.customer?.phone),
    },
    shipping: {
      first_name: text(s?.first_name),
      last_name: text(s?.last_name),
      company: text(s?.company),
      phone: text(s?.phone),
      address1: text(s?.address1),
      address2: text(s?.address2),
      city: text(s?.city),
      state: text(s?.state),
      state_code: text(s?.state_code),
      zip: text(s?.zip),
      country: text(s?.country),
      country_code: text(s?.country_code),
    },
  };
}

const trimmedOrNull = (value: string) => value.trim() || null;

/** What updateCustomerInfo takes: trimmed text, an empty optional field as null. */
export function toCustomerInfoInput(value: CustomerInfoValue) {
  const c = value.customer;
  const s = value.shipping;
  return {
    customer: {
      first_name: c.first_name.trim(),
      last_name: trimmedOrNull(c.last_name),
      email: trimmedOrNull(c.email),
      phone: trimmedOrNull(c.phone),
    },
    shipping: {
      first_name: s.first_name.trim(),
      last_name: trimmedOrNull(s.last_name),
      company: trimmedOrNull(s.company),
      phone: trimmedOrNull(s.phone),
      address1: s.address1.trim(),
      address2: trimmedOrNull(s.address2),
      city: trimmedOrNull(s.city),
      state: trimmedOrNull(s.state),
      state_code: s.state_code.trim(),
      zip: s.zip.trim(),
      country: trimmedOrNull(s.country),
      country_code: s.country_code.trim(),
    },
  };
}

function CustomerInfoDrawer({
  detail,
  onSubmit,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  orderId: number;
  detail: OrderDetail | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  submitting: boolean;
  onSubmit: (input: ReturnType<typeof toCustomerInfoInput>) => Promise<void>;
}) {
  // The drawer keeps what was typed across a failed save (its form mounts once, per order).
  return (
    <UpdateCustomerInfoDrawer
      {...props}
      value={detail ? customerInfoOf(detail) : null}
      onSubmit={(next) => void onSubmit(toCustomerInfoInput(next))}
    />
  );
}
