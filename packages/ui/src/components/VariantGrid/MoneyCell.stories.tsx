import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoneyCell, type MoneyCellProps } from './MoneyCell';
import { GridCellFrame } from './VariantGrid.fixtures';

/**
 * The $ cell of the VariantGrid, alone: text at rest, an input while focused. It is drawn by the
 * grid's classes, so the story puts it in the grid's body, in a cell of the grid's width.
 */
function Cell({ value: initial, onChange, ...props }: MoneyCellProps) {
  const [value, setValue] = useState(initial);
  return (
    <GridCellFrame width={140}>
      <MoneyCell
        {...props}
        value={value}
        onChange={(text) => {
          onChange(text);
          setValue(text);
        }}
      />
    </GridCellFrame>
  );
}

const meta = {
  title: 'UI/Data/VariantGrid/MoneyCell',
  component: MoneyCell,
  render: (args) => <Cell {...args} />,
  args: {
    value: 1250,
    label: 'Regular price of Black / S',
    placeholder: '$0',
    readOnly: false,
    nav: { 'data-col': 0, tabIndex: 0 },
    onChange: fn(),
  },
} satisfies Meta<typeof MoneyCell>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Regular price of Black / S' });

/** At rest: the amount as text, with $ and thousands separators. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement)).not.toBeInstanceOf(HTMLInputElement);
    await expect(cell(canvasElement)).toHaveTextContent('$1,250.00');
  },
};

/** Empty: the hint, e.g. a carrier cost's fallback price. */
export const EmptyWithHint: Story = {
  args: { value: null, label: 'Regular price of Black / S', placeholder: '$5.00' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement)).toHaveAttribute('aria-placeholder', '$5.00');
    await expect(cell(canvasElement)).toHaveTextContent('$5.00');
  },
};

/** Focused: an input of the same name takes the text's place, the caret after the amount. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cell(canvasElement));
    await waitFor(() => expect(cell(canvasElement)).toHaveFocus());
    await expect(cell(canvasElement)).toBeInstanceOf(HTMLInputElement);
    await userEvent.type(cell(canvasElement), '5');
    await expect(cell(canvasElement)).toHaveValue('$12,505');
    await expect(args.onChange).toHaveBeenLastCalledWith('$1,2505');
  },
};

/** A row error: invalid, described by the row's message. */
export const Invalid: Story = {
  args: { value: '', invalid: true },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Read-only: focusable text that never becomes an input. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    cell(canvasElement).focus();
    await userEvent.keyboard('9');
    await expect(cell(canvasElement)).not.toBeInstanceOf(HTMLInputElement);
    await expect(cell(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
