import { MESSAGES, depositCreditCents, depositFeeCents } from '@podoffice/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { DepositForm } from './DepositForm';

const sites = [
  { id: '11', title: 'Sunny Tees' },
  { id: '12', title: 'Moonlight Mugs' },
];

const amountField = () => screen.getByRole('spinbutton', { name: /Amount/ });
const preview = () => screen.getByRole('status');

async function choose(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Typing into several fields takes seconds when the shared machine is busy.
jest.setTimeout(20_000);

describe('DepositForm', () => {
  it('starts with the amount 1000, bank transfer and the initial site', () => {
    renderWithTheme(<DepositForm sites={sites} initialSiteId="12" onSubmit={jest.fn()} />);
    expect(amountField()).toHaveValue('1000');
    expect(screen.getByRole('combobox', { name: /Site/ })).toHaveTextContent('Moonlight Mugs');
    expect(screen.getByRole('combobox', { name: /Method/ })).toHaveTextContent('Bank transfer');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute(
      'placeholder',
      'store name_date dd/mm/yyyy_amount',
    );
  });

  it("shows the spec's messages next to their fields when an empty form is submitted", async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<DepositForm sites={sites} onSubmit={onSubmit} />);
    await userEvent.clear(amountField());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.depositSiteRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Site/ })).toHaveAccessibleDescription(
      'Please input site!',
    );
    expect(amountField()).toHaveAccessibleDescription('Please input amount!');
    expect(screen.getByRole('textbox', { name: /Transaction ID/ })).toHaveAccessibleDescription(
      'Please input transaction ID!',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows every message when Submit is pressed straight after leaving the emptied amount', async () => {
    // In a browser the amount's message appearing on blur (the press) pushed Submit down before
    // the release, so the click missed and only that one message ever showed.
    const user = userEvent.setup();
    renderWithTheme(<DepositForm sites={sites} onSubmit={jest.fn()} />);
    await user.clear(amountField());
    const submit = screen.getByRole('button', { name: 'Submit' });

    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(amountField()).not.toHaveFocus();
    expect(screen.queryByText(MESSAGES.depositAmountRequired)).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    expect(await screen.findByText(MESSAGES.depositAmountRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.depositSiteRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.depositTransactionRequired)).toBeInTheDocument();
  });

  it('refuses an amount under the minimum', async () => {
    renderWithTheme(<DepositForm sites={sites} initialSiteId="11" onSubmit={jest.fn()} />);
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0.5');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.depositAmountMin)).toBeInTheDocument();
  });

  it.each([
    ['Bank transfer', 'manual', '$0.00', '$1,000.00'],
    ['Second method (2.9% fee)', 'manual_second', '$29.00', '$971.00'],
    ['Card express (3.9% + $0.30 fee)', 'card_express', '$39.30', '$960.70'],
  ] as const)(
    'previews the fee of %s as the domain computes it',
    async (label, method, fee, credit) => {
      expect(depositFeeCents(100_000, method) / 100).toBe(Number(fee.replace(/[$,]/g, '')));
      expect(depositCreditCents(100_000, method) / 100).toBe(Number(credit.replace(/[$,]/g, '')));
      renderWithTheme(<DepositForm sites={sites} onSubmit={jest.fn()} />);
      if (method !== 'manual') await choose(/Method/, label);
      expect(preview()).toHaveTextContent(`Fee: ${fee} · Your balance will be credited ${credit}`);
    },
  );

  it('updates the preview as the amount is typed, to the cent', async () => {
    renderWithTheme(
      <DepositForm sites={sites} initialValues={{ method: 'card_express' }} onSubmit={jest.fn()} />,
    );
    await userEvent.clear(amountField());
    expect(preview()).toHaveTextContent('Enter an amount of at least $1.00 to see the fee.');
    await userEvent.type(amountField(), '1');
    expect(preview()).toHaveTextContent('Fee: $0.34 · Your balance will be credited $0.66');
  });

  it('sends the validated values and shows the button busy until the promise settles', async () => {
    let settle: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithTheme(<DepositForm sites={sites} onSubmit={onSubmit} />);
    await choose(/Site/, 'Sunny Tees');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '250.5');
    await choose(/Method/, 'Second method (2.9% fee)');
    await userEvent.type(screen.getByRole('textbox', { name: /Transaction ID/ }), '  TX-42  ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Notes' }),
      'Sunny Tees_01/02/2026_250.5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      site_id: '11',
      amount: 250.5,
      method: 'manual_second',
      transaction_id: 'TX-42',
      action_notes: 'Sunny Tees_01/02/2026_250.5',
    });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    settle();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('keeps the values when the submission is rejected', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error(MESSAGES.createDepositFailed));
    renderWithTheme(<DepositForm sites={sites} initialSiteId="11" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Transaction ID/ }), 'TX-9');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Transaction ID/ })).toHaveValue('TX-9');
    expect(amountField()).toHaveValue('1000');
    expect(screen.getByRole('combobox', { name: /Site/ })).toHaveTextContent('Sunny Tees');
  });

  it('clears itself after a successful submission', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<DepositForm sites={sites} initialSiteId="11" onSubmit={onSubmit} />);
    const transaction = screen.getByRole('textbox', { name: /Transaction ID/ });
    await userEvent.type(transaction, 'TX-10');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(transaction).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('asks no transaction ID for the card express method and sends it for payment by card', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<DepositForm sites={sites} initialSiteId="11" onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /Transaction ID/ })).toBeInTheDocument();
    await choose(/Method/, 'Card express (3.9% + $0.30 fee)');
    expect(screen.queryByRole('textbox', { name: /Transaction ID/ })).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('Fee: $39.30 · Your balance will be credited $960.70');
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        site_id: '11',
        amount: 1000,
        method: 'card_express',
        transaction_id: '',
        action_notes: '',
      }),
    );
    // The browser leaves for the provider: the form is not cleared behind it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: /Method/ })).toHaveTextContent('Card express');
  });

  it('still asks a transaction ID when a manual method is chosen back', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <DepositForm
        sites={sites}
        initialSiteId="11"
        initialValues={{ method: 'card_express' }}
        onSubmit={onSubmit}
      />,
    );
    await choose(/Method/, 'Bank transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.depositTransactionRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the card payment page is on its way and takes no more input while redirecting', () => {
    renderWithTheme(
      <DepositForm
        sites={sites}
        initialSiteId="11"
        initialValues={{ method: 'card_express' }}
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
        redirecting
      />,
    );
    expect(screen.getByText(MESSAGES.cardDepositRedirecting)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('offers only the seller sites it is given, and a Cancel button when asked', async () => {
    const onCancel = jest.fn();
    renderWithTheme(<DepositForm sites={sites} onSubmit={jest.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('combobox', { name: /Site/ }));
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sunny Tees', 'Moonlight Mugs']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
