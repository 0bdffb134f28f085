import type { ReactNode } from 'react';

/**
 * What the designs cell shows, worked out by the caller with the
 * domain's rule: View when a design is set, Upload when not, 'Loading...' with a tip while a
 * pending_design order's designs download.
 */
export interface OrderDesignDisplay {
  kind: 'view' | 'upload' | 'loading';
  /** The tip of 'Loading...' (on hover, and read with it), e.g. 'Designs is downloading, you can upload new designs on Ready status'. */
  tip?: string;
}

/** One action of an order's menu, already allowed by the state machine for this user and order. */
export interface OrderRowAction {
  /** Reported to onAction, e.g. 'pause' or 'cancel'. */
  key: string;
  /** The menu text, e.g. 'Pause'. */
  label: string;
  /** Drawn in red: cancel, delete. */
  danger?: boolean;
  /** A line above this item, to set apart a group. */
  separatorBefore?: boolean;
  /** Shown but not choosable, e.g. held by the 24-hour hold; `hint` says why. */
  disabled?: boolean;
  /** A short line under the label, e.g. 'Held until 30 Nov, 14:05'. */
  hint?: string;
}

/** One order as the table shows it; the caller maps the API's order to it. */
export interface OrderTableRow {
  /** The POD order id; shown as N + 6 digits. */
  id: number;
  /** The shop's order number, e.g. '#1042'. */
  origin_number?: string | null;
  /** The shop's order id. */
  origin_id?: string | null;
  amazon_order_id?: string | null;
  /** The product and variant ordered. */
  product: {
    title: string;
    /** An image address or a file store key (prefixed with `imageBaseUrl`); shown as a 200 px preview. */
    image?: string | null;
    /** The variant's options, e.g. Color: Black, Size: M. */
    attributes?: readonly { name: string; option: string }[];
    /** The shop's sku of the item. */
    origin_sku?: string | null;
  };
  /** The API orders' mockup image: an address or a file store key. */
  mockup?: string | null;
  customer?: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
  } | null;
  tracking_code?: string | null;
  /** The designs cell, by the domain's design display rule. */
  design: OrderDesignDisplay;
  /** Whether a shipping label was uploaded. */
  has_label?: boolean;
  /** The POD product sku. */
  sku?: string | null;
  /** The supplier's name (API orders view, Administrator). */
  supplier?: string | null;
  /** An order status, e.g. 'in_production'; picks the badge's fixed colours. */
  status: string;
  /** A note under the status while the order waits out its 24-hour hold, e.g. 'Held until 30 Nov, 14:05'. */
  held_note?: string | null;
  /** The partner's errors; an error order shows the first. */
  partner_error?: readonly string[] | null;
  quantity: number;
  /** ISO date-time of creation. */
  created_at: string;
  /** What the viewer pays per order: the seller's base cost, or the supplier's cost in the supplier view. */
  cost?: number | null;
  shipping_cost?: number | null;
  /** The shipping method: the carrier's name. */
  carrier?: string | null;
  /** The seller's name. */
  seller?: string | null;
  /** The actions this user may take on this order, in menu order; none hides the menu. */
  actions?: readonly OrderRowAction[];
}

/** The orders tables' columns, in display order. */
export const ORDER_COLUMN_KEYS = [
  'id',
  'origin',
  'amazonOrderId',
  'mockup',
  'product',
  'customer',
  'customerName',
  'customerEmail',
  'trackingCode',
  'designs',
  'label',
  'sku',
  'suppliers',
  'status',
  'quantity',
  'cost',
  'shippingCost',
  'shippingMethod',
  'seller',
  'actions',
] as const;

export type OrderColumnKey = (typeof ORDER_COLUMN_KEYS)[number];

/**
 * Which table: Internal Orders (Administrator, Supporter), Seller Internal Orders, Supplier
 * Orders, or the seller/admin Api Orders.
 */
export type OrderTableView = 'internal' | 'seller' | 'supplier' | 'api';

/** What the cells call back with (orderCells), and where the images are. */
export interface OrderCellCallbacks {
  onAction?: (action: string, row: OrderTableRow) => void;
  onDesignClick?: (row: OrderTableRow, kind: 'view' | 'upload') => void;
  onLabelClick?: (row: OrderTableRow) => void;
  onImageClick?: (row: OrderTableRow) => void;
  renderOrderLink?: (row: OrderTableRow, children: ReactNode) => ReactNode;
  statusLabel?: (status: string) => string;
  imageBaseUrl: string;
}
