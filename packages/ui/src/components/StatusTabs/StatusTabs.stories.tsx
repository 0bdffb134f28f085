import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTabs, type StatusTabsProps } from './StatusTabs';

const orderTabs: StatusTabsProps['tabs'] = [
  { key: 'all', label: 'All', count: 4821 },
  { key: 'pending_design', label: 'Pending Design', count: 12, status: 'pending_design' },
  { key: 'pending', label: 'Pending', count: 318, status: 'pending' },
  { key: 'processing', label: 'Processing', count: 1204, status: 'processing' },
  { key: 'in_production', label: 'In Production', count: 96, status: 'in_production' },
  { key: 'fulfilled', label: 'Fulfilled', count: 3011, status: 'fulfilled' },
  { key: 'cancelled', label: 'Cancelled', count: 170, status: 'cancelled' },
  { key: 'error', label: 'Error', count: 10, status: 'error' },
];

const meta = {
  title: 'UI/StatusTabs',
  component: StatusTabs,
  args: { tabs: orderTabs, value: 'all', onChange: fn(), 'aria-label': 'Order status' },
  argTypes: { value: { control: 'select', options: orderTabs.map((tab) => tab.key) } },
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The strip scrolls sideways only: content taller than the strip would show a vertical scrollbar. */
async function expectNoVerticalScroll(canvasElement: HTMLElement) {
  const strip = within(canvasElement).getByRole('tablist');
  await expect(strip.scrollHeight).toBeLessThanOrEqual(strip.clientHeight);
  const selected = within(strip).getByRole('tab', { selected: true });
  await expect(selected.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    strip.getBoundingClientRect().bottom,
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => expectNoVerticalScroll(canvasElement),
};
export const StatusSelected: Story = { args: { value: 'processing' } };
export const WithoutCounts: Story = {
  args: { tabs: orderTabs.map(({ key, label }) => ({ key, label })) },
};
export const OverflowingCount: Story = {
  args: {
    tabs: [
      { key: 'all', label: 'All', count: 12_500_000 },
      { key: 'delivered', label: 'Delivered', count: 9_999_999, status: 'delivered' },
      { key: 'exception', label: 'Failure', count: 0, status: 'exception' },
    ],
  },
};
/**
 * A broad search stops counting at 10,000 (issue 29): every count is then at least that many, and
 * says so.
 */
export const CountsAtLeast: Story = {
  args: {
    tabs: [
      { key: 'all', label: 'All', count: 10_000, atLeast: true },
      { key: 'pending', label: 'Pending', count: 1_430, status: 'pending', atLeast: true },
      { key: 'fulfilled', label: 'Fulfilled', count: 2_861, status: 'fulfilled', atLeast: true },
      { key: 'error', label: 'Error', count: 0, status: 'error', atLeast: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All 10,000+' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending 1,430+' })).toBeVisible();
  },
};
export const ManyTabsNarrow: Story = {
  args: {
    'aria-label': 'Tracking status',
    tabs: [
      'All',
      'Unknown',
      'Pre transit',
      'In Transit',
      'Available For Pickup',
      'Delivered',
      'Out For Delivery',
      'Return to Sender',
      'Failure',
      'Canceled',
      'Error',
    ].map((label, i) => ({ key: label, label, count: i * 37 })),
    value: 'All',
  },
  play: async ({ canvasElement }) => {
    await expectNoVerticalScroll(canvasElement);
    const strip = within(canvasElement).getByRole('tablist');
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

function Controlled(args: StatusTabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <StatusTabs
      {...args}
      value={value}
      onChange={(key) => {
        setValue(key);
        args.onChange(key);
      }}
    />
  );
}

export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /^All/ }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('pending');
    await expect(canvas.getByRole('tab', { name: /^Pending 318/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
