import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userLevelFixtures } from '../../mocks';
import { LevelsTable } from './LevelsTable';

const meta = {
  title: 'Features/Levels/LevelsTable',
  component: LevelsTable,
  args: { levels: userLevelFixtures, onEdit: fn(), onDelete: fn() },
  parameters: { app: false },
} satisfies Meta<typeof LevelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const Managed: Story = {
  args: { canManage: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for level Gold' }),
    );
    await userEvent.click(within(canvasElement).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Gold' }));
  },
};
export const Loading: Story = { args: { levels: [], loading: true } };
export const Empty: Story = { args: { levels: [] } };
export const Failed: Story = {
  args: { levels: [], error: 'Levels are unavailable right now', onRetry: fn() },
};
