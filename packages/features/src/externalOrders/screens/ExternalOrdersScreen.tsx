import { hasRole } from '@podoffice/domain';
import { EmptyState } from '@podoffice/ui';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { ExternalOrdersList } from './ExternalOrdersList';

/**
 * /orders/external (Seller, Supporter; the route also admits Suppliers): a Seller's current site's
 * shop order lines waiting for mapping (all their sites without one), a Supporter's of every
 * site. A Supplier is told why there is nothing here for them.
 */
export function ExternalOrdersScreen() {
  const user = useAppSelector(selectCurrentUser);
  if (!hasRole(user, 'Administrator', 'Supporter', 'Seller')) {
    return (
      <EmptyState
        title="External Orders"
        description="External orders are sellers’ shop orders waiting for a product type. They reach suppliers once they are mapped, under Orders."
      />
    );
  }
  return <ExternalOrdersList admin={false} />;
}
