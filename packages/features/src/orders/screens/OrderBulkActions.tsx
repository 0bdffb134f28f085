import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  MESSAGES,
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  ORDER_MESSAGES,
  carrierPriceLabel,
  checkOrderAction,
  orderActorOf,
  orderIdLabel,
  variantCarrierCost,
  type OrderActor,
} from '@podoffice/domain';
import {
  Alert,
  Button,
  CARRIER_REQUIRED,
  FormField,
  LoadState,
  Modal,
  SELECT_CARRIER,
  Select,
} from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useAssignOrderCarrierMutation,
  useAssignOrderSupplierMutation,
  useOrderCarrierChoicesQuery,
  useOrderSupplierChoicesQuery,
  type OrderRowFieldsFragment,
} from '../api';
import { SUPPLIER_REQUIRED } from '../components/AssignSupplierModal';
import { BulkTrackingDialog, type BulkTrackingOutcome } from './OrderBulkTracking';
import { OrderExportFollow, OrderExportSelected } from './OrderExport';
import { orderFacts } from './orderRows';
import { Bar, Count, LeftOutList, Notices } from './OrderBulkActions.styles';

/**
 * The state machine's actions the bulk bar takes on the selected orders it allows: Assign supplier
 * and Assign carrier in one call each (all or nothing), Add tracking in one call per order.
 */
export type OrderBulkAction = 'assignSupplier' | 'editCarrier' | 'addTracking';

/** What a bulk result reports: one of the actions, or the export of the selected orders. */
export type OrderBulkResultAction = OrderBulkAction | 'export';

/** The bar's button and what the action does to an order, in the words of its messages. */
const BULK_ACTIONS: Record<OrderBulkAction, { label: string; change: string; what: string }> = {
  assignSupplier: { label: 'Assign supplier', change: 'change supplier', what: 'suppliers' },
  editCarrier: { label: 'Assign carrier', change: 'change carrier', what: 'carriers' },
  addTracking: { label: 'Add tracking', change: 'add tracking', what: 'trackings' },
};
const BULK_ACTION_KEYS = Object.keys(BULK_ACTIONS) as OrderBulkAction[];

const DONE: Record<OrderBulkResultAction, (value: string, count: string) => string> = {
  assignSupplier: (value, count) => `Supplier ${value} assigned to ${count}`,
  editCarrier: (value, count) => `Carrier ${value} assigned to ${count}`,
  addTracking: (_value, count) => `Tracking added to ${count}`,
  export: (_value, count) => `Export of ${count} started`,
};
const CHANGED: Record<OrderBulkResultAction, string> = {
  assignSupplier: 'supplier assigned',
  editCarrier: 'carrier assigned',
  addTracking: 'tracking added',
  export: 'in the export',
};

const orderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Not in the spec: the bulk bar's texts, in the voice of the product's messages. */
export const ORDER_BULK_MESSAGES = {
  selected: (count: number) => `${orderCount(count)} selected`,
  leftOut: (action: OrderBulkAction, count: number, total: number) =>
    `${count} of the ${total} selected orders cannot ${BULK_ACTIONS[action].change} in their status: they are left out.`,
  // Suppliers and carriers are per product type: one list to choose from needs one type.
  mixedTypes: (action: OrderBulkAction) =>
    `The selected orders are of different product types: assign their ${BULK_ACTIONS[action].what} one type at a time`,
  /** The result's heading after the server took a bulk change. */
  done: (action: OrderBulkResultAction, value: string, changed: number) =>
    DONE[action](value, orderCount(changed)),
  changed: (action: OrderBulkResultAction) => CHANGED[action],
  leftOutResult: (reason: string) => `left out: ${reason}`,
  /** An order the server refused on its own (Add tracking sends one call per order). */
  failedResult: (reason: string) => `not saved: ${reason}`,
} as const;

