import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectCell, type SelectCellProps } from './SelectCell';
import { GridCellFrame } from './VariantGrid.fixtures';

/**
 * The Default partner cell of the VariantGrid, alone: the chosen name at rest, a native select
 * while focused. Drawn by the grid's classes, so the story puts it in the grid's body.
 */
function Cell({ value: initial, onChange, ...props }: SelectCellProps) {
  const [value, setValue] = useState(initial);
  return (
    <GridCellFrame width={180}>
      <SelectCell
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </GridCellFrame>
  );
}

const meta = {
  title: 'UI/Data/VariantGrid/SelectCell',
  component: SelectCell,
  render: (args) => <Cell {...args} />,
  args: {
    value: 'p1',
    options: [
      { value: '', label: 'None' },
      { value: 'p1', label: 'Printify' },
      { value: 'p2', label: 'CustomCat' },
    ],
    label: 'Default partner of Black / S',
    readOnly: false,
    nav: { 'data-col': 1, tabIndex: 0 },
    onChange: fn(),
  },
} satisfies Meta<typeof SelectCell>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Default partner of Black / S' });

/** At rest: the chosen partner's name with the select's arrow. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement)).not.toBeInstanceOf(HTMLSelectElement);
    await expect(cell(canvasElement)).toHaveTextContent('Printify');
  },
};

/** None chosen. */
export const NoneChosen: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement)).toHaveTextContent('None');
  },
};

/** Focused: a select of the same name takes the text's place; a choice is sent at once. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    cell(canvasElement).focus();
    await waitFor(() => expect(cell(canvasElement)).toBeInstanceOf(HTMLSelectElement));
    await expect(cell(canvasElement)).toHaveFocus();
    await userEvent.selectOptions(cell(canvasElement), 'CustomCat');
    await expect(args.onChange).toHaveBeenLastCalledWith('p2');
    await expect(cell(canvasElement)).toHaveValue('p2');
  },
};

/** Read-only: focusable text that never becomes a select. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    cell(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(canvasElement)).not.toBeInstanceOf(HTMLSelectElement);
    await expect(cell(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
