import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Form/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onChange: fn() },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: 'Select all', indeterminate: true } };
export const Invalid: Story = { args: { label: 'I accept the policy', invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Select order 1042' },
};
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
