import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  siteSettingsFailure,
  siteSettingsHandlers,
  siteSettingsLoading,
  siteSettingsSites,
} from '../mocks';
import { SellerSettingsScreen } from './SellerSettingsScreen';

const meta = {
  title: 'Features/Site settings/SellerSettingsScreen',
  component: SellerSettingsScreen,
  globals: { role: 'Seller' },
  parameters: { router: { route: '/settings', path: '/settings' } },
  beforeEach: ({ msw }) => {
    msw.use(...siteSettingsHandlers());
  },
} satisfies Meta<typeof SellerSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API keys of the seller's api and import sites. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Sunny Tees API' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sunny Tees CSV' })).toBeVisible();
  },
};

/** Generating a key: 'Your settings saved'. */
export const GenerateFlow: Story = {
  play: async ({ canvasElement }) => {
    const csv = within(
      await within(canvasElement).findByRole('region', { name: 'Sunny Tees CSV' }),
    );
    await userEvent.click(csv.getByRole('button', { name: 'Generate Api key' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.settingsSaved)).toBeVisible());
  },
};

/** A seller with shops only. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...siteSettingsHandlers({ sites: siteSettingsSites.slice(0, 2) }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No sites without a shop yet'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsLoading('SiteApiKeys'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your API keys' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsFailure('SiteApiKeys', 'API keys are unavailable right now'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('API keys are unavailable right now'),
    ).toBeVisible();
  },
};
