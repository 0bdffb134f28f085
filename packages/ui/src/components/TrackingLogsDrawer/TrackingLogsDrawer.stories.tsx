import { TRACKING_STATUSES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackingLogsDrawer, type TrackingLog } from './TrackingLogsDrawer';
import { openDialog } from '../../../../../.storybook/play';

const LOGS: TrackingLog[] = [
  {
    id: 4,
    created_at: '2026-03-06T14:05:12',
    status: 'delivered',
    message: 'Delivered, front door, PORTLAND, OR 97201',
  },
  {
    id: 3,
    created_at: '2026-03-06T07:40:00',
    status: 'out_for_delivery',
    message: 'Out for delivery, PORTLAND, OR 97201',
  },
  {
    id: 2,
    created_at: '2026-03-04T21:13:45',
    status: 'in_transit',
    message: 'Arrived at USPS regional facility, SEATTLE WA NETWORK DISTRIBUTION CENTER',
  },
  { id: 1, created_at: '2026-03-03T10:02:45', status: null, message: 'Shipping label created' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Fifty events, newest first, four a day. */
const LONG_HISTORY: TrackingLog[] = Array.from({ length: 50 }, (_, i) => ({
  id: 50 - i,
  created_at: `2026-03-${pad(20 - Math.floor(i / 4))}T${pad(22 - (i % 4) * 5)}:${pad((i * 7) % 60)}:00`,
  status: TRACKING_STATUSES[i % TRACKING_STATUSES.length],
  message: `Scan ${50 - i}: processed through facility ${100 + i}`,
}));

const meta = {
  title: 'UI/Orders/TrackingLogsDrawer',
  component: TrackingLogsDrawer,
  args: {
    open: true,
    onClose: fn(),
    trackingCode: '9400111899223197428490',
    carrierName: 'USPS',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    logs: LOGS,
  },
  argTypes: { logs: { control: false }, error: { control: 'text' } },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof TrackingLogsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its date, where the parcel was and what the service said. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(
      body.getByRole('heading', { name: 'Tracking log 9400111899223197428490' }),
    ).toBeVisible();
    const link = body.getByRole('link', { name: 'Track on carrier site' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const items = within(body.getByRole('list', { name: 'Tracking events' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('06 Mar 2026, 14:05:12');
    await expect(items[0]).toHaveTextContent('Delivered');
    await expect(items[3]).toHaveTextContent('Shipping label created');
  },
};

export const Empty: Story = {
  args: { logs: [] },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).getByText('No tracking events yet'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { logs: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).getByRole('status', { name: 'Loading tracking events' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { logs: [], error: 'Could not load the tracking events', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent('Could not load the tracking events');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Fifty events: the drawer's body scrolls, its header stays. */
export const LongHistory: Story = {
  args: { logs: LONG_HISTORY },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const list = body.getByRole('list', { name: 'Tracking events' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    let scroller = list.parentElement;
    while (scroller && getComputedStyle(scroller).overflowY !== 'auto') {
      scroller = scroller.parentElement;
    }
    await expect(scroller).not.toBeNull();
    await expect(scroller!.scrollHeight).toBeGreaterThan(scroller!.clientHeight);
  },
};
