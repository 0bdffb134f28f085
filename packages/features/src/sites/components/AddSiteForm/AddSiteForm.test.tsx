import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { AddSiteForm } from './AddSiteForm';

async function choosePlatform(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /platform/i }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('AddSiteForm', () => {
  it('shows the spec’s messages and sends nothing when empty', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<AddSiteForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(await screen.findByText(MESSAGES.siteTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.sitePlatformRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.siteUrlInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a shop with its address normalised and the support email', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<AddSiteForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/title/i), ' Woo Shop ');
    await choosePlatform('WooCommerce');
    await userEvent.type(screen.getByLabelText(/domain/i), 'https://woo.example.com//');
    await userEvent.type(screen.getByLabelText(/support email/i), 'help@woo.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Woo Shop',
        platform: 'woocommerce',
        domain: 'https://woo.example.com',
        email_support: 'help@woo.example.com',
      }),
    );
  });

  it('needs no address for an import site', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<AddSiteForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/title/i), 'Summer CSV');
    await choosePlatform('Import');
    expect(screen.getByLabelText(/domain/i)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Summer CSV', platform: 'import' }),
      ),
    );
  });

  it('refuses an http address and a malformed support email', async () => {
    renderWithProviders(<AddSiteForm onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/domain/i), 'http://x.example.com');
    await userEvent.type(screen.getByLabelText(/support email/i), 'help@');
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(await screen.findByText(MESSAGES.siteUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('keeps the values when sending fails', async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error('refused');
    });
    renderWithProviders(<AddSiteForm onSubmit={onSubmit} initialValues={{ platform: 'api' }} />);
    await userEvent.type(screen.getByLabelText(/title/i), 'Feed');
    await userEvent.type(screen.getByLabelText(/domain/i), 'https://feed.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText(/title/i)).toHaveValue('Feed');
  });
});
