import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CUSTOMER_EDIT_NOTICES,
  MESSAGES,
  canEditCustomer,
  formatMoney,
  hasRole,
} from '@podoffice/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  NotFound,
  Skeleton,
  Tabs,
  type CustomerFormValue,
} from '@podoffice/ui';
import { errorMessage, isNotFound } from '../../api/baseApi';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs/PageBreadcrumbs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useCustomerByIdQuery,
  useOrdersByCustomerQuery,
  useUpdateCustomerMutation,
  type CustomerFieldsFragment,
} from '../api';
import { CUSTOMER_ORDERS_PAGE_SIZE, CustomerOrdersTable } from '../components/CustomerOrdersTable';
import { customerLocation, customerName } from '../customerDisplay';
import { Facts, Page, Stat, Stats } from './CustomerScreen.styles';

const count = new Intl.NumberFormat('en-US');

const CustomerEditDrawer = lazy(() =>
  import('../components/CustomerEdit').then((m) => ({ default: m.CustomerEditDrawer })),
);

/** The contact card's lines, empty ones left out. */
function contactLines(customer: CustomerFieldsFragment): [string, string][] {
  const a = customer.address;
  const lines: [string, string | null | undefined][] = [
    ['Tags', customer.tags.join(', ')],
    ['Lists', customer.lists.join(', ')],
    ['Email', customer.email],
    ['Phone', customer.phone],
    ['Company', customer.company],
    ['Address', a?.address1],
    ['Address line 2', a?.address2],
    ['City', a?.city],
    ['State', a?.state || a?.state_code],
    ['Zip', a?.zip],
    ['Country', customerLocation(customer)],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]?.trim()));
}

/** The Edit form's values of a stored customer (absent texts as empty fields). */
function formValueOf(customer: CustomerFieldsFragment): CustomerFormValue & { id: string } {
  const a = customer.address;
  return {
    id: customer.id,
    tags: [...customer.tags],
    lists: [...customer.lists],
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    company: customer.company ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    // The country's name; a customer stored with a code only shows the code to correct.
    country: a?.country ?? a?.country_code ?? '',
    city: a?.city ?? '',
    zip: a?.zip ?? '',
  };
}

/**
 * A customer (/customers/:id; any signed-in user: the server answers 'Customer not found' for a
 * customer outside the caller's orders — a Seller's sites, a Supplier's orders — so a link from
 * an order works for them too): the contact card, the stats over all their orders (Lifetime
 * Value = the sum of the orders' prices, from the server, with Order count and Average order
 * value), and the Orders and Outbox tabs.
 *
 * Edit (the Administrator's, as the server's updateCustomer): the form in a drawer. The old
 * product's Save did nothing visible; here it stores the customer (a call the old product did not
 * have) and the card shows the new values (the save refreshes the customer's cache entry). A
 * refused save keeps the drawer open with what was typed and the server's first message.
 */
export function CustomerScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [updateCustomer, update] = useUpdateCustomerMutation();
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState('orders');
  const customer = useCustomerByIdQuery({ id });
  const orders = useOrdersByCustomerQuery(
    {
      cus_id: id,
      limit: CUSTOMER_ORDERS_PAGE_SIZE,
      offset: (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE,
    },
    { skip: !customer.data },
  );
  // Only the Administrator has the list to go back to (§2).
  const backToList = hasRole(user, 'Administrator');

  if (customer.isLoading) return <Skeleton lines={8} label="Loading the customer" />;
  if (isNotFound(customer.error)) {
    return (
      <NotFound
        headingLevel={2}
        message={errorMessage(customer.error, MESSAGES.somethingWrong)}
        backLabel={backToList ? 'Back to Customers' : undefined}
        onBack={backToList ? () => navigate('/customers') : undefined}
      />
    );
  }
  if (customer.isError || !customer.data) {
    return (
      <Alert
        variant="error"
        title={errorMessage(customer.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void customer.refetch()}>Try again</Button>}
      />
    );
  }

  const data = customer.data.customerById;
  const name = customerName(data);
  const totals = orders.data?.ordersByCustomer;
  const statsLoading = orders.isLoading;
  const ordersError = orders.isError ? errorMessage(orders.error, MESSAGES.somethingWrong) : null;
  // Null for a Supplier (canReadOrderPrices): the value and its average are not theirs to read.
  const lifetime = totals?.lifetime_value ?? null;
  const average = lifetime !== null && totals && totals.count > 0 ? lifetime / totals.count : 0;
  const canEdit = canEditCustomer(user);

  const save = async ({ tags, lists, ...texts }: CustomerFormValue) => {
    setSaveError(null);
    const result = await updateCustomer({ id: data.id, input: { tags, lists, ...texts } });
    if (result.error) {
      setSaveError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(notify({ type: 'success', message: CUSTOMER_EDIT_NOTICES.updated }));
    setEditing(false);
  };

  return (
    <Page>
      {backToList && (
        <PageBreadcrumbs trail={[{ label: 'Customers', to: '/customers' }]} current={name} />
      )}
      <Card
        title={name}
        headingLevel={2}
        extra={
          canEdit && (
            <Button
              onClick={() => {
                setSaveError(null);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )
        }
      >
        <Facts aria-label="Contact">
          {contactLines(data).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Card>
      {/* Not the ui StatCard: the balance screen is its only other user, and sharing it splits
          it into a chunk of its own that takes the balance route past its 50 kB budget. */}
      <Stats aria-label="Customer stats" aria-busy={statsLoading}>
        {[
          ['Lifetime Value', totals && (lifetime === null ? '—' : formatMoney(lifetime))],
          ['Order count', totals && count.format(totals.count)],
          ['Average order value', totals && (lifetime === null ? '—' : formatMoney(average))],
        ].map(([label, value]) => (
          <Stat key={label}>
            <dt>{label}</dt>
            <dd>{ordersError ? '—' : (value ?? '…')}</dd>
          </Stat>
        ))}
      </Stats>
      <Tabs
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'orders',
            label: 'Orders',
            content: (
              <CustomerOrdersTable
                orders={orders.currentData?.ordersByCustomer.hits ?? []}
                total={totals?.count ?? 0}
                page={page}
                onPageChange={setPage}
                loading={orders.isFetching && !orders.currentData}
                error={ordersError}
                onRetry={() => void orders.refetch()}
              />
            ),
          },
          {
            value: 'outbox',
            label: 'Outbox',
            // Spec 2 §2 draws the tab as a placeholder: no call records a customer's mail yet.
            content: (
              <EmptyState
                title="No messages"
                description="Messages sent to this customer are not kept yet."
              />
            ),
          },
        ]}
      />
      {canEdit && editing && (
        <Suspense fallback={<Skeleton lines={4} label="Loading the form" />}>
          <CustomerEditDrawer
            open
            onClose={() => setEditing(false)}
            value={formValueOf(data)}
            onSubmit={(value) => void save(value)}
            submitting={update.isLoading}
            submitError={saveError}
          />
        </Suspense>
      )}
    </Page>
  );
}
