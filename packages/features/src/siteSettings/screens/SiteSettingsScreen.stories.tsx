import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { siteSettingsFailure, siteSettingsHandlers, siteSettingsLoading } from '../mocks';
import { SiteSettingsScreen } from './SiteSettingsScreen';

const at = (siteId: string, search = '') => ({
  router: { route: `/sites/${siteId}/settings${search}`, path: '/sites/:id/settings' },
});

const meta = {
  title: 'Features/Site settings/SiteSettingsScreen',
  component: SiteSettingsScreen,
  globals: { role: 'Seller' },
  parameters: at('11'),
  beforeEach: ({ msw }) => {
    msw.use(...siteSettingsHandlers());
  },
} satisfies Meta<typeof SiteSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab names, once the selected tab's content (the email form loads lazily) is there. */
const tabs = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('tablist', { name: 'Site settings' });
  const panel = await canvas.findByRole('tabpanel');
  await waitFor(() => {
    expect(panel.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
    expect(panel.querySelector('form, input, [role="status"]')).not.toBeNull();
  });
  return {
    canvas,
    names: within(list)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  };
};

/** A seller's shop: Email notification and Fulfill role (no API key for an online site). */
export const SellerShop: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, names } = await tabs(canvasElement);
    await expect(names).toEqual(['Email notification', 'Fulfill role']);
    await expect(
      canvas.getByRole('switch', { name: 'Send the Order received mail' }),
    ).toBeChecked();
  },
};

/** A site that never changed its settings: the defaults. */
export const Defaults: Story = {
  parameters: at('12'),
  play: async ({ canvasElement }) => {
    const { canvas } = await tabs(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Send the Order received mail' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '1 day' })).toBeChecked();
  },
};

/** A seller's api site adds the Generate Api key tab, with the key. */
export const SellerApiSite: Story = {
  parameters: at('15', '?tab=api-key'),
  play: async ({ canvasElement }) => {
    const { canvas, names } = await tabs(canvasElement);
    await expect(names).toEqual(['Email notification', 'Fulfill role', 'Generate Api key']);
    await expect(canvas.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toBeVisible();
  },
};

/** The Fulfill role tab of a site that has the role: no 24-hour hold. */
export const FulfillRoleOn: Story = {
  parameters: at('15', '?tab=fulfill-role'),
  play: async ({ canvasElement }) => {
    const { canvas } = await tabs(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Fulfill role' })).toBeChecked();
  },
};

/** An Administrator edits a seller's site and reads its API key, with no way to renew it. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  parameters: at('15', '?tab=api-key'),
  play: async ({ canvasElement }) => {
    const { canvas } = await tabs(canvasElement);
    await expect(canvas.getByText(/Seller: Sam Seller/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toHaveValue(
      'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    );
    await expect(canvas.queryByRole('button', { name: /Generate/ })).toBeNull();
  },
};

/** Saving: 'Site settings has been updated'. */
export const SaveFlow: Story = {
  parameters: at('12'),
  play: async ({ canvasElement }) => {
    const { canvas } = await tabs(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Send the Order shipped mail' }));
    await userEvent.type(canvas.getByLabelText(/^Order shipped message/), 'On its way!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.siteSettingsUpdated)).toBeVisible());
  },
};

/** An enabled mail without a message: 'Please enter message'. */
export const ValidationMessages: Story = {
  parameters: at('12'),
  play: async ({ canvasElement }) => {
    const { canvas } = await tabs(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Send the Order received mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.mailMessageRequired)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsLoading('GetSiteSetting'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the site settings' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsFailure('GetSiteSetting', 'Settings are unavailable right now'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Settings are unavailable right now'),
    ).toBeVisible();
  },
};

/** Another seller's site reads as a missing one. */
export const OtherSellersSite: Story = {
  parameters: at('13'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(SERVER_MESSAGES.siteNotFound),
    ).toBeVisible();
  },
};
