import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RowSelectionState } from '@podoffice/ui';
import { makeAttributeCatalogue } from '../../mocks';
import { AttributeTable, type AttributeTableProps } from './AttributeTable';

const { attributes } = makeAttributeCatalogue(20);

function Selectable(props: AttributeTableProps) {
  const [selection, setSelection] = useState<RowSelectionState>(props.selection);
  return (
    <AttributeTable
      {...props}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Attributes/Components/AttributeTable',
  component: AttributeTable,
  args: {
    attributes: attributes.slice(0, 20),
    total: attributes.length,
    page: 1,
    onPageChange: fn(),
    selection: {},
    onSelectionChange: fn(),
  },
  render: (args) => <Selectable {...args} />,
} satisfies Meta<typeof AttributeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const SomeSelected: Story = {
  args: { selection: { [attributes[0]!.id]: true, [attributes[2]!.id]: true } },
};
export const Loading: Story = { args: { attributes: [], total: 0, loading: true } };
export const Empty: Story = { args: { attributes: [], total: 0 } };
export const LoadError: Story = {
  args: { attributes: [], total: 0, error: 'Attributes are unavailable', onRetry: fn() },
};
export const SelectsRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = attributes[0]!;
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select attribute ${first.name}` }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ [first.id]: true });
    await expect(
      canvas.getByRole('link', { name: `Edit attribute ${first.name}` }),
    ).toHaveAttribute('href', `/admin/attribute/edit/${first.id}`);
  },
};
