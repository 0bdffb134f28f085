import { ORDER_STATUS_LABELS, isOrderStatus } from '@podoffice/domain';

/** Where the detail of an order lives. */
export const orderDetailPath = (id: string | number) => `/orders/orders-manager/${id}`;

/** The orders of API sites. */
export const API_ORDERS_PATH = '/orders/ApiOrders';

/** Where a seller's shop sites' orders are listed (Seller Internal Orders). */
export const ORDERS_PATH = '/orders';

/** Image keys without http are read from the server's file store (server FILES_PATH). */
export const ORDER_FILES_BASE = '/files';

/** The status badge's text: the spec's label, or an unknown status with spaces. */
export const orderStatusLabel = (status: string) =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status.replace(/_/g, ' ');
