import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  TRACKING_MESSAGES,
  normalTrackingCode,
  orderIdLabel,
  trackingCostSent,
  trackingFormErrors,
  type TrackingFormValues,
} from '@podoffice/domain';
import { Alert, Button, Modal, TrackingFields, type TrackingFieldsErrors } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAddTrackingMutation,
  useTrackingOrderCarriersQuery,
  type OrderRowFieldsFragment,
} from '../api';
import { Notices, TrackingRows } from './OrderBulkActions.styles';
import { activeTrackingCarriers } from './trackingCarriers';

/** One order's row: its carrier (undefined until its carriers are known), code and total cost. */
interface TrackingRowValue {
  carrierId: string | null | undefined;
  code: string;
  baseCost: number | null;
}

const EMPTY_ROW: TrackingRowValue = { carrierId: undefined, code: '', baseCost: null };

const messageOf = (error: unknown) => errorMessage(error, 'The request failed');

/** What Save did, order by order: the orders whose tracking the server took, and the refused. */
export interface BulkTrackingOutcome {
  added: string[];
  failed: { id: string; reason: string }[];
}

export interface BulkTrackingDialogProps {
  /** The selected orders the state machine lets the user add a tracking to: one row each. */
  allowed: readonly OrderRowFieldsFragment[];
  /** What the dialog says first: the orders left out, each with why. */
  notices: ReactNode;
  onClose: () => void;
  /** Save has sent every row (each order's own addTracking, the checks the server makes on it). */
  onDone: (outcome: BulkTrackingOutcome) => void;
}

/**
 * Add tracking for the selected orders: one row per order with the single-order form's fields
 * (the carrier of its product type, its shipping carrier first; tracking code; total cost), checked
 * as that form checks them, then one addTracking per order, so each gets the server's own checks.
 */
export function BulkTrackingDialog({ allowed, notices, onClose, onDone }: BulkTrackingDialogProps) {
  const dispatch = useAppDispatch();
  const [add] = useAddTrackingMutation();
  const [rows, setRows] = useState<Record<string, TrackingRowValue>>({});
  const [errors, setErrors] = useState<Record<string, TrackingFieldsErrors>>({});
  const [saving, setSaving] = useState(false);
  const blocked = allowed.length > ORDER_BULK_EDIT_MAX ? ORDER_EDIT_MESSAGES.tooManyOrders : null;
  const rowOf = (id: string) => rows[id] ?? EMPTY_ROW;
  const change = (
    id: string,
    next: Partial<TrackingRowValue>,
    field?: keyof TrackingFormValues,
  ) => {
    setRows((all) => ({ ...all, [id]: { ...(all[id] ?? EMPTY_ROW), ...next } }));
    if (field) setErrors((all) => ({ ...all, [id]: { ...all[id], [field]: undefined } }));
  };
  // The carriers of an order's type are read once per type: through the first order of that type.
  const carriersFrom = (order: OrderRowFieldsFragment) =>
    allowed.find((o) => o.product_type.id === order.product_type.id)?.id ?? order.id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || blocked) return;
    const found = Object.fromEntries(
      allowed.map((o) => {
        const row = rowOf(o.id);
        return [
          o.id,
          trackingFormErrors({
            carrier_id: row.carrierId ?? null,
            tracking_code: row.code,
            base_cost: row.baseCost,
            shipping_cost: null,
          }),
        ];
      }),
    );
    setErrors(found);
    if (Object.values(found).some((e) => Object.values(e).some(Boolean))) return;
    setSaving(true);
    const outcome: BulkTrackingOutcome = { added: [], failed: [] };
    // One order at a time: each is its own addTracking, refused or taken on its own.
    for (const order of allowed) {
      const row = rowOf(order.id);
      const result = await add({
        order_id: order.id,
        carrier_id: row.carrierId!,
        tracking_code: normalTrackingCode(row.code),
        base_cost: trackingCostSent(row.baseCost),
        shipping_cost: trackingCostSent(null),
      });
      if ('error' in result && result.error) {
        outcome.failed.push({
          id: order.id,
          reason: TRACKING_MESSAGES.saveError(messageOf(result.error)),
        });
      } else {
        outcome.added.push(order.id);
      }
    }
    setSaving(false);
    if (outcome.added.length > 0) {
      dispatch(notify({ type: 'success', message: TRACKING_MESSAGES.added }));
    }
    onDone(outcome);
  };

  const title = `Add tracking to ${allowed.length} ${allowed.length === 1 ? 'order' : 'orders'}`;
  return (
    // Once Save has started, the dialog stays until every order has its answer.
    <Modal open onClose={saving ? () => undefined : onClose} title={title} width={720}>
      {(notices || blocked) && (
        <Notices>
          {notices}
          {blocked && <Alert variant="error">{blocked}</Alert>}
        </Notices>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {!blocked && (
          <TrackingRows>
            {allowed.map((order) => (
              <BulkTrackingRow
                key={order.id}
                order={order}
                carriersOf={carriersFrom(order)}
                value={rowOf(order.id)}
                errors={errors[order.id] ?? {}}
                onChange={(next, field) => change(order.id, next, field)}
              />
            ))}
          </TrackingRows>
        )}
        <Modal.Footer>
          <Button type="button" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          {!blocked && (
            <Button type="submit" variant="primary" loading={saving}>
              Save
            </Button>
          )}
        </Modal.Footer>
      </form>
    </Modal>
  );
}

interface BulkTrackingRowProps {
  order: OrderRowFieldsFragment;
  /** The order whose product type's carriers this row offers (the first of its type). */
  carriersOf: string;
  value: TrackingRowValue;
  errors: TrackingFieldsErrors;
  onChange: (next: Partial<TrackingRowValue>, field?: keyof TrackingFormValues) => void;
}

/** One order's tracking: a group named by the order's id. */
function BulkTrackingRow({ order, carriersOf, value, errors, onChange }: BulkTrackingRowProps) {
  const carriers = useTrackingOrderCarriersQuery({ id: carriersOf });
  const options = activeTrackingCarriers(carriers.data);
  const loaded = Boolean(carriers.data);
  // Once the type's carriers are known the row starts from the order's shipping carrier, as the
  // single-order form does (none when the type no longer has it).
  const shipping = order.carrier?.id ?? null;
  const startFrom = options.some((c) => c.id === shipping) ? shipping : null;
  useEffect(() => {
    if (loaded && value.carrierId === undefined) onChange({ carrierId: startFrom });
  }, [loaded, value.carrierId, startFrom, onChange]);
  return (
    <TrackingFields
      layout="row"
      legend={orderIdLabel(order.id)}
      carriers={options}
      loading={carriers.isLoading}
      error={carriers.isError ? messageOf(carriers.error) : undefined}
      onRetry={() => void carriers.refetch()}
      value={{ carrierId: value.carrierId ?? null, code: value.code, baseCost: value.baseCost }}
      errors={errors}
      onChange={onChange}
    />
  );
}
