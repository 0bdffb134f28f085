import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { siteSettingsFailure, siteSettingsHandlers, siteSettingsLoading } from '../mocks';
import { CurrentSiteSelector } from './CurrentSiteSelector';

const meta = {
  title: 'Features/Site settings/CurrentSiteSelector',
  component: CurrentSiteSelector,
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    // Each story starts from no kept site, whatever an earlier story picked.
    window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
    msw.use(...siteSettingsHandlers());
  },
} satisfies Meta<typeof CurrentSiteSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const selector = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Site' });

/** The seller's own sites; the first is current until another is picked. */
export const OwnSites: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(selector(canvasElement)).toHaveDisplayValue('Sunny Tees'));
    await userEvent.selectOptions(selector(canvasElement), 'Sunny Tees API');
    await expect(selector(canvasElement)).toHaveDisplayValue('Sunny Tees API');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsLoading('CurrentSiteOptions'));
  },
  play: async ({ canvasElement }) => {
    await expect(selector(canvasElement)).toBeDisabled();
  },
};

/** A new seller without sites. */
export const NoSites: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...siteSettingsHandlers({ sites: [] }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(selector(canvasElement)).toHaveDisplayValue('No sites yet'));
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(siteSettingsFailure('CurrentSiteOptions', 'Sites are unavailable right now'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(selector(canvasElement)).toHaveDisplayValue('Sites unavailable'));
  },
};
