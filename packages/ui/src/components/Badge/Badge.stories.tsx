import type { Meta, StoryObj } from '@storybook/react-vite';
import { statusColors, type StatusName } from '../../theme';
import { Badge } from './Badge';

const statuses = Object.keys(statusColors) as StatusName[];

const meta = {
  title: 'UI/Data/Badge',
  component: Badge,
  args: { status: 'Pending' },
  argTypes: { status: { control: 'select', options: statuses }, children: { control: 'text' } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approved: Story = { args: { status: 'Approved' } };
export const Denied: Story = { args: { status: 'Denied' } };
export const OrderStatus: Story = { args: { status: 'in_production' } };
export const CustomText: Story = { args: { status: 'Connected', children: 'Connected site' } };
export const UnknownStatus: Story = { args: { status: 'archived' } };
/** Every status the theme knows, to review their colours side by side. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statuses.map((status) => (
        <Badge key={status} status={status} />
      ))}
    </div>
  ),
};
