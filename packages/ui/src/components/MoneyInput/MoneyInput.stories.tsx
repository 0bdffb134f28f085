import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyInput } from './MoneyInput';

const meta = {
  title: 'UI/Form/MoneyInput',
  component: MoneyInput,
  args: { 'aria-label': 'Cost', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Spec 2 §5: supplier and carrier costs in $ with thousands separators. */
export const Filled: Story = { args: { value: 1234567.5 } };
export const Invalid: Story = { args: { value: 0, invalid: true } };
export const Disabled: Story = { args: { value: 25, disabled: true } };
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Cost' });
    await userEvent.type(input, '12500.75');
    await expect(input).toHaveValue('$12,500.75');
    await expect(args.onChange).toHaveBeenLastCalledWith(12500.75);
  },
};
