import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'UI/Navigation/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Hi, Anna',
    items: [
      { key: 'profile', label: 'Profile', onSelect: fn() },
      { key: 'password', label: 'Change Password', onSelect: fn() },
      { key: 'logout', label: 'Logout', onSelect: fn(), danger: true, separatorBefore: true },
    ],
  },
  argTypes: {
    label: { control: 'text' },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hi, Anna' }));
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  },
};
export const WithDisabledItem: Story = {
  args: {
    label: 'Actions',
    items: [
      { key: 'edit', label: 'Edit', onSelect: fn() },
      {
        key: 'fetch',
        label: 'Fetch product variants',
        onSelect: fn(),
        disabled: true,
        hint: 'Connect the site first',
      },
      { key: 'delete', label: 'Delete', onSelect: fn(), danger: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(
      canvas.getByRole('menuitem', { name: 'Fetch product variants Connect the site first' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
export const IconTrigger: Story = {
  args: {
    'aria-label': 'Row actions',
    variant: 'link',
    label: (
      <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </svg>
    ),
  },
};
export const KeyboardChooses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Hi, Anna' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.items[1]!.onSelect).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Hi, Anna' })).toHaveFocus();
  },
};
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Hi, Anna' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hi, Anna' })).toHaveFocus();
  },
};