/** What a bulk change did, order by order, shown under the bar until dismissed. */
export interface OrderBulkResult {
  action: OrderBulkResultAction;
  /** The supplier's name or the carrier's label, as chosen ('' for the others). */
  value: string;
  /** The orders changed (Assign: the server changes all it is sent, or none), or exported. */
  changed: readonly { id: string }[];
  /** The selected orders the state machine left out, each with why. */
  leftOut: readonly { id: string; reason: string }[];
  /** Add tracking: the orders the server refused, each with its message. */
  failed?: readonly { id: string; reason: string }[];
  /** Export selected: the export's job, followed under the bar until it ends. */
  jobId?: string;
}

/** A selected order the action leaves out, and the state machine's reason for it. */
interface LeftOutOrder {
  order: OrderRowFieldsFragment;
  reason: string;
}

/**
 * The selected orders the state machine lets `actor` change by `action`, and those it does not,
 * each with its reason (the server's own refusal for it).
 */
function splitByRule(
  orders: readonly OrderRowFieldsFragment[],
  action: OrderBulkAction,
  actor: OrderActor | null,
) {
  const allowed: OrderRowFieldsFragment[] = [];
  const leftOut: LeftOutOrder[] = [];
  for (const order of orders) {
    const facts = orderFacts(order);
    const check = facts ? checkOrderAction(action, facts, actor) : null;
    if (check?.ok) allowed.push(order);
    else leftOut.push({ order, reason: check?.reason ?? MESSAGES.somethingWrong });
  }
  return { allowed, leftOut };
}

/** The one value every order shares, or null when they differ. */
function sharedValue<T>(
  orders: readonly OrderRowFieldsFragment[],
  of: (o: OrderRowFieldsFragment) => T,
) {
  const values = new Set(orders.map(of));
  return values.size === 1 ? ([...values][0] ?? null) : null;
}

export interface OrderBulkActionsProps {
  /** The selected orders of the page, as the list reads them (none: only the last result shows). */
  orders: readonly OrderRowFieldsFragment[];
  /** Empties the table's selection: Clear selection, and after a change the server took. */
  onClearSelection: () => void;
  /**
   * Selects exactly these orders: after an Add tracking the server refused for some orders, those
   * stay selected, ready to try again (without it, the selection is cleared as after any change).
   */
  onSelect?: (ids: readonly string[]) => void;
  /** The last change's result, order by order; the caller keeps it across the cleared selection. */
  result?: OrderBulkResult | null;
  /** Called with a change's result once the server took it, and with null on Dismiss. */
  onResult?: (result: OrderBulkResult | null) => void;
}

/**
 * The bar over the orders table while orders are selected: how many, Export selected (the list's
 * export of exactly these orders), Assign supplier, Assign carrier and Add tracking where the state
 * machine allows the change on at least one of them (the rule the server checks per order), and
 * Clear selection. Each action's dialog leaves out the orders it may not change and says so; Assign
 * sends the rest in one call (all of them or none), Add tracking one call per order.
 */
