import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import {
  MOCK_CARD_PAGE,
  balanceFailure,
  balanceHandlers,
  balanceLoading,
  emptyBalanceHandlers,
  makeBalanceEntries,
} from '../mocks';
import { BalanceScreen } from './BalanceScreen';

const meta = {
  title: 'Features/Balance/BalanceScreen',
  component: BalanceScreen,
  parameters: { router: { route: '/balance', path: '/balance' } },
  // Seller stories start from no kept current site, whatever an earlier story picked.
  beforeEach: () => forgetCurrentSite(),
} satisfies Meta<typeof BalanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the fixture Seller's current site is kept. */
const SELLER_SITE_KEY = `${CURRENT_SITE_STORAGE_KEY}.2`;

function forgetCurrentSite() {
  window.localStorage.removeItem(SELLER_SITE_KEY);
}

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const entries = await canvas.findByRole('table', { name: 'Balance entries' });
  await waitFor(() => expect(within(entries).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, entries: within(entries) };
}

/** Administrator: every seller's entries, seller and site filters, Approve and Deny. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas, entries } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Seller' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Site' })).toBeVisible();
    await expect(
      entries.getAllByRole('button', { name: /^Actions for entry/ }).length,
    ).toBeGreaterThan(0);
  },
};

/** Accounting decides too. */
export const Accounting: Story = {
  globals: { role: 'Accounting' },
  play: async ({ canvasElement }) => {
    const { entries } = await table(canvasElement);
    await expect(
      entries.getAllByRole('button', { name: /^Actions for entry/ }).length,
    ).toBeGreaterThan(0);
  },
};

/** A seller: own entries, no seller or site filter, and Make a Deposit. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, entries } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Make a Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Seller' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Site' })).toBeNull();
    await expect(entries.queryByRole('button', { name: /^Actions for entry/ })).toBeNull();
  },
};

/**
 * On a phone (390 px): the four figures in a 2 x 2 grid, each entry a card of label: value lines
 * with its Actions menu in reach.
 */
export const Phone: Story = {
  globals: { role: 'Accounting' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { canvas, entries } = await table(canvasElement);
    const figures = canvas.getByRole('group', { name: 'Balance summary' });
    const [first, second, third] = Array.from(figures.children).map(
      (card) => card.getBoundingClientRect().top,
    );
    await expect(first).toBe(second);
    await expect(third).toBeGreaterThan(first!);
    const [row] = entries.getAllByRole('row').filter((r) => r.closest('tbody'));
    await expect(getComputedStyle(row!).display).toBe('block');
    const [actions] = entries.getAllByRole('button', { name: /^Actions for entry/ });
    await userEvent.click(actions!);
    await expect(entries.getByRole('menuitem', { name: 'Approve' })).toBeVisible();
  },
};

/** A Supporter filters like staff but sees the word Pending instead of buttons. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { entries } = await table(canvasElement);
    await expect(entries.queryByRole('button', { name: /^Actions for entry/ })).toBeNull();
    await expect(entries.getAllByText('Pending').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...balanceLoading('Balances')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Balance entries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyBalanceHandlers()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No balance entries match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...balanceFailure('Balances', 'Balances are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Balances are unavailable right now'),
    ).toBeVisible();
  },
};

/** Filters come from the address: a reload keeps them. */
export const FilteredFromAddress: Story = {
  globals: { role: 'Accounting' },
  parameters: { router: { route: '/balance?action=Deposit&seller=2', path: '/balance' } },
  play: async ({ canvasElement }) => {
    const { canvas, entries } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Deposit');
    await expect(entries.queryByText('Fulfilled')).toBeNull();
  },
};

/** Approve after confirmation: 'Approve success!'. */
export const ApproveFlow: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { entries } = await table(canvasElement);
    const [actions] = entries.getAllByRole('button', { name: /^Actions for entry/ });
    await userEvent.click(actions!);
    await userEvent.click(entries.getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The toast moves out of the confirmation as it closes, so look it up again until it settles.
    await waitFor(() => expect(screen.getByText(MESSAGES.approveSuccess)).toBeVisible());
  },
};

/** A failed decision: 'Something wrong!'. */
export const DecisionFails: Story = {
  globals: { role: 'Accounting' },
  beforeEach: ({ msw }) =>
    msw.use(...balanceFailure('UpdateBalance', 'This entry is already final and cannot change')),
  play: async ({ canvasElement }) => {
    const { entries } = await table(canvasElement);
    const [actions] = entries.getAllByRole('button', { name: /^Actions for entry/ });
    await userEvent.click(actions!);
    await userEvent.click(entries.getByRole('menuitem', { name: 'Deny' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.somethingWrong)).toBeVisible());
  },
};

