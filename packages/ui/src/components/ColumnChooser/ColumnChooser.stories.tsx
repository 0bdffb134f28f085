import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';

const COLUMNS: ColumnChooserProps['columns'] = [
  { key: 'id', label: 'ID', pinned: 'start' },
  { key: 'status', label: 'Status' },
  { key: 'product', label: 'Product' },
  { key: 'customer', label: 'Customer' },
  { key: 'trackingCode', label: 'Tracking code' },
  { key: 'shippingMethod', label: 'Shipping method' },
  { key: 'cost', label: 'Cost' },
  { key: 'actions', label: 'Actions', pinned: 'end' },
];
const DEFAULT = ['id', 'status', 'product', 'customer', 'cost', 'actions'];

/** The choice held by the story, as a screen holds (and remembers) it. */
function Held(props: Omit<ColumnChooserProps, 'value'>) {
  const [value, setValue] = useState<string[]>([...props.defaultValue]);
  return (
    // At the end of its row, as over a table: the panel lines up with the button's end edge.
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minHeight: 420 }}
    >
      <ColumnChooser
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <p>Shown: {value.join(', ')}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Data/ColumnChooser',
  component: Held,
  args: { columns: COLUMNS, defaultValue: DEFAULT, onChange: fn() },
  argTypes: { columns: { control: false }, defaultValue: { control: false } },
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/**
 * A user adds Shipping method and moves it before Cost; ID and Actions stay first and last, and
 * 'Default columns' is offered once the choice differs.
 */
export const AddAndMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Columns/ }));
    const panel = await canvas.findByRole('dialog', { name: 'Columns shown' });
    const inPanel = within(panel);
    await expect(inPanel.getByRole('checkbox', { name: 'ID' })).toBeDisabled();
    await expect(inPanel.getByRole('button', { name: 'Default columns' })).toBeDisabled();
    await userEvent.click(inPanel.getByRole('checkbox', { name: 'Shipping method' }));
    await userEvent.click(inPanel.getByRole('button', { name: 'Move Shipping method up' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'id',
      'status',
      'product',
      'customer',
      'shippingMethod',
      'cost',
      'actions',
    ]);
    await expect(inPanel.getByRole('button', { name: 'Default columns' })).toBeEnabled();
  },
};
