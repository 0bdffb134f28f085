import type { ReactNode } from 'react';
import {
  ORDER_STATUS_LABELS,
  costLabel,
  formatOrderDate,
  isOrderStatus,
  orderIdLabel,
} from '@podoffice/domain';
import { Badge, Card } from '@podoffice/ui';
import type { OrderAddressFieldsFragment, OrderQuery } from '../../api';
import {
  Address,
  Grid,
  Header,
  Heading,
  ItemImage,
  LineItem,
  LineText,
  Muted,
  Section,
} from './OrderDetail.styles';

export type OrderDetailOrder = OrderQuery['order'];

export interface OrderDetailProps {
  order: OrderDetailOrder;
  /** Image keys without http are read from here (the file store). */
  imageBaseUrl?: string;
  /** Wraps the customer's name in a link to the customer detail. */
  renderCustomerLink?: (customerId: string, children: ReactNode) => ReactNode;
}

/** The shipping address reads "Same as billing address" when it is the billing one. */
export const SAME_AS_BILLING = 'Same as billing address';

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'state_code',
  'zip',
  'country',
  'country_code',
] as const;

/** Two addresses are the same when every part a person reads matches (ids and method differ). */
export function sameAddress(
  a: OrderAddressFieldsFragment | null | undefined,
  b: OrderAddressFieldsFragment | null | undefined,
): boolean {
  if (!a || !b) return false;
  return ADDRESS_FIELDS.every((field) => (a[field] ?? '').trim() === (b[field] ?? '').trim());
}

function addressLines(a: OrderAddressFieldsFragment): string[] {
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
  const cityLine = [a.city, [a.state || a.state_code, a.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, a.company, a.address1, a.address2, cityLine, a.country || a.country_code, a.phone]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

function AddressBlock({ address }: { address: OrderAddressFieldsFragment | null | undefined }) {
  if (!address) return <Muted>No address</Muted>;
  return (
    <Address>
      {addressLines(address).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </Address>
  );
}

const statusText = (status: string) =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;

const imageUrl = (image: string | null | undefined, base: string) => {
  const value = image?.trim();
  if (!value) return null;
  return /^http/i.test(value) ? value : `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
};

/**
 * The order detail (/orders/orders-manager/{id}): the order's id and date, status,
 * billing and shipping addresses, the customer (link, email, phone) and its line item: image,
 * title, SKU, price x quantity and the line total.
 */
export function OrderDetail({ order, imageBaseUrl = '', renderCustomerLink }: OrderDetailProps) {
  // A Supplier reads what it is paid, not the shopper's price (canReadOrderPrices).
  const unit = order.price ?? order.supplier_cost ?? null;
  const customerName =
    [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ') ||
    order.customer?.email ||
    'Customer';
  const image = imageUrl(order.variant_image, imageBaseUrl);
  const title = order.product_name || order.product_type.title;
  const sku = order.product_sku || order.product_type_variant.sku;
  return (
    <Card>
      <Header>
        <div>
          <Heading>Order {orderIdLabel(order.id)}</Heading>
          <Muted>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </Muted>
        </div>
        <Badge status={isOrderStatus(order.status) ? order.status : 'default'}>
          {statusText(order.status)}
        </Badge>
      </Header>
      <Grid>
        <Section aria-label="Billing address">
          <h3>Billing address</h3>
          <AddressBlock address={order.billing} />
        </Section>
        <Section aria-label="Shipping address">
          <h3>Shipping address</h3>
          {sameAddress(order.billing, order.shipping) ? (
            <p>{SAME_AS_BILLING}</p>
          ) : (
            <AddressBlock address={order.shipping} />
          )}
        </Section>
        <Section aria-label="Customer">
          <h3>Customer</h3>
          {order.customer ? (
            <Address>
              <span>
                {renderCustomerLink
                  ? renderCustomerLink(order.customer.id, customerName)
                  : customerName}
              </span>
              {order.customer.email && <span>{order.customer.email}</span>}
              {order.customer.phone && <span>{order.customer.phone}</span>}
            </Address>
          ) : (
            <Muted>No customer</Muted>
          )}
        </Section>
      </Grid>
      <Section aria-label="Line item">
        <h3>Item</h3>
        <LineItem>
          {image ? <ItemImage src={image} alt={title} width={80} height={80} /> : null}
          <LineText>
            <strong>{title}</strong>
            <span>SKU: {sku}</span>
            {order.product_type_variant.attributes.length > 0 && (
              <Muted>
                {order.product_type_variant.attributes
                  .map((attribute) => `${attribute.name}: ${attribute.option}`)
                  .join(', ')}
              </Muted>
            )}
          </LineText>
          <span>
            {costLabel(unit)} x {order.quantity}
          </span>
          <strong aria-label="Line total">
            {costLabel(unit === null ? null : unit * order.quantity)}
          </strong>
        </LineItem>
      </Section>
    </Card>
  );
}
