import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'UI/Form/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Amount', onChange: fn() },
  argTypes: { prefix: { control: 'text' }, suffix: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The deposit amount of spec 1 §5: minimum 1, step 0.1, default 1000. */
export const Money: Story = { args: { prefix: '$', min: 1, step: 0.1, defaultValue: 1000 } };
export const Percent: Story = {
  args: { 'aria-label': 'Discount', suffix: '%', min: 0, max: 100, defaultValue: 15 },
};
export const Invalid: Story = { args: { prefix: '$', invalid: true, defaultValue: 0 } };
export const Disabled: Story = { args: { prefix: '$', disabled: true, defaultValue: 25 } };
export const TypingDecimals: Story = {
  args: { prefix: '$', min: 1, step: 0.1 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '99.9');
    await expect(args.onChange).toHaveBeenLastCalledWith(99.9);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
  },
};
