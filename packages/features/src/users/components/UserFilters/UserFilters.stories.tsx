import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { USER_ROLES } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { DEFAULT_USER_FILTERS, UserFilters, type UserFilterValues } from './UserFilters';

const meta = {
  title: 'Features/Users/UserFilters',
  component: UserFilters,
  args: { value: DEFAULT_USER_FILTERS, onChange: fn() },
  parameters: { app: false },
  // The bar is controlled: the story keeps the filters, as the screen keeps them in the address.
  render: function Controlled(args) {
    const [value, setValue] = useState<UserFilterValues>(args.value);
    return (
      <UserFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof UserFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active users of every role: the default, so Reset is off. */
export const Default: Story = {
  args: { actions: <Button variant="primary">New User</Button> },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await expect(bar.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

/** Blocked sellers named Sam, as a shared link gives them. */
export const Filtered: Story = {
  args: { value: { status: 'Inactive', role: 'Seller', search: 'sam' } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    await expect(bar.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Seller');
    await expect(bar.getByRole('searchbox', { name: 'Search users' })).toHaveValue('sam');
    await userEvent.click(bar.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_USER_FILTERS);
  },
};

/** The role filter never offers the internal Authenticated role (spec 1 §2). */
export const RoleChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.click(bar.getByRole('combobox', { name: 'Role' }));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['All roles', ...USER_ROLES]);
    await expect(options.map((o) => o.textContent)).not.toContain('Authenticated');
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Seller' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_USER_FILTERS,
      role: 'Seller',
    });
  },
};

/** The search applies once typing pauses, trimmed. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.type(bar.getByRole('searchbox', { name: 'Search users' }), ' ada ');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_USER_FILTERS, search: 'ada' }),
    );
  },
};
