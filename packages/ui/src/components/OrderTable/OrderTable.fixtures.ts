import type { OrderRowAction, OrderTableRow } from './OrderTable.types';

/** The stories' file store: fixture images served by Storybook from public/fixtures/orders. */
export const FIXTURE_IMAGE_BASE = '/fixtures/orders';

export const LOADING_TIP = 'Designs is downloading, you can upload new designs on Ready status';

const products = [
  { title: 'Classic Tee', image: 'tee-black.svg', color: 'Black', sku: 'TEE-BLK' },
  { title: 'Premium Tee', image: 'tee-white.svg', color: 'White', sku: 'PTE-WHT' },
  { title: 'DTF Hoodie', image: 'hoodie-navy.svg', color: 'Navy', sku: 'DTF-NVY' },
] as const;
const sizes = ['S', 'M', 'L', 'XL'] as const;
const statuses = [
  'pending',
  'pending_design',
  'processing',
  'ready',
  'in_production',
  'fulfilled',
  'refunded',
  'cancelled',
  'error',
] as const;
const customers = [
  { first_name: 'Anna', last_name: 'Nguyen', email: 'anna.nguyen@example.com' },
  { first_name: 'Bruno', last_name: 'Silva', email: 'bruno@example.com' },
  { first_name: 'Chloé', last_name: 'Martin', email: 'chloe.martin@example.com' },
];
const carriers = ['USPS First Class', 'FedEx Ground', 'DHL Express'];

/** A staff menu as the state machine might allow it; stories pick what they need. */
export const STAFF_ACTIONS: OrderRowAction[] = [
  { key: 'comments', label: 'Comments' },
  { key: 'activities', label: 'Activities' },
  { key: 'info', label: 'Order info' },
  { key: 'pause', label: 'Pause' },
  { key: 'changeQuantity', label: 'Change quantity' },
  { key: 'cancel', label: 'Cancel', danger: true, separatorBefore: true },
];

/** One order, varied by its index so a page shows every status, product and customer. */
export function makeOrder(index: number, overrides: Partial<OrderTableRow> = {}): OrderTableRow {
  const product = products[index % products.length]!;
  const size = sizes[index % sizes.length]!;
  const status = statuses[index % statuses.length]!;
  const id = 1041 + index;
  return {
    id,
    origin_number: `#${5200 + index}`,
    origin_id: String(4_801_223_000 + index * 17),
    amazon_order_id: index % 4 === 0 ? `114-${3900000 + index}-22${index % 10}8811` : null,
    product: {
      title: product.title,
      image: product.image,
      attributes: [
        { name: 'Color', option: product.color },
        { name: 'Size', option: size },
      ],
      origin_sku: `${product.sku}-${size}`,
    },
    mockup: 'mockup.svg',
    customer: customers[index % customers.length]!,
    tracking_code:
      status === 'in_production' || status === 'fulfilled' ? `9400 1000 0000 00${id}` : null,
    design: { kind: index % 3 === 1 ? 'upload' : 'view' },
    has_label: index % 5 === 0,
    sku: `${product.sku}-${size}`,
    supplier: index % 2 === 0 ? 'Color Ecommerce' : 'Printful Partner',
    status,
    partner_error: status === 'error' ? ['Missing print file for placement front'] : null,
    quantity: 1 + (index % 3),
    created_at: `2026-03-${String(1 + (index % 28)).padStart(2, '0')}T${String(8 + (index % 12)).padStart(2, '0')}:04:05`,
    cost: 8.5 + (index % 4) * 1.25,
    shipping_cost: index % 3 === 0 ? 0 : 4.99,
    carrier: carriers[index % carriers.length]!,
    seller: index % 2 === 0 ? 'Sam Seller' : 'Sara Shop',
    actions: STAFF_ACTIONS,
    ...overrides,
  };
}

export function makeOrders(count: number, from = 0): OrderTableRow[] {
  return Array.from({ length: count }, (_, i) => makeOrder(from + i));
}
