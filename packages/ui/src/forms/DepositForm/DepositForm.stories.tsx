import { MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DepositForm } from './DepositForm';

const sites = [
  { id: '11', title: 'Sunny Tees' },
  { id: '12', title: 'Moonlight Mugs' },
  { id: '13', title: 'Import batch store' },
];

const meta = {
  title: 'Forms/DepositForm',
  component: DepositForm,
  args: { sites, onSubmit: fn(() => Promise.resolve()), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 620 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Prefilled: Story = {
  args: {
    initialSiteId: '12',
    initialValues: {
      amount: 250.5,
      method: 'manual_second',
      transaction_id: 'TX-2026-0042',
      action_notes: 'Moonlight Mugs_01/02/2026_250.5',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        site_id: '12',
        amount: 250.5,
        method: 'manual_second',
        transaction_id: 'TX-2026-0042',
        action_notes: 'Moonlight Mugs_01/02/2026_250.5',
      }),
    );
  },
};

/** The submit button is busy while the deposit is being sent. */
export const Submitting: Story = {
  args: {
    initialSiteId: '11',
    initialValues: { transaction_id: 'TX-2026-0043' },
    onSubmit: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A rejected submission (the server refused it) keeps what the seller typed. */
export const SubmitFailed: Story = {
  args: {
    initialSiteId: '11',
    initialValues: { transaction_id: 'TX-2026-0044' },
    onSubmit: fn(() => Promise.reject(new Error(MESSAGES.createDepositFailed))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /Transaction ID/ })).toHaveValue(
      'TX-2026-0044',
    );
  },
};

/** Clearing the amount and submitting shows each required message next to its field. */
export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Amount/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.depositSiteRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.depositAmountRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.depositTransactionRequired)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Site/ })).toHaveAccessibleDescription(
      MESSAGES.depositSiteRequired,
    );
    await expect(canvas.getByRole('spinbutton', { name: /Amount/ })).toHaveAccessibleDescription(
      MESSAGES.depositAmountRequired,
    );
    await expect(
      canvas.getByRole('textbox', { name: /Transaction ID/ }),
    ).toHaveAccessibleDescription(MESSAGES.depositTransactionRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Please input site!' alone: everything else is filled in. */
export const SiteMessage: Story = {
  args: { initialValues: { transaction_id: 'TX-1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.depositSiteRequired)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.depositAmountRequired)).not.toBeInTheDocument();
    await expect(canvas.queryByText(MESSAGES.depositTransactionRequired)).not.toBeInTheDocument();
  },
};

/** 'Please input amount!' alone: the amount is cleared. */
export const AmountMessage: Story = {
  args: { initialSiteId: '11', initialValues: { transaction_id: 'TX-1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Amount/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.depositAmountRequired)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.depositSiteRequired)).not.toBeInTheDocument();
  },
};

/** The amount must be at least 1. */
export const AmountMinimumMessage: Story = {
  args: { initialSiteId: '11', initialValues: { transaction_id: 'TX-1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('spinbutton', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.depositAmountMin)).toBeVisible();
  },
};

/** 'Please input transaction ID!' alone: blanks do not count. */
export const TransactionMessage: Story = {
  args: { initialSiteId: '11', initialValues: { transaction_id: '   ' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.depositTransactionRequired)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.depositSiteRequired)).not.toBeInTheDocument();
  },
};

/** Bank transfer: no fee, the whole amount is credited. */
export const FeeBankTransfer: Story = {
  args: { initialSiteId: '11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Fee: $0.00 · Your balance will be credited $1,000.00',
    );
  },
};

/** Second manual method: 2.9% is taken from the amount. */
export const FeeSecondMethod: Story = {
  args: { initialSiteId: '11', initialValues: { method: 'manual_second' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Fee: $29.00 · Your balance will be credited $971.00',
    );
  },
};

/** Card express: 3.9% plus $0.30, here chosen from the list. */
export const FeeCardExpress: Story = {
  args: { initialSiteId: '11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Method/ }));
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Card express (3.9% + $0.30 fee)' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Fee: $39.30 · Your balance will be credited $960.70',
    );
    // Paid on the provider's page: nothing to type, and the button says where it leads.
    await expect(canvas.queryByRole('textbox', { name: /Transaction ID/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    await expect(canvas.getByText(/You pay on the card provider's page/)).toBeVisible();
  },
};

/** Card express sends the deposit without a transaction ID (the provider's order becomes it). */
export const CardExpressSubmit: Story = {
  args: { initialSiteId: '12', initialValues: { method: 'card_express', amount: 250 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        site_id: '12',
        amount: 250,
        method: 'card_express',
        transaction_id: '',
        action_notes: '',
      }),
    );
    // The page is about to leave for the provider: the values stay on show.
    await expect(canvas.getByRole('spinbutton', { name: /Amount/ })).toHaveValue('250');
  },
};

/** On the way to the card payment page: the form says so and takes no more input. */
export const CardExpressRedirecting: Story = {
  args: {
    initialSiteId: '11',
    initialValues: { method: 'card_express' },
    redirecting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.cardDepositRedirecting)).toBeVisible();
    const pay = canvas.getByRole('button', { name: 'Pay by card' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(pay).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The preview follows the amount as it is typed. */
export const FeeFollowsAmount: Story = {
  args: { initialSiteId: '11', initialValues: { method: 'card_express' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('spinbutton', { name: /Amount/ });
    await userEvent.clear(amount);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Enter an amount of at least $1.00 to see the fee.',
    );
    await userEvent.type(amount, '19.9');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Fee: $1.08 · Your balance will be credited $18.82',
    );
  },
};

/** Without onCancel there is only the submit button. */
export const WithoutCancel: Story = { args: { onCancel: undefined } };
