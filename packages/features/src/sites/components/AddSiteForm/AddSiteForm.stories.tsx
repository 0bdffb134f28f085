import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { AddSiteForm, type PlatformAvailability } from './AddSiteForm';

const availability = (
  unconfigured: PlatformAvailability['platform'][],
  demo = false,
): PlatformAvailability[] =>
  (['shopify', 'woocommerce', 'shopbase'] as const).map((platform) => ({
    platform,
    configured: !unconfigured.includes(platform),
    demo: demo && !unconfigured.includes(platform),
    settings:
      platform === 'woocommerce'
        ? ['WOOCOMMERCE_APP_NAME']
        : [`${platform.toUpperCase()}_CLIENT_ID`, `${platform.toUpperCase()}_CLIENT_SECRET`],
  }));

const meta = {
  title: 'Features/Sites/Components/AddSiteForm',
  component: AddSiteForm,
  args: { onSubmit: fn(async () => undefined), onCancel: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AddSiteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The spec's messages on an empty submit. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add Site' }));
    await expect(await form.findByText(MESSAGES.siteTitleRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.sitePlatformRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.siteUrlInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An address must start with https. */
export const HttpAddress: Story = {
  args: { initialValues: { title: 'Sunny Tees', platform: 'woocommerce' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/domain/i), 'http://sunny.example.com');
    await userEvent.click(form.getByRole('button', { name: 'Add Site' }));
    await expect(await form.findByText(MESSAGES.siteUrlInvalid)).toBeVisible();
  },
};

/** An import site's address is generated: the field is off. */
export const ImportPlatform: Story = {
  args: { initialValues: { title: 'Summer CSV', platform: 'import' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/domain/i)).toBeDisabled();
  },
};

/** A Shopify site sent with the trailing slash stripped. */
export const AddsShopify: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/title/i), 'Sunny Tees');
    await userEvent.click(form.getByRole('combobox', { name: /platform/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shopify' }));
    await userEvent.type(form.getByLabelText(/domain/i), 'https://sunny.myshopify.com/');
    await userEvent.click(form.getByRole('button', { name: 'Add Site' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Sunny Tees',
        platform: 'shopify',
        domain: 'https://sunny.myshopify.com',
        email_support: null,
      }),
    );
  },
};

/** A server without Shopify and ShopBase apps says so before the form is filled; both options are off. */
export const PlatformsNotConfigured: Story = {
  args: { platforms: availability(['shopify', 'shopbase']) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Shopify is not configured on this server: ask an Administrator to set SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET.',
    );
    await expect(form.getByRole('alert')).toHaveTextContent(
      'ShopBase is not configured on this server: ask an Administrator to set SHOPBASE_CLIENT_ID and SHOPBASE_CLIENT_SECRET.',
    );
    await userEvent.click(form.getByRole('combobox', { name: /platform/i }));
    await expect(
      await screen.findByRole('option', { name: 'Shopify (not configured)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The same for an Administrator: which settings to set on the server. */
export const PlatformsNotConfiguredForAdministrator: Story = {
  args: { platforms: availability(['shopify']), administrator: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "Shopify is not configured on this server: set SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET in the server's environment and restart it.",
    );
  },
};

/** npm start outside production: every shop platform is a fake shop on the server's machine. */
export const DemoPlatforms: Story = {
  args: { platforms: availability([], true) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(
      form.getByText(
        'Shopify, WooCommerce and ShopBase are demo fakes on this server: any shop address connects, no account needed.',
      ),
    ).toBeVisible();
    await expect(form.queryByRole('alert')).toBeNull();
  },
};
