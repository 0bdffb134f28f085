import { ExternalOrdersList } from './ExternalOrdersList';

/** /admin/orders/external (Administrator, Supporter): every site's lines waiting for mapping. */
export function AdminExternalOrdersScreen() {
  return <ExternalOrdersList admin />;
}
