import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/Data/StatCard',
  component: StatCard,
  args: { label: 'Available', value: 12840.5, format: 'money' },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    format: { control: 'inline-radio', options: ['money', 'number', 'text'] },
    tone: {
      control: 'inline-radio',
      options: ['default', 'primary', 'success', 'warning', 'danger'],
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {};
export const WithHint: Story = {
  args: {
    label: 'Pending Deposit',
    value: 500,
    tone: 'warning',
    hint: '2 deposits wait for approval',
  },
};
export const Count: Story = {
  args: { label: 'Orders today', value: 1284, format: 'number', tone: 'primary' },
};
export const Loading: Story = { args: { loading: true } };
export const NoValue: Story = { args: { label: 'Paid', value: null } };
/** The four balance cards of spec 1 as they sit on the Balance screen. */
export const BalanceRow: Story = {
  parameters: { maxWidth: 1000 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      <StatCard label="Available" value={12840.5} format="money" tone="success" />
      <StatCard label="Pending" value={310.2} format="money" tone="warning" />
      <StatCard label="Paid" value={98200} format="money" tone="primary" />
      <StatCard label="Pending Deposit" value={1000} format="money" tone="default" />
    </div>
  ),
};
