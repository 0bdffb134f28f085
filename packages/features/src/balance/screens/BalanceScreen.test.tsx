import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, balanceCards, formatMoney, type UserRole } from '@podoffice/domain';
import { currentSiteChosen, CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { BalanceFilter } from '../api';
import {
  balanceFailure,
  balanceHandlers,
  balanceLoading,
  balanceTotals,
  emptyBalanceHandlers,
  makeBalanceEntries,
  makeBalanceEntry,
  MOCK_CARD_PAGE,
} from '../mocks';
import { BalanceScreen } from './BalanceScreen';

setupMockApi();

function renderBalance(role: UserRole, route = '/balance') {
  return renderWithProviders(<BalanceScreen />, { role, route, path: '/balance' });
}

/** Records the filter of every balances call, answering from the fixtures. */
function recordFilters() {
  const filters: BalanceFilter[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: { filter?: BalanceFilter };
    };
    if (body.operationName === 'Balances') filters.push(body.variables?.filter ?? {});
  });
  return filters;
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Balance entries' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

/** Keeps a current site for the fixture Seller (user 2), as an earlier visit would have. */
function storeSellerSite(siteId: string) {
  window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, siteId);
}

describe('BalanceScreen', () => {
  it('shows Available, Pending, Paid and Pending Deposit from the totals', async () => {
    renderBalance('Administrator');
    const cards = balanceCards(balanceTotals(makeBalanceEntries()));
    const summary = screen.getByRole('group', { name: 'Balance summary' });
    expect(await within(summary).findByText(formatMoney(cards.available))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.pending))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.paid))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.pendingDeposit))).toBeInTheDocument();
    for (const label of ['Available', 'Pending', 'Paid', 'Pending Deposit']) {
      expect(within(summary).getByText(label)).toBeInTheDocument();
    }
  });

  it("keeps the account's figures on the cards whatever the table's action and dates", async () => {
    renderBalance('Administrator', '/balance?action=Deposit&from=2026-01-01&to=2026-01-02');
    const cards = balanceCards(balanceTotals(makeBalanceEntries()));
    expect(cards.pending).toBeGreaterThan(0);
    expect(cards.paid).toBeGreaterThan(0);
    const summary = screen.getByRole('group', { name: 'Balance summary' });
    expect(await within(summary).findByText(formatMoney(cards.pending))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.paid))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.available))).toBeInTheDocument();
    expect(within(summary).getByText(formatMoney(cards.pendingDeposit))).toBeInTheDocument();
  });

  it('lists 20 entries a page with every column', async () => {
    renderBalance('Administrator');
    expect(await rows()).toHaveLength(20);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'ID',
      'Date',
      'Site',
      'Seller',
      'Action',
      'Amount',
      'Fee',
      'Transaction ID',
      'Notes',
      'Status',
      'Actions',
    ]);
  });

  it.each<[UserRole, boolean, boolean]>([
    ['Administrator', true, true],
    ['Accounting', true, true],
    ['Supporter', true, true],
    ['Listing', true, true],
    ['Supplier', false, true],
    ['Seller', false, false],
  ])('as %s shows the seller filter: %s, the site filter: %s', async (role, seller, site) => {
    renderBalance(role);
    await rows();
    expect(screen.getByRole('combobox', { name: 'Action' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' }) !== null).toBe(seller);
    expect(screen.queryByRole('combobox', { name: 'Site' }) !== null).toBe(site);
  });

  it.each<[UserRole, boolean]>([
    ['Administrator', true],
    ['Accounting', false],
    ['Supporter', false],
    ['Listing', false],
  ])('as %s names the sellers to filter by, with their emails: %s', async (role, emails) => {
    renderBalance(role);
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Seller' }));
    const mia = await screen.findByRole('option', { name: /^Mia / });
    expect(mia).toHaveTextContent(emails ? /\(\S+@\S+\)$/ : /\(#7\)$/);
    const options = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.some((label) => label.includes('@'))).toBe(emails);
  });

  it.each<UserRole>(['Administrator', 'Accounting'])(
    'lets %s approve and deny pending rows only',
    async (role) => {
      renderBalance(role);
      const all = await rows();
      const pending = all.filter((row) => within(row).queryByText('Pending', { selector: 'span' }));
      expect(pending.length).toBeGreaterThan(0);
      for (const row of all) {
        const isPending = within(row)
          .getAllByText(/Pending|Approved|Denied/)
          .some((el) => el.textContent === 'Pending');
        expect(within(row).queryByRole('button', { name: /^Actions for entry/ }) !== null).toBe(
          isPending,
        );
      }
    },
  );

  it.each<UserRole>(['Supporter', 'Listing', 'Seller'])(
    'shows %s the word Pending instead of buttons',
    async (role) => {
      server.use(
        ...balanceHandlers([
          makeBalanceEntry({ id: '7', status: 'Pending' }),
          makeBalanceEntry({ id: '8', status: 'Approved' }),
        ]),
      );
      renderBalance(role);
      const [pendingRow, approvedRow] = await rows();
      expect(screen.queryByRole('button', { name: /Approve|Deny/ })).not.toBeInTheDocument();
      expect(within(pendingRow!).getAllByText('Pending')).toHaveLength(2);
      expect(within(approvedRow!).queryByText('Pending')).not.toBeInTheDocument();
    },
  );

  it('approves a pending entry after confirmation and says so', async () => {
    server.use(...balanceHandlers([makeBalanceEntry({ id: '42', status: 'Pending' })]));
    renderBalance('Accounting');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for entry 42' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MESSAGES.approveSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Actions for entry 42' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('table')).getByText('Approved')).toBeInTheDocument();
  });

  it('denies a pending entry and says so', async () => {
    server.use(...balanceHandlers([makeBalanceEntry({ id: '43', status: 'Pending' })]));
    renderBalance('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for entry 43' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deny' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(MESSAGES.denySuccess)).toBeInTheDocument();
  });

  it("says 'Something wrong!' when a decision fails", async () => {
    server.use(...balanceFailure('UpdateBalance', 'This entry is already final and cannot change'));
    renderBalance('Administrator');
    const [first] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Actions for entry/ }));
    await userEvent.click(within(first!).getByRole('menuitem', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText(MESSAGES.somethingWrong)).toBeInTheDocument();
    expect(
      screen.queryByText('This entry is already final and cannot change'),
    ).not.toBeInTheDocument();
  });

  it('offers Make a Deposit to sellers only', async () => {
    for (const role of ['Administrator', 'Accounting', 'Supporter'] as const) {
      const { unmount } = renderBalance(role);
      await rows();
      expect(screen.queryByRole('button', { name: 'Make a Deposit' })).not.toBeInTheDocument();
      unmount();
    }
    renderBalance('Seller');
    expect(await screen.findByRole('button', { name: 'Make a Deposit' })).toBeInTheDocument();
  });

  it('takes a seller deposit in the drawer and says so', async () => {
    renderBalance('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Make a Deposit' });
    await userEvent.click(await within(drawer).findByRole('combobox', { name: /site/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sunny Tees' }));
    await userEvent.type(within(drawer).getByLabelText(/transaction id/i), 'TXN-NEW-1');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.createDepositSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Make a Deposit' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('TXN-NEW-1')).toBeInTheDocument();
  });

  it("shows the server's message when a deposit fails, and keeps the drawer open", async () => {
    server.use(...balanceFailure('CreateBalance', 'Site not found'));
    renderBalance('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Make a Deposit' });
    await userEvent.click(await within(drawer).findByRole('combobox', { name: /site/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paper Moon Prints' }));
    await userEvent.type(within(drawer).getByLabelText(/transaction id/i), 'TXN-NEW-2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Site not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Make a Deposit' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/transaction id/i)).toHaveValue('TXN-NEW-2');
  });

  describe('card express deposits', () => {
    /** Records the variables of every call of one operation. */
    function recordCalls(operation: string) {
      const calls: Record<string, unknown>[] = [];
      server.events.on('request:start', async ({ request }) => {
        const body = (await request.clone().json()) as {
          operationName?: string;
          variables?: Record<string, unknown>;
        };
        if (body.operationName === operation) calls.push(body.variables ?? {});
      });
      return calls;
    }
    const location = () => screen.getByTestId('location').textContent;
    const cardReturn = (order: string, site = '11') =>
      `/balance?card_deposit=return&card_site=${site}&card_amount=1000.00&token=${order}&PayerID=PAYER1`;

    it('creates the checkout and sends the browser to the provider, recording nothing yet', async () => {
      const created = recordCalls('CreateBalance');
      const onCardPayment = jest.fn();
      renderWithProviders(<BalanceScreen onCardPayment={onCardPayment} />, {
        role: 'Seller',
        route: '/balance',
        path: '/balance',
      });
      await rows();
      await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
      const drawer = await screen.findByRole('dialog', { name: 'Make a Deposit' });
      await userEvent.click(await within(drawer).findByRole('combobox', { name: /method/i }));
      await userEvent.click(
        await screen.findByRole('option', { name: 'Card express (3.9% + $0.30 fee)' }),
      );
      expect(within(drawer).queryByLabelText(/transaction id/i)).not.toBeInTheDocument();
      expect(within(drawer).getByRole('status')).toHaveTextContent(
        'Fee: $39.30 · Your balance will be credited $960.70',
      );
      await userEvent.click(within(drawer).getByRole('button', { name: 'Pay by card' }));
      await waitFor(() => expect(onCardPayment).toHaveBeenCalledTimes(1));
      expect(onCardPayment.mock.calls[0]![0]).toMatch(
        new RegExp(`^${MOCK_CARD_PAGE}\\?token=MOCKCARDORDER\\d+$`),
      );
      expect(await within(drawer).findByText(MESSAGES.cardDepositRedirecting)).toBeVisible();
      expect(created).toHaveLength(0);
    });

    it('records the paid deposit on the way back, says so, and cleans the address', async () => {
      server.use(
        ...balanceHandlers(makeBalanceEntries(), {
          cardOrders: [{ order_id: 'PAIDORDER1', site_id: '11', amount: 1000, paid: true }],
        }),
      );
      storeSellerSite('11');
      const created = recordCalls('CreateBalance');
      renderBalance('Seller', cardReturn('PAIDORDER1'));
      expect(await screen.findByText(MESSAGES.createDepositSuccess)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/balance'));
      expect(created).toEqual([
        {
          transaction_id: 'PAIDORDER1',
          site_id: '11',
          amount: 1000,
          action_notes: null,
          approved: true,
          method: 'card_express',
        },
      ]);
      // The new entry: approved, $960.70 credited with $39.30 taken.
      expect(await screen.findByText('PAIDORDER1')).toBeInTheDocument();
      const row = screen.getByText('PAIDORDER1').closest('tr')!;
      expect(row).toHaveTextContent('$960.70');
      expect(row).toHaveTextContent('Approved');
      expect(screen.queryByText(MESSAGES.cardDepositCapturing)).not.toBeInTheDocument();
    });

    it('says the payment is being confirmed while the server captures it', async () => {
      server.use(...balanceLoading('CreateBalance'));
      renderBalance('Seller', cardReturn('SLOWORDER'));
      expect(await screen.findByText(MESSAGES.cardDepositCapturing)).toBeInTheDocument();
      // The address keeps the return until the answer comes, so nothing is lost meanwhile.
      expect(location()).toContain('token=SLOWORDER');
    });

    it('shows the failure message when the payment was not paid, records nothing, and cleans the address', async () => {
      server.use(
        ...balanceHandlers(makeBalanceEntries(), {
          cardOrders: [{ order_id: 'UNPAIDORDER', site_id: '11', amount: 1000, paid: false }],
        }),
      );
      storeSellerSite('11');
      renderBalance('Seller', cardReturn('UNPAIDORDER'));
      expect(await screen.findByText(MESSAGES.createDepositFailed)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/balance'));
      expect(screen.queryByText(MESSAGES.createDepositSuccess)).not.toBeInTheDocument();
      expect(screen.queryByText('UNPAIDORDER')).not.toBeInTheDocument();
    });

    it('says a cancelled payment made no deposit, and calls nothing', async () => {
      const created = recordCalls('CreateBalance');
      renderBalance(
        'Seller',
        '/balance?card_deposit=cancel&card_site=11&card_amount=1000.00&token=CANCELLED1',
      );
      expect(await screen.findByText(MESSAGES.cardDepositCancelled)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/balance'));
      await rows();
      expect(created).toHaveLength(0);
    });

    it('keeps the list’s own filters when cleaning the address', async () => {
      server.use(
        ...balanceHandlers(makeBalanceEntries(), {
          cardOrders: [{ order_id: 'PAIDORDER2', site_id: '11', amount: 50, paid: true }],
        }),
      );
      renderBalance('Seller', `${cardReturn('PAIDORDER2')}&action=Deposit`);
      expect(await screen.findByText(MESSAGES.createDepositSuccess)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/balance?action=Deposit'));
    });

    it('ignores a card return for staff: nothing is recorded and the address is cleaned', async () => {
      const created = recordCalls('CreateBalance');
      renderBalance('Accounting', cardReturn('ANYORDER'));
      await waitFor(() => expect(location()).toBe('/balance'));
      await rows();
      expect(created).toHaveLength(0);
    });
  });

  it('reads the filters from the address, so a reload keeps them', async () => {
    const filters = recordFilters();
    renderBalance(
      'Administrator',
      '/balance?action=Deposit&from=2024-06-01&to=2024-06-30&seller=2&page=2',
    );
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    expect(filters[0]).toEqual({
      action: 'Deposit',
      user_id: '2',
      from: '2024-06-01T00:00:00.000Z',
      to: '2024-06-30T23:59:59.999Z',
      limit: 20,
      offset: 20,
    });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Deposit');
  });

  it('writes a changed filter into the address and goes back to page 1', async () => {
    const filters = recordFilters();
    renderBalance('Administrator', '/balance?page=2');
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(screen.getByRole('option', { name: 'Fulfilled' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/balance?action=Fulfilled'),
    );
    await waitFor(() =>
      expect(filters.at(-1)).toEqual({ action: 'Fulfilled', limit: 20, offset: 0 }),
    );
    for (const row of await rows()) expect(within(row).getByText('Fulfilled')).toBeInTheDocument();
  });

  it('ignores a seller or site in the address for a seller: the current site filters', async () => {
    const filters = recordFilters();
    renderBalance('Seller', '/balance?seller=7&site=13');
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    expect(filters[0]).toEqual({ site_id: '11', limit: 20, offset: 0 });
  });

  it("shows a seller the first own site's balance when none is kept", async () => {
    const filters = recordFilters();
    renderBalance('Seller');
    for (const row of await rows()) expect(within(row).getByText('Sunny Tees')).toBeInTheDocument();
    expect(filters).toEqual([{ site_id: '11', limit: 20, offset: 0 }]);
  });

  it('shows the balance of the kept current site at once, and its totals', async () => {
    storeSellerSite('12');
    const filters = recordFilters();
    const { store } = renderBalance('Seller');
    for (const row of await rows()) {
      expect(within(row).getByText('Paper Moon Prints')).toBeInTheDocument();
    }
    expect(filters[0]).toEqual({ site_id: '12', limit: 20, offset: 0 });
    const onSite = makeBalanceEntries().filter((e) => e.site?.id === '12');
    const cards = balanceCards(balanceTotals(onSite));
    const summary = screen.getByRole('group', { name: 'Balance summary' });
    expect(within(summary).getByText(formatMoney(cards.available))).toBeInTheDocument();
    expect(store.getState().currentSite.siteId).toBe('12');
  });

  it("shows the first own site's balance while the kept site is no longer the seller's", async () => {
    storeSellerSite('13');
    const filters = recordFilters();
    renderBalance('Seller');
    await waitFor(() => expect(filters.at(-1)).toEqual({ site_id: '11', limit: 20, offset: 0 }));
    for (const row of await rows()) expect(within(row).getByText('Sunny Tees')).toBeInTheDocument();
  });

  it("shows all the seller's entries when their sites cannot load", async () => {
    server.use(...balanceFailure('BalanceSites', 'Sites are unavailable'));
    const filters = recordFilters();
    renderBalance('Seller');
    await rows();
    expect(filters).toEqual([{ limit: 20, offset: 0 }]);
  });

  it('follows the current site when the seller picks another one', async () => {
    const filters = recordFilters();
    const { store } = renderBalance('Seller');
    await rows();
    act(() => {
      store.dispatch(currentSiteChosen('12'));
    });
    await waitFor(() => expect(filters.at(-1)).toEqual({ site_id: '12', limit: 20, offset: 0 }));
    await waitFor(async () => {
      for (const row of await rows()) {
        expect(within(row).getByText('Paper Moon Prints')).toBeInTheDocument();
      }
    });
  });

  it('never filters a staff list by a kept site', async () => {
    storeSellerSite('12');
    const filters = recordFilters();
    renderBalance('Accounting');
    await rows();
    expect(filters).toEqual([{ limit: 20, offset: 0 }]);
  });

  it('opens the deposit form on the current site', async () => {
    storeSellerSite('12');
    renderBalance('Seller');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Make a Deposit' });
    expect(await within(drawer).findByRole('combobox', { name: /site/i })).toHaveTextContent(
      'Paper Moon Prints',
    );
  });

  it('shows a failed load in the table, without a toast', async () => {
    server.use(...balanceFailure('Balances', 'Balances are unavailable'));
    renderBalance('Administrator');
    expect(await screen.findByText('Balances are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Balances are unavailable')).toHaveLength(1);
  });

  it('says when there are no entries', async () => {
    server.use(...emptyBalanceHandlers());
    renderBalance('Administrator');
    expect(await screen.findByText('No balance entries match these filters.')).toBeInTheDocument();
  });

  it('marks the cards and the table busy while loading', async () => {
    server.use(...balanceLoading('Balances'));
    renderBalance('Administrator');
    expect(screen.getAllByRole('status', { name: 'Loading value' })).toHaveLength(4);
    expect(screen.getByRole('table', { name: 'Balance entries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("shows a seller only their own sites' entries", async () => {
    renderBalance('Seller');
    for (const row of await rows()) expect(within(row).getByText('Sam Seller')).toBeInTheDocument();
  });

  it('pages through the entries', async () => {
    renderBalance('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/balance?page=2'),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(6));
  });
});
