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
/** Two decimals at rest; focus keeps the text (and a Tab's selection), typing shows it as typed. */
export const AtRestAndTyping: Story = {
  args: { value: 1234.5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Cost' });
    await expect(input).toHaveValue('$1,234.50');
    await userEvent.tripleClick(input);
    await expect(input).toHaveValue('$1,234.50');
    await expect(input.selectionEnd! - input.selectionStart!).toBe('$1,234.50'.length);
    await userEvent.keyboard('99.5');
    await expect(input).toHaveValue('$99.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(99.5);
    await userEvent.tab();
    await expect(input).toHaveValue('$99.50');
  },
};
