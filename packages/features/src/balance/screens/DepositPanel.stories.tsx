import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { MOCK_CARD_PAGE, balanceFailure, balanceHandlers, balanceSites } from '../mocks';
import { DepositPanel } from './DepositPanel';

// The body of the seller's Make a Deposit drawer: the deposit form sending createBalance.

const ownSites = balanceSites
  .filter((site) => site.user.id === balanceSites[0]!.user.id)
  .map((site) => ({ id: site.id, title: site.title }));

const meta = {
  title: 'Features/Balance/DepositPanel',
  component: DepositPanel,
  globals: { role: 'Seller' },
  args: { sites: ownSites, initialSiteId: ownSites[0]!.id, onDone: fn(), onCardPayment: fn() },
  beforeEach: ({ msw }) => msw.use(...balanceHandlers()),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DepositPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function deposit(canvasElement: HTMLElement, amount: string, transaction: string) {
  const form = within(canvasElement);
  const amountField = form.getByRole('spinbutton', { name: /Amount/ });
  await userEvent.clear(amountField);
  if (amount) await userEvent.type(amountField, amount);
  if (transaction) await userEvent.type(form.getByLabelText(/^Transaction ID/), transaction);
  await userEvent.click(form.getByRole('button', { name: 'Submit' }));
  return form;
}

/** The current site is chosen when the drawer opens. */
export const CurrentSite: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Site/ })).toHaveTextContent(
      ownSites[0]!.title,
    );
  },
};

/** No site chosen yet: the seller picks one. */
export const NoSiteChosen: Story = { args: { initialSiteId: undefined } };

/** The spec's messages for a deposit with no amount and no transaction ID. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await deposit(canvasElement, '', '');
    await expect(await form.findByText(MESSAGES.depositAmountRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.depositTransactionRequired)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A recorded deposit: 'Create Deposit success!' and the drawer closes. */
export const Recorded: Story = {
  play: async ({ canvasElement, args }) => {
    await deposit(canvasElement, '150', 'TXN-20261122-01');
    await expect(await screen.findByText(MESSAGES.createDepositSuccess)).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** The server refuses: its message in a toast, and the form keeps the values for another try. */
export const Refused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...balanceFailure('CreateBalance', 'This transaction ID was already used')),
  play: async ({ canvasElement, args }) => {
    const form = await deposit(canvasElement, '150', 'TXN-20261122-01');
    await expect(await screen.findByText('This transaction ID was already used')).toBeVisible();
    await expect(form.getByLabelText(/^Transaction ID/)).toHaveValue('TXN-20261122-01');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

async function payByCard(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.click(form.getByRole('combobox', { name: /Method/ }));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Card express (3.9% + $0.30 fee)' }),
  );
  await userEvent.click(form.getByRole('button', { name: 'Pay by card' }));
  return form;
}

/** Card express: the checkout is created and the browser sent to the provider's page. */
export const CardPayment: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await payByCard(canvasElement);
    await waitFor(() =>
      expect(args.onCardPayment).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^${MOCK_CARD_PAGE}\\?token=`)),
      ),
    );
    await expect(await form.findByText(MESSAGES.cardDepositRedirecting)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pay by card' })).toBeDisabled();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The card payment cannot start (no provider set up): the server's message, and the form stays. */
export const CardPaymentUnavailable: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...balanceFailure('CreateCardCheckout', SERVER_MESSAGES.cardPaymentsUnavailable)),
  play: async ({ canvasElement, args }) => {
    const form = await payByCard(canvasElement);
    await expect(await screen.findByText(SERVER_MESSAGES.cardPaymentsUnavailable)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    await expect(args.onCardPayment).not.toHaveBeenCalled();
  },
};
