import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { AddSiteForm, type PlatformAvailability } from './AddSiteForm';

const SHOPIFY_OFF: PlatformAvailability[] = [
  {
    platform: 'shopify',
    configured: false,
    demo: false,
    settings: ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
  },
  { platform: 'woocommerce', configured: true, demo: false, settings: ['WOOCOMMERCE_APP_NAME'] },
  {
    platform: 'shopbase',
    configured: true,
    demo: true,
    settings: ['SHOPBASE_CLIENT_ID', 'SHOPBASE_CLIENT_SECRET'],
  },
];
const SHOPIFY_OFF_MESSAGE =
  'Shopify is not configured on this server: ask an Administrator to set SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET.';

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

  it('names an unconfigured platform before anything is typed and turns its option off', async () => {
    renderWithProviders(<AddSiteForm onSubmit={jest.fn()} platforms={SHOPIFY_OFF} />);
    expect(screen.getByRole('alert')).toHaveTextContent(SHOPIFY_OFF_MESSAGE);
    expect(
      screen.getByText(
        'ShopBase is a demo fake on this server: any shop address connects, no account needed.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /platform/i }));
    const shopify = await screen.findByRole('option', { name: 'Shopify (not configured)' });
    expect(shopify).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(shopify);
    expect(screen.getByRole('combobox', { name: /platform/i })).not.toHaveTextContent('Shopify');
  });

  it('does not send a platform chosen beforehand that the server cannot connect', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <AddSiteForm
        onSubmit={onSubmit}
        platforms={SHOPIFY_OFF}
        initialValues={{
          title: 'Sunny',
          platform: 'shopify',
          domain: 'https://sunny.myshopify.com',
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    // The same words under the field as above the form.
    await waitFor(() => expect(screen.getAllByText(SHOPIFY_OFF_MESSAGE)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
