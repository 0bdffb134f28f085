import type { ColumnChoice } from '../ColumnChooser';
import type { TableColumn } from '../Table';
import {
  actionsCell,
  costCell,
  customerCell,
  customerName,
  designCell,
  idCell,
  labelCell,
  mockupCell,
  originCell,
  productCell,
  quantityCell,
  statusCell,
} from './orderCells';
import type {
  OrderCellCallbacks,
  OrderColumnKey,
  OrderTableRow,
  OrderTableView,
} from './OrderTable.types';

type OrderColumn = TableColumn<OrderTableRow, unknown>;

/**
 * Every column of the orders tables, their cells calling back through `callbacks`. A cell is a
 * function returning plain elements (orderCells), so new columns for new callbacks remount
 * nothing; the row's menu is the one component, of the same type in every column set.
 */
const columnsFor = (callbacks: OrderCellCallbacks): Record<OrderColumnKey, OrderColumn> => ({
  id: {
    id: 'id',
    header: 'ID',
    meta: { nowrap: true, sticky: 'start' },
    cell: ({ row }) => idCell(row.original, callbacks),
  },
  origin: {
    id: 'origin',
    header: 'Origin',
    meta: { nowrap: true, label: 'Origin number / id' },
    cell: ({ row }) => originCell(row.original, callbacks),
  },
  amazonOrderId: {
    id: 'amazonOrderId',
    header: 'Amazon order id',
    meta: { nowrap: true },
    accessorFn: (row) => row.amazon_order_id ?? '',
  },
  mockup: {
    id: 'mockup',
    header: 'Mockup',
    cell: ({ row }) => mockupCell(row.original, callbacks),
  },
  product: {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => productCell(row.original, callbacks),
  },
  customer: {
    id: 'customer',
    header: 'Customer',
    meta: { nowrap: true },
    cell: ({ row }) => customerCell(row.original, callbacks),
  },
  customerName: {
    id: 'customerName',
    header: 'Customer name',
    meta: { nowrap: true },
    accessorFn: customerName,
  },
  customerEmail: {
    id: 'customerEmail',
    header: 'Email',
    meta: { nowrap: true },
    accessorFn: (row) => row.customer?.email ?? '',
  },
  trackingCode: {
    id: 'trackingCode',
    header: 'Tracking code',
    meta: { nowrap: true },
    accessorFn: (row) => row.tracking_code ?? '',
  },
  designs: {
    id: 'designs',
    header: 'Designs',
    cell: ({ row }) => designCell(row.original, callbacks),
  },
  label: { id: 'label', header: 'Label', cell: ({ row }) => labelCell(row.original, callbacks) },
  sku: { id: 'sku', header: 'SKU', meta: { nowrap: true }, accessorFn: (row) => row.sku ?? '' },
  suppliers: { id: 'suppliers', header: 'Suppliers', accessorFn: (row) => row.supplier ?? '' },
  status: {
    id: 'status',
    header: 'Status',
    meta: { nowrap: true },
    cell: ({ row }) => statusCell(row.original, callbacks),
  },
  quantity: {
    id: 'quantity',
    header: 'Quantity',
    meta: { nowrap: true, label: 'Quantity / Created' },
    cell: ({ row }) => quantityCell(row.original, callbacks),
  },
  cost: {
    id: 'cost',
    header: 'Cost',
    meta: { nowrap: true, align: 'right' },
    cell: ({ row }) => costCell(row.original.cost),
  },
  shippingCost: {
    id: 'shippingCost',
    header: 'Shipping cost',
    meta: { nowrap: true, align: 'right' },
    cell: ({ row }) => costCell(row.original.shipping_cost),
  },
  shippingMethod: {
    id: 'shippingMethod',
    header: 'Shipping method',
    meta: { nowrap: true },
    accessorFn: (row) => row.carrier ?? '',
  },
  seller: {
    id: 'seller',
    header: 'Seller',
    meta: { nowrap: true },
    accessorFn: (row) => row.seller ?? '',
  },
  actions: {
    id: 'actions',
    header: 'Actions',
    meta: { width: '56px', align: 'right', sticky: 'end' },
    cell: ({ row }) => actionsCell(row.original, callbacks),
  },
});

// Status next to the ID (issue 25): what a row is for is read first, not off to the right.
const INTERNAL: OrderColumnKey[] = [
  'id',
  'status',
  'origin',
  'amazonOrderId',
  'product',
  'customer',
  'trackingCode',
  'designs',
  'label',
  'sku',
  'quantity',
  'cost',
  'shippingCost',
  'shippingMethod',
  'seller',
  'actions',
];

/**
 * The columns of each view. A seller's orders are all their own and a supplier is
 * not told whose they are, so only staff see the Seller column; the Api Orders table adds the
 * mockup and splits the customer into name and email. Suppliers is added only on request
 * (`showSuppliers`: the Administrator's Api Orders).
 */
export const ORDER_TABLE_VIEWS: Record<OrderTableView, readonly OrderColumnKey[]> = {
  internal: INTERNAL,
  seller: INTERNAL.filter((key) => key !== 'seller'),
  supplier: INTERNAL.filter((key) => key !== 'seller'),
  api: [
    'id',
    'status',
    'origin',
    'mockup',
    'product',
    'customerName',
    'customerEmail',
    'trackingCode',
    'designs',
    'label',
    'sku',
    'suppliers',
    'quantity',
    'cost',
    'shippingCost',
    'shippingMethod',
    'seller',
    'actions',
  ],
};

const DEFAULT_COLUMNS: readonly OrderColumnKey[] = [
  'id',
  'status',
  'product',
  'customer',
  'designs',
  'quantity',
  'cost',
  'actions',
];

/**
 * The columns a view shows until its user chooses others (issue 25): what a row is for (ID,
 * status, product, customer, its designs, quantity and date, amount, actions) fits the page's
 * width at 1280 px; the rest (staff's Seller too) are a choice away. The api view's Api/CSV
 * Orders has no chooser yet.
 */
export const ORDER_TABLE_DEFAULT_COLUMNS: Record<OrderTableView, readonly OrderColumnKey[]> = {
  internal: DEFAULT_COLUMNS,
  seller: DEFAULT_COLUMNS,
  supplier: DEFAULT_COLUMNS,
  api: ORDER_TABLE_VIEWS.api,
};

/** The chooser's list for a view: every column it can show, by name; ID and Actions pinned. */
export function orderColumnChoices(view: OrderTableView, showSuppliers = false): ColumnChoice[] {
  return orderColumns(ORDER_TABLE_VIEWS[view], showSuppliers).map((column) => {
    const key = column.id as OrderColumnKey;
    const header = typeof column.header === 'string' ? column.header : key;
    return {
      key,
      label: key === 'quantity' ? 'Quantity and date' : header,
      pinned: key === 'id' ? 'start' : key === 'actions' ? 'end' : undefined,
    };
  });
}

/** The column definitions for these keys, in the spec's order; Suppliers only when asked. */
export function orderColumns(
  keys: readonly OrderColumnKey[],
  showSuppliers: boolean,
  callbacks: OrderCellCallbacks = { imageBaseUrl: '' },
): OrderColumn[] {
  const columns = columnsFor(callbacks);
  return keys.filter((key) => showSuppliers || key !== 'suppliers').map((key) => columns[key]);
}
