import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { emptySitesHandlers, makeSite, sitesFailure, sitesHandlers, sitesLoading } from '../mocks';
import { SitesScreen } from './SitesScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Sites/SitesScreen',
  component: SitesScreen,
  args: { redirect: fn() },
  parameters: { router: { route: '/sites', path: '/sites' } },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers()),
} satisfies Meta<typeof SitesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const sites = await canvas.findByRole('table', { name: 'Sites' });
  await waitFor(() => expect(within(sites).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, sites: within(sites) };
}

/** A seller: own sites only, New Site, every action; no seller filter. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, sites } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Site' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Seller' })).toBeNull();
    await expect(sites.getAllByRole('button', { name: /^Edit / }).length).toBeGreaterThan(0);
  },
};

/** An administrator: every seller's sites and the seller filter. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Seller' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Site' })).toBeVisible();
  },
};

/** A Supporter: the list and the seller filter, but no New Site, edit, delete or fetch. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, sites } = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New Site' })).toBeNull();
    await expect(sites.queryByRole('button', { name: /^(Edit|Delete|Fetch) / })).toBeNull();
  },
};

/** Pending sites, from the address: the disconnect icon restarts the authorisation. */
export const Pending: Story = {
  globals: { role: 'Seller' },
  parameters: { router: { route: '/sites?status=pending', path: '/sites' } },
  play: async ({ canvasElement, args }) => {
    const { sites } = await table(canvasElement);
    const [connect] = sites.getAllByRole('button', { name: /^Connect / });
    await userEvent.click(connect!);
    await waitFor(() => expect(args.redirect).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(sitesLoading('SitesList')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Sites' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...emptySitesHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No connected sites yet.')).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Connect your first site' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(sitesFailure('SitesList', 'Sites are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sites are unavailable right now'),
    ).toBeVisible();
  },
};

/** Back from a platform that did not approve: the reason in a toast. */
export const AuthorisationFailed: Story = {
  globals: { role: 'Seller' },
  parameters: {
    router: {
      route: '/sites?status=pending&auth_error=The%20shop%20did%20not%20approve%20the%20app.',
      path: '/sites',
    },
  },
  play: async () => {
    await expect(await screen.findByText('The shop did not approve the app.')).toBeVisible();
  },
};

/** The Add Site drawer's messages on an empty submit. */
export const AddSiteValidationMessages: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Site' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add Site' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'Add Site' }));
    await expect(await drawer.findByText(MESSAGES.siteTitleRequired)).toBeVisible();
    await expect(drawer.getByText(MESSAGES.sitePlatformRequired)).toBeVisible();
    await expect(drawer.getByText(MESSAGES.siteUrlInvalid)).toBeVisible();
  },
};

/** Adding a Shopify site: 'Create site successful', then off to Shopify to approve the app. */
export const AddShopifySite: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement, args }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Site' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add Site' }));
    await userEvent.type(await drawer.findByLabelText(/title/i), 'Fresh Prints');
    await userEvent.click(drawer.getByRole('combobox', { name: /platform/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shopify' }));
    await userEvent.type(drawer.getByLabelText(/domain/i), 'https://fresh.myshopify.com');
    await userEvent.click(drawer.getByRole('button', { name: 'Add Site' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByText(MESSAGES.createSiteSuccess)).toBeVisible());
  },
};

/** The Edit Site drawer as an administrator, and its messages. */
export const EditSiteValidationMessages: Story = {
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite({ title: 'Sunny Tees' })])),
  play: async ({ canvasElement }) => {
    const { sites } = await table(canvasElement);
    await userEvent.click(sites.getByRole('button', { name: 'Edit Sunny Tees' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Site' }));
    await userEvent.clear(await drawer.findByLabelText(/title/i));
    await userEvent.type(drawer.getByLabelText(/rebrandly/i), 'rebrand.ly/sunny');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText(MESSAGES.siteTitleRequired)).toBeVisible();
    await expect(drawer.getByText(MESSAGES.siteUrlInvalid)).toBeVisible();
  },
};

/** Delete after confirmation: 'Site has been disabled'. */
export const DeleteSite: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite({ title: 'Sunny Tees' })])),
  play: async ({ canvasElement }) => {
    const { sites } = await table(canvasElement);
    await userEvent.click(sites.getByRole('button', { name: 'Delete Sunny Tees' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this site?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.siteDisabled)).toBeVisible());
  },
};

/** Fetch product variants after the spec's question: 'Success'. */
export const FetchProductVariants: Story = {
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite({ title: 'Sunny Tees' })])),
  play: async ({ canvasElement }) => {
    const { sites } = await table(canvasElement);
    await userEvent.click(
      sites.getByRole('button', { name: 'Fetch product variants of Sunny Tees' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByText(MESSAGES.fetchVariantsConfirm)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.success)).toBeVisible());
  },
};

/** Webhooks registered again: 'Webhooks updated'. */
export const UpdateWebhooks: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers([makeSite({ title: 'Sunny Tees' })])),
  play: async ({ canvasElement }) => {
    const { sites } = await table(canvasElement);
    await userEvent.click(sites.getByRole('button', { name: 'Update webhooks of Sunny Tees' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.webhooksUpdated)).toBeVisible());
  },
};

/** On a phone (390 px) a seller's sites are cards; their quiet icon actions stay in the card. */
export const Phone: Story = {
  ...phoneStory,
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { sites } = await table(canvasElement);
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'Sites' }),
    );
    const [edit] = sites.getAllByRole('button', { name: /^Edit / });
    await expect(edit).toBeVisible();
    await expect(card!.contains(edit!)).toBe(true);
    await expect(within(card!).getByRole('button', { name: /^Delete / })).toBeVisible();
  },
};
