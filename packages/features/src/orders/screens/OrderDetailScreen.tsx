import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@podoffice/domain';
import { Alert, Button, EmptyState, Skeleton } from '@podoffice/ui';
import { errorMessage, isApiError } from '../../api/baseApi';
import { useOrderQuery } from '../api';
import { OrderDetail } from '../components/OrderDetail';

// Image keys without http are read from the server's file store (spec 2 §9; server FILES_PATH).
const FILES_BASE = '/files';

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

  if (!/^\d+$/.test(id) || isNotFound(order.error)) {
    return (
      <EmptyState
        title="Order not found"
        description="It does not exist, or it is not one of your orders."
        action={<Link to="/orders">Back to orders</Link>}
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
  return (
    <OrderDetail
      order={order.currentData.order}
      imageBaseUrl={FILES_BASE}
      renderCustomerLink={(customerId, children) => (
        <Link to={`/customers/${customerId}`}>{children}</Link>
      )}
    />
  );
}
