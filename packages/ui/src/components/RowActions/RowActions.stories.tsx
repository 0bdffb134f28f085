import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RowActions } from './RowActions';

const meta = {
  title: 'UI/Data/RowActions',
  component: RowActions,
  args: {
    name: 'category Shirts',
    actions: [
      { key: 'edit', label: 'Edit', onSelect: fn() },
      { key: 'delete', label: 'Delete', onSelect: fn(), danger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 140, display: 'flex', justifyContent: 'flex-end', width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for category Shirts' }));
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  },
};

export const KeyboardDeletes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for category Shirts' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.actions[1]!.onSelect).toHaveBeenCalled();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const ManyActions: Story = {
  args: {
    name: 'Anna Nguyen',
    actions: [
      { key: 'edit', label: 'Edit', onSelect: fn() },
      { key: 'block', label: 'Block', onSelect: fn() },
      { key: 'delete', label: 'Delete', onSelect: fn(), danger: true, separatorBefore: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Anna Nguyen' }),
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
