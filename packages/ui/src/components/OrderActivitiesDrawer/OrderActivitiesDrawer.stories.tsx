import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderActivitiesDrawer, type OrderEntityLog } from './OrderActivitiesDrawer';

const LOGS: OrderEntityLog[] = [
  { id: 3, created_at: '2026-03-04T16:20:00', message: 'The order has been transferred to ready' },
  { id: 2, created_at: '2026-03-03T10:02:45', message: 'Customer infor has been updated' },
  { id: 1, created_at: '2026-03-02T09:15:00', message: 'Order has been paused' },
];

const meta = {
  title: 'UI/Orders/OrderActivitiesDrawer',
  component: OrderActivitiesDrawer,
  args: { open: true, onClose: fn(), orderId: 1041, logs: LOGS },
  argTypes: { logs: { control: false }, error: { control: 'text' } },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof OrderActivitiesDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: 'Activities N001041' })).toBeVisible();
    const items = within(body.getByRole('list', { name: 'Activities' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('04 Mar 2026, 16:20:00');
    await expect(items[0]).toHaveTextContent('The order has been transferred to ready');
    await expect(body.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** More logs than loaded: Load more asks for the next ones. */
export const MoreToLoad: Story = {
  args: { total: 12, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Load more' }),
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { logs: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('status', { name: 'Loading activities' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { logs: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByText('No activities yet'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { logs: [], error: 'Could not load activities', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('Could not load activities');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