/** The seller's Make a Deposit drawer. */
export const DepositDrawer: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Make a Deposit' }));
    await expect(await drawer.findByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** The deposit form's validation messages, from a submit with only the current site filled in. */
export const DepositValidationMessages: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Make a Deposit' }));
    await expect(await drawer.findByRole('combobox', { name: /site/i })).toHaveTextContent(
      'Sunny Tees',
    );
    await userEvent.click(await drawer.findByRole('button', { name: 'Submit' }));
    await expect(await drawer.findByText(MESSAGES.depositTransactionRequired)).toBeVisible();
  },
};

/** A seller's balance is the current site's: here the one kept from an earlier visit. */
export const SellerCurrentSite: Story = {
  globals: { role: 'Seller' },
  beforeEach: () => {
    window.localStorage.setItem(SELLER_SITE_KEY, '12');
  },
  play: async ({ canvasElement }) => {
    const { entries } = await table(canvasElement);
    for (const row of entries.getAllByRole('row').slice(1)) {
      await expect(within(row).getByText('Paper Moon Prints')).toBeVisible();
    }
  },
};

/** Where the card provider sends the payer back after paying order `order` of $1,000 on Sunny Tees. */
const cardReturn = (order: string, kind = 'return') => ({
  router: {
    route: `/balance?card_deposit=${kind}&card_site=11&card_amount=1000.00&token=${order}&PayerID=PAYER1`,
    path: '/balance',
  },
});

/** Card express in the drawer: no transaction ID, the fee shown, and Pay by card leaves for the provider. */
export const DepositByCard: Story = {
  globals: { role: 'Seller' },
  args: { onCardPayment: fn() },
  play: async ({ canvasElement, args }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Deposit' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Make a Deposit' }));
    await userEvent.click(await drawer.findByRole('combobox', { name: /method/i }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Card express (3.9% + $0.30 fee)' }),
    );
    await expect(drawer.queryByLabelText(/transaction id/i)).toBeNull();
    await expect(drawer.getByRole('status')).toHaveTextContent(
      'Fee: $39.30 · Your balance will be credited $960.70',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(args.onCardPayment).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^${MOCK_CARD_PAGE}\\?token=`)),
      ),
    );
    await expect(await drawer.findByText(MESSAGES.cardDepositRedirecting)).toBeVisible();
  },
};

/** Back from the card provider: the server is capturing the payment. */
export const CardPaymentConfirming: Story = {
  globals: { role: 'Seller' },
  parameters: cardReturn('SLOWORDER'),
  beforeEach: ({ msw }) => msw.use(...balanceLoading('CreateBalance')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(MESSAGES.cardDepositCapturing),
    ).toBeVisible();
  },
};

/** Back from the card provider with the payment taken: approved at once, the fee taken. */
export const CardPaymentRecorded: Story = {
  globals: { role: 'Seller' },
  parameters: cardReturn('PAIDORDER1'),
  beforeEach: ({ msw }) => {
    forgetCurrentSite();
    msw.use(
      ...balanceHandlers(makeBalanceEntries(), {
        cardOrders: [{ order_id: 'PAIDORDER1', site_id: '11', amount: 1000, paid: true }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText(MESSAGES.createDepositSuccess)).toBeVisible();
    const { entries } = await table(canvasElement);
    const row = (await entries.findByText('PAIDORDER1')).closest('tr')!;
    await expect(row).toHaveTextContent('$960.70');
    await expect(row).toHaveTextContent('Approved');
  },
};

/** Back from the card provider without a payment (not approved, declined): the spec's failure message. */
export const CardPaymentFailed: Story = {
  globals: { role: 'Seller' },
  parameters: cardReturn('UNPAIDORDER'),
  beforeEach: ({ msw }) => {
    forgetCurrentSite();
    msw.use(
      ...balanceHandlers(makeBalanceEntries(), {
        cardOrders: [{ order_id: 'UNPAIDORDER', site_id: '11', amount: 1000, paid: false }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText(MESSAGES.createDepositFailed)).toBeVisible();
    const { entries } = await table(canvasElement);
    await expect(entries.queryByText('UNPAIDORDER')).toBeNull();
  },
};

/** The payer cancelled on the provider's page: nothing was made, and the screen says so. */
export const CardPaymentCancelled: Story = {
  globals: { role: 'Seller' },
  parameters: cardReturn('CANCELLED1', 'cancel'),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.cardDepositCancelled)).toBeVisible();
  },
};
