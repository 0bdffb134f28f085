import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, type UserRole } from '@podoffice/domain';
import { usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { sessionFor } from '../../test/session';
import { makeBulkOrders, orderChangeFailure, orderHandlers } from '../mocks';
import { ORDER_BULK_MESSAGES } from './OrderBulkActions';
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
