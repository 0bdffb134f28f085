import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { LEVEL_NOTICES } from '../messages';
import { emptyLevelHandlers, levelFailure, levelHandlers } from '../mocks';
import { LevelsScreen } from './LevelsScreen';

setupMockApi();
beforeEach(() => server.use(...levelHandlers()));

function renderLevels(role: UserRole, route = '/admin/seller-levels') {
  return renderWithProviders(<LevelsScreen />, { role, route, path: '/admin/seller-levels' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Seller levels' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('LevelsScreen', () => {
  it('lists the active levels with every column, lowest order total first', async () => {
    renderLevels('Administrator');
    const list = await rows();
    expect(list.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Order total',
      'Discount',
      'Status',
      'Total users',
      'Creator',
      'Actions',
    ]);
    expect(within(list[3]!).getByText('10,000')).toBeInTheDocument();
    expect(within(list[4]!).getByText('12.5%')).toBeInTheDocument();
    expect(within(list[1]!).getByText('Lee Listing')).toBeInTheDocument();
  });

  it('shows the inactive levels from the address, and the tabs change it', async () => {
    renderLevels('Listing', '/admin/seller-levels?status=inactive');
    expect((await rows()).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Founding Partner',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/seller-levels$/),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(5));
  });

  it.each(['Supporter'] as const)('%s sees the list only', async (role) => {
    renderLevels(role);
    await rows();
    expect(screen.queryByRole('button', { name: 'New Level' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for level/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('checks a new level with the spec’s messages, then creates it', async () => {
    renderLevels('Listing');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New Level' }));
    const drawer = await screen.findByRole('dialog', { name: 'New Level' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText(MESSAGES.levelNameRequired)).toBeInTheDocument();
    expect(
      within(drawer).getByText(CATALOGUE_MESSAGES.levelOrderTotalRequired),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(CATALOGUE_MESSAGES.levelDiscountRequired)).toBeInTheDocument();

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Ruby');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: /Order total/ }), '200000');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: /Discount/ }), '9');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(
      await within(drawer).findByText(CATALOGUE_MESSAGES.levelOrderTotalRange),
    ).toBeInTheDocument();
    const total = within(drawer).getByRole('spinbutton', { name: /Order total/ });
    await userEvent.clear(total);
    await userEvent.type(total, '25000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(LEVEL_NOTICES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Level' })).toBeNull());
    await waitFor(async () =>
      expect((await rows()).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toContain(
        'Ruby',
      ),
    );
  });

  it('edits a level in a drawer', async () => {
    renderLevels('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for level Gold' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit level Gold' });
    const discount = await within(drawer).findByRole('spinbutton', { name: /Discount/ });
    expect(discount).toHaveValue('5');
    await userEvent.clear(discount);
    await userEvent.type(discount, '6.5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEVEL_NOTICES.updated)).toBeInTheDocument();
    await waitFor(async () => {
      const gold = (await rows()).find((r) => within(r).queryByText('Gold'));
      expect(within(gold!).getByText('6.5%')).toBeInTheDocument();
    });
  });

  it('shows the server’s refusal in the form and keeps it open', async () => {
    server.use(levelFailure('UpdateUserLevel', 'You do not have permission to do this'));
    renderLevels('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for level Gold' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit level Gold' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('You do not have permission to do this')).toBeVisible();
  });

  it('deletes a level after a confirmation: Delete success!', async () => {
    renderLevels('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for level Silver' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the level Silver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(4));
  });

  it('keeps the level when the deletion is cancelled', async () => {
    renderLevels('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for level Silver' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the level Silver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await rows()).toHaveLength(5);
  });

  it('says so when there are no levels, and shows a failed load with Retry', async () => {
    server.use(...emptyLevelHandlers());
    const { unmount } = renderLevels('Administrator');
    expect(await screen.findByText('No active seller levels yet.')).toBeInTheDocument();
    unmount();
    server.use(levelFailure('UserLevels', 'Levels are unavailable'));
    renderLevels('Administrator');
    expect(await screen.findByText('Levels are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
