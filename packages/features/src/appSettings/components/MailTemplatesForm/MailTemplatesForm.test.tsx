import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SETTINGS_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { MailTemplatesForm } from './MailTemplatesForm';

const initialValues = {
  welcome: { subject: 'Welcome', message: 'Hello {{first_name}}, activate: {{link}}' },
  password_recovery: { subject: 'Reset', message: 'Use {{link}}' },
};

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), onInvalid = jest.fn()) {
  renderWithProviders(
    <MailTemplatesForm
      aria-label="Account Settings"
      templates={['welcome', 'password_recovery']}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
    />,
  );
  return { onSubmit, onInvalid };
}

describe('MailTemplatesForm', () => {
  it('shows a subject and a message per template with its placeholders', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Welcome mail' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Password recovery mail' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Welcome mail subject/)).toHaveValue('Welcome');
    expect(screen.getByLabelText(/^Password recovery mail message/)).toHaveValue('Use {{link}}');
    expect(screen.getAllByText('{{link}}')).toHaveLength(2);
  });

  it('saves every template, trimmed', async () => {
    const { onSubmit, onInvalid } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Welcome mail subject/), ' {{{{first_name}}  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      welcome: {
        subject: 'Welcome {{first_name}}',
        message: 'Hello {{first_name}}, activate: {{link}}',
      },
      password_recovery: { subject: 'Reset', message: 'Use {{link}}' },
    });
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it("says 'Please enter subject' and 'Please enter message', reports the invalid form and saves nothing", async () => {
    const { onSubmit, onInvalid } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Welcome mail subject/));
    await userEvent.clear(screen.getByLabelText(/^Password recovery mail message/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.mailSubjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mailMessageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Welcome mail subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a message without {{link}} needs it, before anything is saved', async () => {
    const { onSubmit, onInvalid } = renderForm();
    const message = screen.getByLabelText(/^Welcome mail message/);
    await userEvent.clear(message);
    await userEvent.type(message, 'Hello {{{{first_name}}, welcome aboard.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.placeholderRequired('link')),
    ).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(message, ' {{{{link}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(SETTINGS_MESSAGES.placeholderRequired('link'))).toBeNull();
  });

  it('keeps the edits when the save fails', async () => {
    renderForm(jest.fn().mockRejectedValue(new Error('refused')));
    await userEvent.type(screen.getByLabelText(/^Welcome mail subject/), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Welcome mail subject/)).toHaveValue('Welcome!');
  });
});
