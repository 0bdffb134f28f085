import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantPicker } from './VariantPicker';
import { TEE_ATTRIBUTES, TEE_VARIANTS } from './VariantPicker.fixtures';
import { pickerState, type PickerSelection } from './variantOptions';

interface Args {
  selection: PickerSelection;
  onChange: (selection: PickerSelection) => void;
}

/** The picker with its state worked out by pickerState, as the catalog and Change variant do. */
function Picker({ selection: initial, onChange }: Args) {
  const [selection, setSelection] = useState(initial);
  const { enabled } = pickerState(TEE_ATTRIBUTES, TEE_VARIANTS, selection);
  return (
    <VariantPicker
      attributes={TEE_ATTRIBUTES}
      selection={selection}
      enabled={enabled}
      onChange={(next) => {
        setSelection(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/VariantPicker',
  component: Picker,
  args: { selection: {}, onChange: fn() },
  argTypes: { selection: { control: 'object' } },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

/** Red has no L: with Red chosen, L is disabled; picking Red again clears the colour. */
export const ImpossibleCombinationDisabled: Story = {
  args: { selection: { color: 'Red' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'L' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Red', size: 'M' });
  },
};

export const AllChosen: Story = { args: { selection: { color: 'White', size: 'L' } } };
