import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { appSettingsFailure, appSettingsHandlers } from '../mocks';
import { TrackingSettingsScreen } from './TrackingSettingsScreen';

const meta = {
  title: 'Features/AppSettings/TrackingSettingsScreen',
  component: TrackingSettingsScreen,
  parameters: { router: { route: '/admin/tracking', path: '/admin/tracking' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...appSettingsHandlers()),
} satisfies Meta<typeof TrackingSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/tracking: the saved delay and key; Save says spec 1 §8's words. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^API key/)).toHaveValue('tm-demo-5f2c9a1e7b3d');
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(
      await within(document.body).findByText(MESSAGES.trackingSettingSaved.trim()),
    ).toBeVisible();
  },
};

/** Supporter and Listing open the page; only an Administrator changes the settings. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Only an Administrator changes the tracking service's settings.",
      ),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(appSettingsFailure('AppSettings', 'Something went wrong')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
