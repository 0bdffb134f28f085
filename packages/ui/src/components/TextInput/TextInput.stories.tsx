import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/Form/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Site name', placeholder: 'My shop', onChange: fn() },
  argTypes: { prefix: { control: 'text' }, suffix: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'Cool Tees' } };
export const WithPrefix: Story = {
  args: { 'aria-label': 'Domain', prefix: 'https://', placeholder: 'shop.example.com' },
};
export const WithSuffix: Story = {
  args: { 'aria-label': 'Discount', suffix: '%', defaultValue: '10' },
};
export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'http://insecure.example.com' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'https://read-only.example.com' },
};
/** A value the user may read and copy but not change, e.g. a site's Domain or API key. */
export const ReadOnly: Story = {
  args: { 'aria-label': 'Domain', readOnly: true, value: 'sunny-tees.myshopify.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Domain' });
    await expect(input).toHaveAttribute('readonly');
  },
};
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Site name' });
    await userEvent.type(input, 'Mugs');
    await expect(input).toHaveValue('Mugs');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};
