import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  makeSite,
  makeSites,
  platformAvailability,
  sitesFailure,
  sitesHandlers,
  sitesLoading,
} from '../mocks';
import { AddSitePanel, EditSitePanel } from './SitePanels';

// The bodies of the sites screen's Add Site and Edit Site drawers: the forms wired to createSite
// and updateSite, with their toasts and the shop's authorisation redirect.

const meta = {
  title: 'Features/Sites/SitePanels',
  component: AddSitePanel,
  globals: { role: 'Seller' },
  args: { onDone: fn(), redirect: fn() },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers()),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AddSitePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function addSite(canvasElement: HTMLElement, platform: string, domain: string) {
  const form = within(canvasElement);
  await userEvent.type(form.getByLabelText(/title/i), 'Sunny Tees');
  await userEvent.click(form.getByRole('combobox', { name: /platform/i }));
  await userEvent.click(await screen.findByRole('option', { name: platform }));
  if (domain) await userEvent.type(form.getByLabelText(/domain/i), domain);
  await userEvent.click(form.getByRole('button', { name: 'Add Site' }));
}

export const AddEmpty: Story = {};

/** An API site needs no shop: 'Create site successful' and the drawer closes. */
export const AddApiSite: Story = {
  play: async ({ canvasElement, args }) => {
    await addSite(canvasElement, 'API', 'https://orders.sunny-tees.example.com');
    await expect(await screen.findByText(MESSAGES.createSiteSuccess)).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};

/** A Shopify shop is sent on to its authorisation page. */
export const AddShopifyShop: Story = {
  play: async ({ canvasElement, args }) => {
    await addSite(canvasElement, 'Shopify', 'https://sunny-tees.myshopify.com');
    await waitFor(() => expect(args.redirect).toHaveBeenCalledTimes(1));
    await expect(args.redirect).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** The server refuses: its message in a toast, the drawer stays open with what was typed. */
export const AddRefused: Story = {
  beforeEach: ({ msw }) => msw.use(sitesFailure('CreateSite', 'This shop is already connected')),
  play: async ({ canvasElement, args }) => {
    await addSite(canvasElement, 'API', 'https://orders.sunny-tees.example.com');
    await expect(await screen.findByText('This shop is already connected')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByLabelText(/title/i)).toHaveValue('Sunny Tees');
  },
};

const SHOPIFY_OFF =
  'Shopify is not configured on this server: ask an Administrator to set SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET.';

/** The server has no Shopify app: the drawer says so at once, and the option is off. */
export const AddShopifyNotConfigured: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...sitesHandlers(makeSites(), platformAvailability({ unconfigured: ['shopify'] }))),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(await form.findByText(SHOPIFY_OFF)).toBeVisible();
    await expect(form.getByLabelText(/title/i)).toHaveValue('');
    await userEvent.click(form.getByRole('combobox', { name: /platform/i }));
    await expect(
      await screen.findByRole('option', { name: 'Shopify (not configured)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An Administrator is told which settings to set on the server. */
export const AddNotConfiguredAsAdministrator: Story = {
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...sitesHandlers(
        makeSites(),
        platformAvailability({ unconfigured: ['shopify', 'shopbase'] }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "ShopBase is not configured on this server: set SHOPBASE_CLIENT_ID and SHOPBASE_CLIENT_SECRET in the server's environment and restart it.",
      ),
    ).toBeVisible();
  },
};

/** npm start outside production: the shops are the demo's fakes, which the drawer says. */
export const AddDemoShops: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...sitesHandlers(makeSites(), platformAvailability({ demo: true }))),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Shopify, WooCommerce and ShopBase are demo fakes on this server: any shop address connects, no account needed.',
      ),
    ).toBeVisible();
  },
};

/** While the server has not said which platforms it can connect, the form is usable as it is. */
export const AddAvailabilityLoading: Story = {
  beforeEach: ({ msw }) => msw.use(sitesLoading('PlatformAvailability'), ...sitesHandlers()),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/title/i)).toBeEnabled();
    await expect(form.queryByText(/not configured/)).toBeNull();
  },
};

/**
 * The answer failed: no toast, every platform offered; createSite's own refusal names an
 * unconfigured platform.
 */
export const AddAvailabilityFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      sitesFailure('PlatformAvailability', 'Unexpected error.'),
      ...sitesHandlers(makeSites(), platformAvailability({ unconfigured: ['shopify'] })),
    ),
  play: async ({ canvasElement }) => {
    await addSite(canvasElement, 'Shopify', 'https://sunny-tees.myshopify.com');
    await expect(
      await screen.findByText('The Shopify app is not configured on this server'),
    ).toBeVisible();
    await expect(screen.queryByText('Unexpected error.')).toBeNull();
  },
};

/** A seller edits their own shop: ' Site has been updated' and the drawer closes. */
export const EditSite: Story = {
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite()])),
  render: (args) => (
    <EditSitePanel site={makeSite()} showAdminFields={false} onDone={args.onDone} />
  ),
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.queryByLabelText(/Rebrandly domain/)).toBeNull();
    const title = form.getByLabelText(/title/i);
    await userEvent.clear(title);
    await userEvent.type(title, 'Sunny Tees Shop');
    await userEvent.click(form.getByRole('button', { name: /save/i }));
    await expect(await screen.findByText(MESSAGES.siteUpdated.trim())).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** An Administrator also gets the domain name, Rebrandly domain and daily auto-fetch fields. */
export const EditAsAdministrator: Story = {
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite()])),
  render: (args) => <EditSitePanel site={makeSite()} showAdminFields onDone={args.onDone} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/Rebrandly domain/)).toBeVisible();
    await expect(form.getByLabelText(/Domain name/)).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: 'Fetch orders automatically every day' }),
    ).toBeChecked();
  },
};
