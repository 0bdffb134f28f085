import { formatMoney, orderIdLabel } from '@podoffice/domain';
import { useId, type ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { LoadState } from '../LoadState';
import { Address, Facts, Section, SectionTitle } from './OrderInfoDrawer.styles';

/** An order's shipping address. */
export interface OrderShippingAddress {
  first_name?: string | null;
  last_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  state_code?: string | null;
  zip?: string | null;
  country?: string | null;
  country_code?: string | null;
  phone?: string | null;
  /** The shipping method the shop chose. */
  method_title?: string | null;
}

export interface OrderInfoDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** Where the order ships; none shows the empty state. */
  shipping?: OrderShippingAddress | null;
  /** The order's total in dollars (a personalized order's is price × quantity). */
  total?: number | null;
  /** The order is loading. */
  loading?: boolean;
  /** The order could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
}

const join = (separator: string, ...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim()).join(separator);

function addressLines(a: OrderShippingAddress): string[] {
  const state =
    a.state && a.state_code ? `${a.state} (${a.state_code})` : (a.state ?? a.state_code);
  const country =
    a.country && a.country_code
      ? `${a.country} (${a.country_code})`
      : (a.country ?? a.country_code);
  return [
    join(' ', a.first_name, a.last_name),
    join(' ', a.address1),
    join(' ', a.address2),
    join(', ', a.city, join(' ', state, a.zip)),
    join(' ', country),
  ].filter(Boolean);
}

/** The Order info drawer: the shipping address and the order's total. */
export function OrderInfoDrawer({
  open,
  onClose,
  orderId,
  shipping,
  total,
  loading = false,
  error,
  onRetry,
}: OrderInfoDrawerProps) {
  const titleId = useId();
  const lines = shipping ? addressLines(shipping) : [];
  return (
    <Drawer open={open} onClose={onClose} title={`Order info ${orderIdLabel(orderId)}`} width={480}>
      <LoadState
        loading={loading}
        loadingLabel="Loading order info"
        error={error}
        onRetry={onRetry}
        empty={lines.length === 0 && (total === null || total === undefined)}
        emptyMessage="No shipping address"
      >
        <Section aria-labelledby={titleId}>
          <SectionTitle id={titleId}>Shipping address</SectionTitle>
          {lines.length > 0 ? (
            <Address>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Address>
          ) : (
            <p>No shipping address</p>
          )}
        </Section>
        <Facts>
          {shipping?.phone && (
            <>
              <dt>Phone</dt>
              <dd>{shipping.phone}</dd>
            </>
          )}
          {shipping?.method_title && (
            <>
              <dt>Shipping method</dt>
              <dd>{shipping.method_title}</dd>
            </>
          )}
          {total !== null && total !== undefined && (
            <>
              <dt>Total</dt>
              <dd>{formatMoney(total)}</dd>
            </>
          )}
        </Facts>
      </LoadState>
    </Drawer>
  );
}
