import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardNewsFixtures } from '../../mocks';
import { DashboardNewsList } from './DashboardNewsList';

const meta = {
  title: 'Features/Dashboard/DashboardNewsList',
  component: DashboardNewsList,
  args: { items: dashboardNewsFixtures.slice(0, 3), total: 7, onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardNewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 3 of 7: each title links to its page, Load more asks for the next 3. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('list', { name: 'News' })).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/news/70',
      '/news/69',
      '/news/68',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Everything shown: no Load more. */
export const AllLoaded: Story = {
  args: { items: dashboardNewsFixtures, total: dashboardNewsFixtures.length },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Loading: Story = {
  args: { items: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the news')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: [], total: 0, error: 'News are unavailable', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('News are unavailable')).toBeVisible();
  },
};
