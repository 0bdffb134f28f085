import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SITE_SETTINGS_DEFAULTS } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { EmailNotificationForm, type EmailNotificationValues } from './EmailNotificationForm';

const { fulfill_role: _fulfill, ...defaults } = SITE_SETTINGS_DEFAULTS;

function renderForm(initial: Partial<EmailNotificationValues> = {}) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <EmailNotificationForm initialValues={{ ...defaults, ...initial }} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('EmailNotificationForm', () => {
  it('shows the three mails, each with a switch and a message', () => {
    renderForm({ order_received_enable: true, order_received_message: 'We got it' });
    for (const name of ['Order received', 'Order start producing', 'Order shipped']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(`^${name} message`))).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Send the Order received mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Send the Order shipped mail' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Order received message/)).toHaveValue('We got it');
  });

  it('offers a delay of 1, 2 or 3 days for the Order received mail', async () => {
    const onSubmit = renderForm({ order_received_after: 2 });
    const group = screen.getByRole('radiogroup', { name: 'Send it after' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value') ?? ''),
    ).toEqual(['1', '2', '3']);
    expect(within(group).getByRole('radio', { name: '2 days' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '3 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ order_received_after: 3 }));
  });

  it('sends every mail setting when saved', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Send the Order shipped mail' }));
    await userEvent.type(screen.getByLabelText(/^Order shipped message/), 'On its way!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...defaults,
      order_shipping_enable: true,
      order_shipping_message: 'On its way!',
    });
  });

  it("asks for the message of a mail that is switched on: 'Please enter message'", async () => {
    const onSubmit = renderForm();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Send the Order start producing mail' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.mailMessageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Order start producing message/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the edits when saving fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('Site not found'));
    renderWithProviders(<EmailNotificationForm initialValues={defaults} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Order received message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Order received message/)).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
