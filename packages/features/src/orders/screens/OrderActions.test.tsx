import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CUSTOMER_INFO_MESSAGES,
  ORDER_MESSAGES,
  orderDeletedMessage,
  orderHeldUntilLabel,
  type UserRole,
} from '@podoffice/domain';
import { dtfPartnerUser, fixtureToken, usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import {
  makeActionOrders,
  makeOrder,
  orderChangeFailure,
  orderHandlers,
  type OrderChangeOperation,
  type OrderFixture,
} from '../mocks';
import { OrdersScreen } from './OrdersScreen';
import { ORDER_CHANGE_NOTICES } from './useOrderChange';

setupMockApi();

const ORDERS: OrderFixture[] = makeActionOrders();

beforeEach(() => server.use(...orderHandlers(ORDERS)));

function renderAs(role: UserRole | 'DtfPartner') {
  const user = role === 'DtfPartner' ? dtfPartnerUser : usersByRole[role];
  const store = createAppStore({
    ...(role === 'DtfPartner'
      ? { session: { token: fixtureToken(user), expiredAt: null, user, storage: 'session' } }
      : sessionFor(role)),
    currentSite: { userId: user.id, siteId: '11' },
  });
  return renderWithProviders(<OrdersScreen />, {
    route: '/orders',
    path: '/orders',
    store,
  });
}

/**
 * The table row of an order, found by its N-number (a link, or plain text for a Supporter). By
 * text, not by the cell's role and name: a role query computes the accessible name of every cell
 * of the table (jsdom's cascade for each), which made this file the slowest of the suite.
 */
async function rowOf(id: string) {
  const label = `N00${id}`;
  const row = await waitFor(() => {
    const found = screen
      .getAllByText(label, { exact: true })
      .map((element) => element.closest('tr'))
      .find((tr) => tr !== null);
    if (!found) throw new Error(`no table row holds ${label}`);
    return found;
  });
  return row as HTMLElement;
}

/** Opens an order's menu and answers its items' texts. */
async function menuOf(id: string) {
  await userEvent.click(within(await rowOf(id)).getByRole('button', { name: /actions/i }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent);
}

async function choose(id: string, item: string) {
  await menuOf(id);
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

const statusOf = async (id: string) =>
  within(await rowOf(id)).getByText(
    /^(Pending|Pending Designs?|Processing|Ready|In Production|Fulfilled|Cancelled|Error)$/,
  ).textContent;

const READ_ONLY = ['Activities', 'Order info', 'Comments'];

describe('the order menu per role (the state machine, spec 2 §4 and §6)', () => {
  it('Administrator: every wired action the order allows, pause/resume as one item', async () => {
    renderAs('Administrator');
    expect(await menuOf('2002')).toEqual([
      'Pause',
      'Enter Payment',
      'Ready',
      'Refresh order',
      'Change variant',
      'Change quantity',
      'Change carrier',
      'Update customer info',
      'Assign supplier',
      'Upload Designs',
      'Cancel',
      'Delete customer info',
      'Delete',
      ...READ_ONLY,
    ]);
    await userEvent.keyboard('{Escape}');
    const personalized = await menuOf('2003');
    expect(personalized).toContain('Split order');
    await userEvent.keyboard('{Escape}');
    const paused = await menuOf('2006');
    expect(paused).toContain('Resume');
    expect(paused).not.toContain('Pause');
  });

  it('Administrator: an order paid less than 24 hours ago is held: Enter Payment and Ready say until when', async () => {
    const paid = new Date();
    server.use(
      ...orderHandlers([
        makeOrder({ id: '2002', status: 'processing', paid_at: paid.toISOString() }),
      ]),
    );
    renderAs('Administrator');
    const heldUntil = orderHeldUntilLabel(new Date(paid.getTime() + 24 * 3600_000));
    expect(within(await rowOf('2002')).getByText(heldUntil)).toBeInTheDocument();
    const items = await menuOf('2002');
    expect(items).toContain('Pause');
    for (const name of ['Enter Payment', 'Ready']) {
      const item = screen.getByRole('menuitem', { name: `${name} ${heldUntil}` });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(item);
    }
    // Disabled: nothing is asked of the server, the menu stays open.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Administrator: a site with the Fulfill role has no hold', async () => {
    server.use(
      ...orderHandlers([
        makeOrder({
          id: '2002',
          status: 'processing',
          paid_at: new Date().toISOString(),
          site_fulfill_role: true,
        }),
      ]),
    );
    renderAs('Administrator');
    expect(await menuOf('2002')).toEqual(expect.arrayContaining(['Enter Payment', 'Ready']));
  });

  it('Supporter: pause, cancel, Enter Payment, customer info; no split, refresh or forced status', async () => {
    renderAs('Supporter');
    expect(await menuOf('2002')).toEqual([
      'Pause',
      'Enter Payment',
      'Update customer info',
      'Cancel',
      ...READ_ONLY,
    ]);
    await userEvent.keyboard('{Escape}');
    const personalized = await menuOf('2003');
    expect(personalized).not.toContain('Split order');
    expect(personalized).not.toContain('Ready');
    await userEvent.keyboard('{Escape}');
    expect(await menuOf('2004')).not.toContain('In Production');
  });

  it("Seller: their site's early orders' edits; never the staff's status items", async () => {
    renderAs('Seller');
    expect(await menuOf('2001')).toEqual([
      'Pause',
      'Change variant',
      'Change quantity',
      'Change carrier',
      'Update customer info',
      'Cancel',
      ...READ_ONLY,
    ]);
    await userEvent.keyboard('{Escape}');
    // A ready order: no pause, cancel or carrier for a seller (the stricter readings of §4).
    expect(await menuOf('2004')).toEqual([
      'Change variant',
      'Change quantity',
      'Update customer info',
      'Upload Designs',
      ...READ_ONLY,
    ]);
  });

  it('Seller: no pause or resume while the product type is paused', async () => {
    server.use(
      ...orderHandlers([
        makeOrder({
          id: '2001',
          status: 'pending_design',
          product_type: { id: '1', title: 'Classic T-Shirt', state: 'paused' },
        }),
      ]),
    );
    renderAs('Seller');
    expect(await menuOf('2001')).not.toContain('Pause');
  });

  it('Supplier: Add Tracking on their order in production without one, and the read-only items', async () => {
    renderAs('Supplier');
    expect(await menuOf('2005')).toEqual(['Add Tracking', ...READ_ONLY]);
  });

  it("Supplier: no 'Held until' on their new orders: the hold keeps back none of their actions", async () => {
    const paid = new Date();
    server.use(
      ...orderHandlers([
        makeOrder({ id: '2007', status: 'in_production', paid_at: paid.toISOString() }),
        makeOrder({ id: '2008', status: 'fulfilled', paid_at: paid.toISOString() }),
      ]),
    );
    renderAs('Supplier');
    const heldUntil = orderHeldUntilLabel(new Date(paid.getTime() + 24 * 3600_000));
    for (const id of ['2007', '2008']) {
      expect(within(await rowOf(id)).queryByText(heldUntil)).not.toBeInTheDocument();
    }
    // Their own action is there, not held.
    expect(await menuOf('2007')).toEqual(['Add Tracking', ...READ_ONLY]);
  });

  it('DTF partner: the status items and DTF data mapping on its own orders', async () => {
    renderAs('DtfPartner');
    expect(await menuOf('2004')).toEqual(['In Production', 'DTF data mapping', ...READ_ONLY]);
  });
});

describe('each order change: the §8 toast on success, the first server message on failure', () => {
  const cases: {
    name: string;
    role: UserRole;
    id: string;
    item: string;
    operation: OrderChangeOperation;
    success: string;
    status?: string;
    confirm?: string;
  }[] = [
    {
      name: 'pause',
      role: 'Seller',
      id: '2001',
      item: 'Pause',
      operation: 'PauseOrder',
      success: ORDER_MESSAGES.paused,
      status: 'Pending',
    },
    {
      name: 'resume',
      role: 'Administrator',
      id: '2006',
      item: 'Resume',
      operation: 'ResumeOrder',
      success: ORDER_MESSAGES.resumed,
      status: 'Processing',
    },
    {
      name: 'cancel',
      role: 'Seller',
      id: '2001',
      item: 'Cancel',
      operation: 'CancelOrder',
      success: ORDER_MESSAGES.cancelled,
      status: 'Cancelled',
      confirm: 'Cancel order',
    },
    {
      name: 'enter payment',
      role: 'Supporter',
      id: '2002',
      item: 'Enter Payment',
      operation: 'EnterPayment',
      success: ORDER_MESSAGES.movedToReady,
      status: 'Ready',
    },
    {
      name: 'a forced status',
      role: 'Administrator',
      id: '2004',
      item: 'In Production',
      operation: 'UpdateOrderStatus',
      // The status's label, not the call's in_production.
      success: 'The order has been transferred to In Production',
      status: 'In Production',
    },
    {
      name: 'refresh',
      role: 'Administrator',
      id: '2002',
      item: 'Refresh order',
      operation: 'RefreshOrder',
      success: ORDER_MESSAGES.refreshed,
    },
    {
      name: 'split',
      role: 'Administrator',
      id: '2003',
      item: 'Split order',
      operation: 'SplitOrderPersonalized',
      success: ORDER_MESSAGES.split,
      confirm: 'Split order',
    },
    {
      name: 'delete',
      role: 'Administrator',
      id: '2001',
      item: 'Delete',
      operation: 'DeleteOrder',
      success: orderDeletedMessage('2001'),
      confirm: 'Delete',
    },
    {
      name: 'delete customer info',
      role: 'Administrator',
      id: '2002',
      item: 'Delete customer info',
      operation: 'DeleteOrderInfo',
      success: ORDER_CHANGE_NOTICES.customerInfoDeleted,
      confirm: 'Delete customer info',
    },
  ];

  it.each(cases)('$name succeeds with its toast', async (c) => {
    const calls = recordCalls(c.operation);
    renderAs(c.role);
    await choose(c.id, c.item);
    if (c.confirm) {
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: c.confirm }));
    }
    expect(await screen.findByText(c.success)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ order_id: c.id });
    if (c.status) await waitFor(async () => expect(await statusOf(c.id)).toBe(c.status));
  });

  it.each(cases)('$name failing shows the server message and changes nothing', async (c) => {
    server.use(orderChangeFailure(c.operation, 'Order not found'));
    renderAs(c.role);
    const before = await statusOf(c.id);
    await choose(c.id, c.item);
    if (c.confirm) {
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: c.confirm }));
    }
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByText(c.success)).not.toBeInTheDocument();
    expect(await statusOf(c.id)).toBe(before);
  });

  it('split: the parts are listed after it (quantity 3 makes 3 orders)', async () => {
    renderAs('Administrator');
    await choose('2003', 'Split order');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split order' }));
    expect(await screen.findByText(ORDER_MESSAGES.split)).toBeInTheDocument();
    // One row more per part, under the header row.
    const table = screen.getByRole('table', { name: 'Internal Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ORDERS.length + 3));
  });

  it('a confirmed action asks first: Keep order sends nothing', async () => {
    const calls = recordCalls('CancelOrder');
    renderAs('Seller');
    await choose('2001', 'Cancel');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order N002001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});

describe('the edit modals and the customer info drawer', () => {
  it('Change quantity: refuses 0, saves 3; a refused save keeps the modal open', async () => {
    server.use(orderChangeFailure('UpdateOrderQuantity', 'Order not found'));
    renderAs('Seller');
    await choose('2001', 'Change quantity');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change quantity N002001' }));
    const field = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Quantity must be at least 1')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(field).toHaveValue('3');
    server.use(...orderHandlers(ORDERS));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDER_CHANGE_NOTICES.quantityChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Change variant: productVariant of the order type, then reMapOrderVariant', async () => {
    const calls = recordCalls('ReMapOrderVariant');
    const choices = recordCalls('OrderVariantChoices');
    renderAs('Administrator');
    await choose('2002', 'Change variant');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change variant N002002' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'White' }));
    await userEvent.click(dialog.getByRole('button', { name: 'L' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDER_MESSAGES.variantChanged)).toBeInTheDocument();
    expect(choices[0]).toEqual({ id: '2002', product_id: '1' });
    expect(calls).toEqual([{ orderId: '2002', variantId: '35' }]);
  });

  it("Change carrier: sends the carrier with the price shown (the variant's own cost)", async () => {
    const calls = recordCalls('AssignOrderCarrier');
    renderAs('Seller');
    await choose('2001', 'Change carrier');
    const dialog = within(await screen.findByRole('dialog', { name: /Change carrier/ }));
    await userEvent.click(await dialog.findByRole('combobox', { name: /Shipping carrier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Express — $14.00' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDER_CHANGE_NOTICES.carrierChanged)).toBeInTheDocument();
    expect(calls).toEqual([{ order_ids: ['2001'], carrier_id: '3', price: 14 }]);
  });

  it('Update customer info: each message, a refused save keeps what was typed, then saves', async () => {
    server.use(orderChangeFailure('UpdateCustomerInfo', 'Order not found'));
    const calls = recordCalls('UpdateCustomerInfo');
    renderAs('Seller');
    await choose('2001', 'Update customer info');
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Update customer info N002001' }),
    );
    const shipping = within(await drawer.findByRole('group', { name: 'Shipping address' }));
    const address = shipping.getByRole('textbox', { name: 'Address' });
    const zip = shipping.getByRole('textbox', { name: 'Zip code' });
    await userEvent.clear(address);
    await userEvent.clear(zip);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(shipping.getByText(CUSTOMER_INFO_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(shipping.getByText(CUSTOMER_INFO_MESSAGES.zipRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(address, '1 New Road');
    await userEvent.type(zip, '10001');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(address).toHaveValue('1 New Road');
    server.use(...orderHandlers(ORDERS));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORDER_MESSAGES.customerInfoUpdated)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      order_id: '2001',
      customer_info: { shipping: { address1: '1 New Road', zip: '10001', first_name: 'Jane' } },
    });
  });
});

it("Assign supplier (Administrator): one of the type's suppliers, with its toast", async () => {
  const calls = recordCalls('AssignOrderSupplier');
  renderAs('Administrator');
  await choose('2002', 'Assign supplier');
  const dialog = within(await screen.findByRole('dialog', { name: 'Assign supplier N002002' }));
  await userEvent.click(await dialog.findByRole('combobox', { name: /Supplier/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Other Supplier' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ORDER_MESSAGES.supplierAssigned)).toBeInTheDocument();
  expect(calls).toEqual([{ order_id: '2002', supplier_id: '98' }]);
});

it('an order cancelled from the last row of a later page goes back one page', async () => {
  const processing = Array.from({ length: 21 }, (_, i) =>
    makeOrder({ id: String(3000 + i), status: 'processing', origin_number: `#${3000 + i}` }),
  );
  server.use(...orderHandlers(processing));
  renderWithProviders(<OrdersScreen />, {
    role: 'Administrator',
    route: '/orders?tab=processing&page=2',
    path: '/orders',
  });
  // The handlers list the orders as given: page 2 holds the 21st alone.
  const only = processing[20]!.id;
  await choose(only, 'Cancel');
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText(ORDER_MESSAGES.cancelled)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location').textContent).not.toMatch(/page=2/));
  expect(await screen.findByRole('link', { name: `N00${processing[0]!.id}` })).toBeInTheDocument();
});

// The fixture supplier reads orders assigned to them only; the DTF partner's order is not theirs.
it('keeps a supplier to their own orders', async () => {
  renderAs('Supplier');
  await rowOf('2005');
  expect(screen.queryByText('N002004')).not.toBeInTheDocument();
});