export function OrderBulkActions({
  orders,
  onClearSelection,
  onSelect,
  result = null,
  onResult,
}: OrderBulkActionsProps) {
  const user = useAppSelector(selectCurrentUser);
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const actor = useMemo(
    () => (user ? orderActorOf(user, currentSiteId) : null),
    [user, currentSiteId],
  );
  const [open, setOpen] = useState<OrderBulkAction | null>(null);
  const split = useMemo(
    () =>
      Object.fromEntries(
        BULK_ACTION_KEYS.map((action) => [action, splitByRule(orders, action, actor)]),
      ) as Record<OrderBulkAction, ReturnType<typeof splitByRule>>,
    [orders, actor],
  );
  const finish = (result: OrderBulkResult) => {
    onResult?.(result);
    setOpen(null);
    const failed = (result.failed ?? []).map(({ id }) => id);
    if (failed.length > 0 && onSelect) onSelect(failed);
    else onClearSelection();
  };
  const leftOutOf = (action: OrderBulkAction) =>
    split[action].leftOut.map(({ order, reason }) => ({ id: order.id, reason }));
  const done = (value: string) => {
    if (!open) return;
    finish({
      action: open,
      value,
      changed: split[open].allowed.map(({ id }) => ({ id })),
      leftOut: leftOutOf(open),
    });
  };
  const trackingDone = ({ added, failed }: BulkTrackingOutcome) =>
    finish({
      action: 'addTracking',
      value: '',
      changed: added.map((id) => ({ id })),
      leftOut: leftOutOf('addTracking'),
      failed,
    });
  const exportStarted = (jobId: string) =>
    finish({
      action: 'export',
      value: '',
      changed: orders.map(({ id }) => ({ id })),
      leftOut: [],
      jobId,
    });
  const dialog = open ? split[open] : null;
  const shownResult = result && (
    <BulkResult result={result} onDismiss={onResult ? () => onResult(null) : undefined} />
  );
  if (orders.length === 0) return shownResult;

  return (
    <>
      <Bar aria-label="Selected orders">
        <Count>{ORDER_BULK_MESSAGES.selected(orders.length)}</Count>
        <OrderExportSelected orders={orders} onStarted={exportStarted} />
        {BULK_ACTION_KEYS.map(
          (action) =>
            split[action].allowed.length > 0 && (
              <Button key={action} size="sm" onClick={() => setOpen(action)}>
                {BULK_ACTIONS[action].label}
              </Button>
            ),
        )}
        <Button size="sm" variant="link" onClick={onClearSelection}>
          Clear selection
        </Button>
        {open === 'assignSupplier' && dialog && (
          <BulkSupplierDialog
            {...dialog}
            total={orders.length}
            onClose={() => setOpen(null)}
            onDone={done}
          />
        )}
        {open === 'editCarrier' && dialog && (
          <BulkCarrierDialog
            {...dialog}
            total={orders.length}
            onClose={() => setOpen(null)}
            onDone={done}
          />
        )}
        {open === 'addTracking' && dialog && (
          <BulkTrackingDialog
            allowed={dialog.allowed}
            notices={
              dialog.leftOut.length > 0 && (
                <LeftOutNotice
                  action="addTracking"
                  leftOut={dialog.leftOut}
                  total={orders.length}
                />
              )
            }
            onClose={() => setOpen(null)}
            onDone={trackingDone}
          />
        )}
      </Bar>
      {shownResult}
    </>
  );
}

/** A bulk change's result: the orders changed and those left out, each by id. */
function BulkResult({ result, onDismiss }: { result: OrderBulkResult; onDismiss?: () => void }) {
  const failed = result.failed ?? [];
  return (
    <Alert
      variant={failed.length > 0 ? 'warning' : 'success'}
      title={ORDER_BULK_MESSAGES.done(result.action, result.value, result.changed.length)}
      onDismiss={onDismiss}
      dismissLabel="Dismiss the result"
    >
      <LeftOutList aria-label="Result per order">
        {result.changed.map(({ id }) => (
          <li key={id}>
            {orderIdLabel(id)}: {ORDER_BULK_MESSAGES.changed(result.action)}
          </li>
        ))}
        {failed.map(({ id, reason }) => (
          <li key={id}>
            {orderIdLabel(id)}: {ORDER_BULK_MESSAGES.failedResult(reason)}
          </li>
        ))}
        {result.leftOut.map(({ id, reason }) => (
          <li key={id}>
            {orderIdLabel(id)}: {ORDER_BULK_MESSAGES.leftOutResult(reason)}
          </li>
        ))}
      </LeftOutList>
      {result.jobId && <OrderExportFollow jobId={result.jobId} />}
    </Alert>
  );
}

interface BulkDialogProps {
  /** The orders the call sends. */
  allowed: readonly OrderRowFieldsFragment[];
  /** The selected orders the action may not change: left out, and said so, each with why. */
  leftOut: readonly LeftOutOrder[];
  /** How many orders are selected. */
  total: number;
  onClose: () => void;
  /** The server took the change (its toast is shown): the supplier's or carrier's name. */
  onDone: (value: string) => void;
}

/** Why the call cannot go: one product type is needed, and at most ORDER_BULK_EDIT_MAX orders. */
function blockedReason(action: OrderBulkAction, allowed: readonly OrderRowFieldsFragment[]) {
  if (allowed.length > ORDER_BULK_EDIT_MAX) return ORDER_EDIT_MESSAGES.tooManyOrders;
  if (sharedValue(allowed, (o) => o.product_type.id) === null) {
    return ORDER_BULK_MESSAGES.mixedTypes(action);
  }
  return null;
}

