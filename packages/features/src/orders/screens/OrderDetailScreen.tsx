import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ORDER_ACTION_RULES, orderActorOf } from '@podoffice/domain';
import { Alert, Button, EmptyState, Skeleton } from '@podoffice/ui';
import { errorMessage, isApiError } from '../../api/baseApi';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import { useOrderQuery } from '../api';
import { OrderDetail } from '../components/OrderDetail';
import type { OpenOrderDialog } from './OrderActionDialogs';
import { Actions, Page } from './OrderDetailScreen.styles';
import { allowedOrderActions } from './orderRows';
import { isImmediateOrderAction, useOrderChange } from './useOrderChange';
import { ORDER_FILES_BASE } from './orderDisplay';
import { useLinkTo } from '../../embed/embedding';

// The confirmation loads on the first Cancel (the route chunk's budget).
const OrderActionDialogs = lazy(() =>
  import('./OrderActionDialogs').then((m) => ({ default: m.OrderActionDialogs })),
);

/** The server's answer for an order that does not exist or is outside the caller's orders. */
const isNotFound = (error: unknown) => isApiError(error) && error.code === 'NOT_FOUND';

/**
 * An order's detail (/orders/orders-manager/:id; Administrator, Seller, Supplier): loading, not
 * found (also an order outside the caller's scope: the server does not say it exists), an error
 * with Retry, or the order.
 */
export function OrderDetailScreen() {
  const { id = '' } = useParams();
  const order = useOrderQuery({ id }, { skip: !/^\d+$/.test(id) });
  const user = useAppSelector(selectCurrentUser);
  const linkTo = useLinkTo();
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const actor = useMemo(
    () => (user ? orderActorOf(user, currentSiteId) : null),
    [user, currentSiteId],
  );
  const { change, busy } = useOrderChange();
  const [dialog, setDialog] = useState<OpenOrderDialog>(null);

  if (!/^\d+$/.test(id) || isNotFound(order.error)) {
    return (
      <EmptyState
        title="Order not found"
        description="It does not exist, or it is not one of your orders."
        action={<Link to={linkTo('/orders')}>Back to orders</Link>}
      />
    );
  }
  if (order.error) {
    return (
      <Alert
        variant="error"
        title="The order could not be loaded"
        action={<Button onClick={() => void order.refetch()}>Retry</Button>}
      >
        {errorMessage(order.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  if (!order.currentData) return <Skeleton lines={8} label="Loading the order" />;
  const detail = order.currentData.order;
  // The status changes of the list's menu (the state machine's, spec 2 §4); the edits stay in the
  // list, whose modals and drawers they open.
  const statusActions = allowedOrderActions(detail, actor).filter(
    (action) => isImmediateOrderAction(action) || action === 'cancel',
  );
  return (
    <Page>
      {statusActions.length > 0 && (
        <Actions role="toolbar" aria-label="Order actions">
          {statusActions.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'danger' : 'secondary'}
              loading={busy === `${action}:${detail.id}`}
              onClick={() =>
                isImmediateOrderAction(action)
                  ? void change(detail.id, { action })
                  : setDialog({ action, order: detail })
              }
            >
              {ORDER_ACTION_RULES[action].label}
            </Button>
          ))}
        </Actions>
      )}
      <OrderDetail
        order={detail}
        imageBaseUrl={ORDER_FILES_BASE}
        renderCustomerLink={(customerId, children) => (
          <Link to={linkTo(`/customers/${customerId}`)}>{children}</Link>
        )}
      />
      {dialog && (
        <Suspense fallback={null}>
          <OrderActionDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            change={change}
            busy={busy}
          />
        </Suspense>
      )}
    </Page>
  );
}
