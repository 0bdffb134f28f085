import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Form/Switch',
  component: Switch,
  args: { label: 'Send mail', onChange: fn() },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Invalid: Story = { args: { invalid: true } };
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Notification' },
};
export const InFormField: Story = {
  args: { label: undefined },
  render: (args) => (
    <FormField
      label="Fulfill role"
      help="Removes the default 24-hour hold on orders after payment."
    >
      <Switch {...args} />
    </FormField>
  ),
};
export const Flips: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Send mail' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
