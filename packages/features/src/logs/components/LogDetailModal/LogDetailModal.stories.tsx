import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { makeActivityLogs, makeSystemLogs } from '../../mocks';
import { LogDetailModal } from './LogDetailModal';

const activity = makeActivityLogs()[1]!;
const system = makeSystemLogs()[3]!;

const meta = {
  title: 'Features/Logs/Components/LogDetailModal',
  component: LogDetailModal,
  args: {
    open: true,
    onClose: fn(),
    title: `Activity ${activity.id}`,
    facts: [
      { label: 'Date', value: 'Jun 30, 2024' },
      { label: 'Type', value: activity.type },
      { label: 'User', value: 'Alex Accounts (accounting@podoffice.test)' },
      { label: 'Changed', value: 'status' },
    ],
    blocks: [
      { label: 'Old data', text: activity.old_data },
      { label: 'New data', text: activity.new_data },
    ],
  },
} satisfies Meta<typeof LogDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An activity line: old and new data side by side, as indented JSON. */
export const Activity: Story = {
  play: async () => {
    const old = await screen.findByRole('region', { name: 'Old data' });
    await expect(old.textContent).toContain('"status": "Pending"');
  },
};

/** A system log line: its whole message. */
export const SystemLine: Story = {
  args: {
    title: `Log ${system.id}`,
    facts: [
      { label: 'Date', value: 'Jun 30, 2024' },
      { label: 'Type', value: system.type },
    ],
    blocks: [{ label: 'Message', text: system.message }],
  },
};

/** A creation: nothing before it. */
export const NoOldData: Story = {
  args: {
    blocks: [
      { label: 'Old data', text: null },
      { label: 'New data', text: activity.new_data },
    ],
  },
};