function BulkSupplierDialog({ allowed, leftOut, total, onClose, onDone }: BulkDialogProps) {
  const dispatch = useAppDispatch();
  const blocked = blockedReason('assignSupplier', allowed);
  const suppliers = useOrderSupplierChoicesQuery(
    { id: allowed[0]?.id ?? '' },
    { skip: blocked !== null, refetchOnMountOrArgChange: true },
  );
  const [assign, { isLoading }] = useAssignOrderSupplierMutation();
  const supplierOptions = (suppliers.currentData?.order.product_type.suppliers ?? []).map((s) => ({
    value: s.id,
    label: `${s.first_name} ${s.last_name}`.trim(),
  }));
  const submit = async (supplierId: string) => {
    const outcome = await assign({ order_ids: allowed.map((o) => o.id), supplier_id: supplierId });
    // A refusal is the store's toast (the server's message); the dialog stays as it was.
    if (outcome.error) return;
    dispatch(notify({ type: 'success', message: ORDER_MESSAGES.supplierAssigned }));
    onDone(supplierOptions.find((o) => o.value === supplierId)?.label ?? supplierId);
  };
  return (
    <BulkChoiceModal
      title={`Assign supplier to ${orderCount(allowed.length)}`}
      action="assignSupplier"
      leftOut={leftOut}
      total={total}
      blocked={blocked}
      onClose={onClose}
      label="Supplier"
      name="supplier_id"
      placeholder="Select supplier"
      required={SUPPLIER_REQUIRED}
      emptyMessage="No suppliers for this product type"
      loadingLabel="Loading suppliers"
      options={supplierOptions}
      initial={sharedValue(allowed, (o) => o.supplier?.id ?? null)}
      loading={suppliers.isFetching && !suppliers.currentData}
      error={suppliers.isError ? errorMessage(suppliers.error, MESSAGES.somethingWrong) : undefined}
      onRetry={() => void suppliers.refetch()}
      submitting={isLoading}
      onSubmit={(value) => void submit(value)}
    />
  );
}

function BulkCarrierDialog({ allowed, leftOut, total, onClose, onDone }: BulkDialogProps) {
  const dispatch = useAppDispatch();
  const blocked = blockedReason('editCarrier', allowed);
  // The carriers of the type with the first order's price for each, as its own Change carrier.
  const carriers = useOrderCarrierChoicesQuery(
    { id: allowed[0]?.id ?? '' },
    { skip: blocked !== null, refetchOnMountOrArgChange: true },
  );
  const [assign, { isLoading }] = useAssignOrderCarrierMutation();
  const first = carriers.currentData?.order;
  const typeCarriers = first?.product_type.product_type_carriers ?? [];
  const options = typeCarriers.map((c) => {
    const price =
      variantCarrierCost(first?.product_type_variant.carrier_costs, typeCarriers, c.carrier_id) ??
      c.price;
    const name = c.carrier?.name ?? c.carrier_id;
    return { value: c.carrier_id, label: `${name} — ${carrierPriceLabel(price)}`, name, price };
  });
  const submit = async (carrierId: string) => {
    const carrier = options.find((o) => o.value === carrierId);
    if (!carrier) return;
    // The price shown goes with the carrier: if it changed since, the server refuses (contract).
    const outcome = await assign({
      order_ids: allowed.map((o) => o.id),
      carrier_id: carrierId,
      price: carrier.price,
    });
    if (outcome.error) return;
    dispatch(notify({ type: 'success', message: ORDER_MESSAGES.carrierChanged }));
    onDone(carrier.name);
  };
  return (
    <BulkChoiceModal
      title={`Assign carrier to ${orderCount(allowed.length)}`}
      action="editCarrier"
      leftOut={leftOut}
      total={total}
      blocked={blocked}
      onClose={onClose}
      label="Shipping carrier"
      name="carrier_id"
      placeholder={SELECT_CARRIER}
      required={CARRIER_REQUIRED}
      emptyMessage="No carriers for this product type"
      loadingLabel="Loading carriers"
      options={options}
      initial={sharedValue(allowed, (o) => o.carrier?.id ?? null)}
      loading={carriers.isFetching && !first}
      error={carriers.isError ? errorMessage(carriers.error, MESSAGES.somethingWrong) : undefined}
      onRetry={() => void carriers.refetch()}
      submitting={isLoading}
      onSubmit={(value) => void submit(value)}
    />
  );
}

