import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { TrackingSettingsForm } from './TrackingSettingsForm';

const meta = {
  title: 'Features/AppSettings/Components/TrackingSettingsForm',
  component: TrackingSettingsForm,
  args: {
    initialValues: { numberTime: 6, unit: 'hour', apiKey: 'tm-demo-5f2c9a1e7b3d' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof TrackingSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

/** A delay counted in days. */
export const InDays: Story = {
  args: { initialValues: { numberTime: 2, unit: 'day', apiKey: 'tm-demo-5f2c9a1e7b3d' } },
};

/** Never set: empty time and key; Save shows the spec's messages. */
export const ValidationMessages: Story = {
  args: { initialValues: { numberTime: undefined, unit: 'hour', apiKey: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save tracking settings' }));
    await expect(await canvas.findByText(MESSAGES.trackingTimeRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.trackingApiKeyRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
