import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ORDER_EXPORT_MESSAGES,
  ORDER_MESSAGES,
  TRACKING_MESSAGES,
  type UserRole,
} from '@podoffice/domain';
import { usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { apiLink, graphqlError } from '../../shared/msw';
import { sessionFor } from '../../test/session';
import { makeBulkOrders, orderChangeFailure, orderHandlers } from '../mocks';
import { ORDER_BULK_MESSAGES } from './OrderBulkActions';
import { ORDER_EXPORT_DONE } from './OrderExport';
import { OrdersScreen } from './OrdersScreen';

setupMockApi();

beforeEach(() => server.use(...orderHandlers(makeBulkOrders())));

function renderAs(role: UserRole) {
  const store = createAppStore({
    ...sessionFor(role),
    currentSite: { userId: usersByRole[role].id, siteId: '11' },
  });
  return renderWithProviders(<OrdersScreen />, { route: '/orders', path: '/orders', store });
}

const checkbox = (id: string) => screen.getByRole('checkbox', { name: `Select order N00${id}` });

/** Ticks the orders' row checkboxes once the list is there; answers the bulk bar. */
async function select(...ids: string[]) {
  await screen.findByRole('checkbox', { name: `Select order N00${ids[0]}` });
  for (const id of ids) await userEvent.click(checkbox(id));
  return within(await screen.findByRole('region', { name: 'Selected orders' }));
}

it('Assign supplier: leaves out the orders past ready, each with why, sends the rest, then clears the selection', async () => {
  const calls = recordCalls('AssignOrderSupplier');
  renderAs('Administrator');
  const bar = await select('2101', '2102', '2105', '2106');
  expect(bar.getByText(ORDER_BULK_MESSAGES.selected(4))).toBeInTheDocument();
  // Carriers change only before ready (the state machine): none of these four may.
  expect(bar.queryByRole('button', { name: 'Assign carrier' })).not.toBeInTheDocument();
  await userEvent.click(bar.getByRole('button', { name: 'Assign supplier' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Assign supplier to 2 orders' }));
  expect(
    dialog.getByText('2 of the 4 selected orders cannot change supplier in their status', {
      exact: false,
    }),
  ).toBeInTheDocument();
  // Each order left out, by id, with the reason the server would give for it.
  expect(
    within(dialog.getByRole('list', { name: 'Orders left out' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'N002105: Assign supplier is not available for In Production orders.',
    'N002106: Assign supplier is not available for Fulfilled orders.',
  ]);
  await userEvent.click(await dialog.findByRole('combobox', { name: /Supplier/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Other Supplier' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ORDER_MESSAGES.supplierAssigned)).toBeInTheDocument();
  expect(calls).toEqual([{ order_ids: ['2101', '2102'], supplier_id: '98' }]);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument(),
  );
  expect(checkbox('2101')).not.toBeChecked();
});

it("a refused Assign supplier keeps the dialog and the selection, with the server's message", async () => {
  const refusal = 'The supplier does not supply the product type of order N002102';
  server.use(orderChangeFailure('AssignOrderSupplier', refusal));
  renderAs('Administrator');
  const bar = await select('2101', '2102');
  await userEvent.click(bar.getByRole('button', { name: 'Assign supplier' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Assign supplier to 2 orders' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Assign supplier to 2 orders' })).toBeInTheDocument();
  expect(bar.getByText(ORDER_BULK_MESSAGES.selected(2))).toBeInTheDocument();
});

it("Assign carrier: one type's carriers at the first order's price, the ready order left out", async () => {
  const calls = recordCalls('AssignOrderCarrier');
  renderAs('Administrator');
  const bar = await select('2101', '2104');
  await userEvent.click(bar.getByRole('button', { name: 'Assign carrier' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Assign carrier to 1 order' }));
  expect(dialog.getByText(ORDER_BULK_MESSAGES.leftOut('editCarrier', 1, 2))).toBeInTheDocument();
  await userEvent.click(await dialog.findByRole('combobox', { name: /Shipping carrier/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Express — $14.00' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ORDER_MESSAGES.carrierChanged)).toBeInTheDocument();
  expect(calls).toEqual([{ order_ids: ['2104'], carrier_id: '3', price: 14 }]);
});

it('a Seller sees only the bulk actions the state machine gives them, and clears the selection', async () => {
  renderAs('Seller');
  const bar = await select('2101');
  expect(bar.getByText(ORDER_BULK_MESSAGES.selected(1))).toBeInTheDocument();
  expect(bar.queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
  await userEvent.click(checkbox('2104'));
  expect(bar.getByRole('button', { name: 'Assign carrier' })).toBeInTheDocument();
  expect(bar.queryByRole('button', { name: 'Assign supplier' })).not.toBeInTheDocument();
  await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  expect(checkbox('2104')).not.toBeChecked();
});

/** The Add tracking dialog's group of one order, by its id. */
const rowOf = (dialog: ReturnType<typeof within>, id: string) =>
  within(dialog.getByRole('group', { name: `N00${id}` }));

/** Types an order's tracking code and total cost (its carrier starts from its shipping carrier). */
async function fillTracking(dialog: ReturnType<typeof within>, id: string, code: string) {
  const row = rowOf(dialog, id);
  // The carrier is the order's shipping carrier once the type's carriers are known.
  await waitFor(() =>
    expect(row.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('USPS'),
  );
  await userEvent.type(row.getByRole('textbox', { name: /Tracking code/ }), code);
  await userEvent.type(row.getByRole('textbox', { name: /Total cost/ }), '3.5');
}

describe('Add tracking', () => {
  it('one row per order the state machine allows, the rest left out with why; each order saved on its own, then its result per order', async () => {
    const calls = recordCalls('AddTracking');
    renderAs('Administrator');
    const bar = await select('2101', '2105', '2106');
    await userEvent.click(bar.getByRole('button', { name: 'Add tracking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add tracking to 2 orders' }));
    expect(dialog.getByText(ORDER_BULK_MESSAGES.leftOut('addTracking', 1, 3))).toBeInTheDocument();
    expect(
      within(dialog.getByRole('list', { name: 'Orders left out' })).getByText(/^N002101: /),
    ).toHaveTextContent('Add Tracking is not available for Ready orders');
    expect(dialog.queryByRole('group', { name: 'N002101' })).not.toBeInTheDocument();

    // The single-order form's checks, row by row: nothing is sent while one row is not right.
    await fillTracking(dialog, '2105', '9400 1111');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await rowOf(dialog, '2106').findByText(TRACKING_MESSAGES.codeRequired),
    ).toBeInTheDocument();
    expect(
      rowOf(dialog, '2106').getByText(TRACKING_MESSAGES.totalCostRequired),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await fillTracking(dialog, '2106', 'ZX-2222');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TRACKING_MESSAGES.added)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        order_id: '2105',
        carrier_id: '1',
        tracking_code: '94001111',
        base_cost: 3.5,
        shipping_cost: -1,
      },
      {
        order_id: '2106',
        carrier_id: '1',
        tracking_code: 'ZX-2222',
        base_cost: 3.5,
        shipping_cost: -1,
      },
    ]);
    const result = within(
      await screen.findByRole('list', { name: 'Result per order' }),
    ).getAllByRole('listitem');
    expect(result.map((item) => item.textContent)).toEqual([
      'N002105: tracking added',
      'N002106: tracking added',
      expect.stringMatching(/^N002101: left out: Add Tracking is not available for Ready orders/),
    ]);
    expect(screen.getByText(ORDER_BULK_MESSAGES.done('addTracking', '', 2))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });

  it("an order the server refuses is listed with its message; the others' trackings are saved", async () => {
    const refusal = 'Carrier USPS has been removed, Please select carrier again!';
    const calls = recordCalls('AddTracking');
    renderAs('Administrator');
    const bar = await select('2105', '2106');
    // Only N002106's call is refused; N002105's goes on to the store's own handler.
    server.use(
      apiLink().mutation('AddTracking', ({ variables }) =>
        variables.order_id === '2106' ? graphqlError(refusal) : undefined,
      ),
    );
    await userEvent.click(bar.getByRole('button', { name: 'Add tracking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add tracking to 2 orders' }));
    await fillTracking(dialog, '2105', 'AA-1');
    await fillTracking(dialog, '2106', 'BB-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const result = within(
      await screen.findByRole('list', { name: 'Result per order' }),
    ).getAllByRole('listitem');
    expect(result.map((item) => item.textContent)).toEqual([
      'N002105: tracking added',
      `N002106: not saved: ${TRACKING_MESSAGES.saveError(refusal)}`,
    ]);
    expect(calls).toHaveLength(2);
    expect(screen.getByText(ORDER_BULK_MESSAGES.done('addTracking', '', 1))).toBeInTheDocument();
    // The refused order stays selected, ready to try again; the saved one does not.
    expect(checkbox('2106')).toBeChecked();
    expect(checkbox('2105')).not.toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Selected orders' })).getByText(
        ORDER_BULK_MESSAGES.selected(1),
      ),
    ).toBeInTheDocument();
  });

  it('a Supplier adds the first tracking of their orders in production', async () => {
    renderAs('Supplier');
    const bar = await select('2105');
    await userEvent.click(bar.getByRole('button', { name: 'Add tracking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add tracking to 1 order' }));
    await fillTracking(dialog, '2105', 'SUP-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(ORDER_BULK_MESSAGES.done('addTracking', '', 1)),
    ).toBeInTheDocument();
  });

  it('a Seller is not offered Add tracking', async () => {
    renderAs('Seller');
    const bar = await select('2105', '2106');
    expect(bar.queryByRole('button', { name: 'Add tracking' })).not.toBeInTheDocument();
  });
});

describe('Export selected', () => {
  it("exports exactly the selected orders through the list's export, followed under the bar", async () => {
    const calls = recordCalls('ExportOrders');
    renderAs('Administrator');
    const bar = await select('2105', '2106');
    await userEvent.click(bar.getByRole('button', { name: 'Export selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export selected orders' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(ORDER_BULK_MESSAGES.done('export', '', 2))).toBeInTheDocument();
    expect(calls).toEqual([
      {
        filter: { status: ['in_production', 'fulfilled'], order_ids: ['2105', '2106'] },
        emails: [usersByRole.Administrator.email],
      },
    ]);
    expect(checkbox('2105')).not.toBeChecked();
    expect(await screen.findByRole('region', { name: 'Exporting orders' })).toBeInTheDocument();
    expect(await screen.findByText(ORDER_EXPORT_DONE, {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('is enabled as the export availability says for the selected statuses: a Supplier exports Ready orders only', async () => {
    renderAs('Supplier');
    const bar = await select('2105');
    expect(bar.getByRole('button', { name: 'Export selected' })).toBeDisabled();
    expect(bar.getByText(ORDER_EXPORT_MESSAGES.supplierReadyOnly)).toBeInTheDocument();
    await userEvent.click(checkbox('2105'));
    await userEvent.click(checkbox('2101'));
    expect(
      within(screen.getByRole('region', { name: 'Selected orders' })).getByRole('button', {
        name: 'Export selected',
      }),
    ).toBeEnabled();
  });
});