interface BulkChoiceModalProps {
  title: string;
  action: OrderBulkAction;
  /** The selected orders left out, of `total`, each with why. */
  leftOut: readonly LeftOutOrder[];
  total: number;
  /** Why nothing can be sent: the modal says it instead of its form. */
  blocked: string | null;
  onClose: () => void;
  label: string;
  name: string;
  placeholder: string;
  /** Said by Save with nothing chosen. */
  required: string;
  emptyMessage: string;
  loadingLabel: string;
  options: readonly { value: string; label: string }[];
  /** Chosen first: what every order has now, if they agree. */
  initial: string | null;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  submitting: boolean;
  onSubmit: (value: string) => void;
}

/** What a bulk dialog says first: how many of the selected orders it leaves out, each with why. */
function LeftOutNotice({
  action,
  leftOut,
  total,
}: {
  action: OrderBulkAction;
  leftOut: readonly LeftOutOrder[];
  total: number;
}) {
  if (leftOut.length === 0) return null;
  return (
    <Alert variant="warning">
      {ORDER_BULK_MESSAGES.leftOut(action, leftOut.length, total)}
      <LeftOutList aria-label="Orders left out">
        {leftOut.map(({ order, reason }) => (
          <li key={order.id}>
            {orderIdLabel(order.id)}: {reason}
          </li>
        ))}
      </LeftOutList>
    </Alert>
  );
}

/** The single-order Assign supplier dialog's form for a selection, with what is left out said first. */
function BulkChoiceModal({
  title,
  action,
  leftOut,
  total,
  blocked,
  onClose,
  ...form
}: BulkChoiceModalProps) {
  const notices: ReactNode[] = [];
  if (leftOut.length > 0) {
    notices.push(<LeftOutNotice key="leftOut" action={action} leftOut={leftOut} total={total} />);
  }
  if (blocked) {
    notices.push(
      <Alert key="blocked" variant="error">
        {blocked}
      </Alert>,
    );
  }
  return (
    <Modal open onClose={onClose} title={title} width={460}>
      {notices.length > 0 && <Notices>{notices}</Notices>}
      {blocked ? (
        <Modal.Footer>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </Modal.Footer>
      ) : (
        // Keyed by the shared choice: the picker starts from it once the orders are known.
        <ChoiceForm key={form.initial ?? ''} onClose={onClose} {...form} />
      )}
    </Modal>
  );
}

function ChoiceForm({
  label,
  name,
  placeholder,
  required,
  emptyMessage,
  loadingLabel,
  options,
  initial,
  loading,
  error,
  onRetry,
  submitting,
  onSubmit,
  onClose,
}: Omit<BulkChoiceModalProps, 'title' | 'action' | 'leftOut' | 'total' | 'blocked'>) {
  const [value, setValue] = useState<string | null>(initial);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = options.some((o) => o.value === value) ? value : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMessage(required);
    onSubmit(chosen);
  };
  return (
    <form onSubmit={submit} noValidate>
      <LoadState
        loading={loading}
        loadingLabel={loadingLabel}
        loadingLines={2}
        error={error}
        onRetry={onRetry}
        empty={options.length === 0}
        emptyMessage={emptyMessage}
      >
        <FormField label={label} name={name} required error={message ?? undefined}>
          <Select<string>
            options={options.map(({ value, label }) => ({ value, label }))}
            value={chosen}
            placeholder={placeholder}
            onChange={(next) => {
              setValue(next);
              setMessage(null);
            }}
          />
        </FormField>
      </LoadState>
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={submitting}
          disabled={loading || Boolean(error) || options.length === 0}
        >
          Save
        </Button>
      </Modal.Footer>
    </form>
  );
}
