import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dashboardFailure,
  dashboardHandlers,
  dashboardLoading,
  dashboardNewsFailure,
  emptyDashboard,
  supplierDashboardHandlers,
  supplierDashboardLoading,
  supplierStatsFailure,
} from '../mocks';
import { APP_LAYOUT_EMBEDDING, EmbeddingProvider } from '../../embed/embedding';
import { DashboardScreen } from './DashboardScreen';
import { expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { router: { route: '/dashboard', path: '/dashboard' } },
  globals: { role: 'Administrator' },
  // A fixed today, so the default range (the last 30 days) and the chart read the same each run.
  args: { today: '2026-03-20' },
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(), ...supplierDashboardHandlers()),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator: the Admin Dashboard, each count a link to the orders list on its tab. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Pending 410' })).toHaveAttribute(
      'href',
      '/orders?tab=pending&range=any',
    );
    await expect(
      within(await canvas.findByRole('list', { name: 'External Order' })).getByRole('link'),
    ).toHaveAttribute('href', '/admin/orders/external');
  },
};

export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'External Order' })).toBeVisible();
  },
};

/**
 * A Supplier: the Internal Order card of their tabs, then the last 30 days' revenue by week, the
 * pending and approved amounts, the top product types (5 of 10 a page, and the top 10 + Other
 * list) and the news, 3 per load.
 */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Supplier Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ready 140' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Pending \d/ })).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: 'Date range: Last 30 days' }),
    ).toBeVisible();
    // 19 Feb to 20 Mar 2026 by week: five weeks from Monday 16 February.
    const series = await canvas.findByRole('table', { name: 'Revenue by period' });
    await expect(within(series).getAllByRole('row')).toHaveLength(6);
    await expect(within(series).getAllByRole('row')[1]).toHaveTextContent('16 02 2026$120.00');
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await expect(canvas.getByText('$2,450.50')).toBeVisible();
    await expect(canvas.getByText('$9,120.75')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Top Product Types' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const shares = canvas.getByRole('list', { name: 'Top 10 Product Types' });
    await expect(within(shares).getAllByRole('listitem')).toHaveLength(11);
    const news = canvas.getByRole('list', { name: 'News' });
    await expect(within(news).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(news).getAllByRole('link')).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(news).getAllByRole('link')).toHaveLength(7));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/**
 * In the app's layout, whose title bar names the dashboard by its kind: no title of its own, and the
 * cards' headings one level below the bar's.
 */
export const SupplierInAppLayout: Story = {
  globals: { role: 'Supplier' },
  decorators: [
    (Story) => (
      <EmbeddingProvider value={APP_LAYOUT_EMBEDDING}>
        <Story />
      </EmbeddingProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Internal Order', level: 2 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'News', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Supplier Dashboard' })).toBeNull();
  },
};

/** A Supplier with no orders in the range and no news: zero figures and empty panels. */
export const SupplierEmpty: Story = {
  globals: { role: 'Supplier' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...dashboardHandlers(emptyDashboard, emptyDashboard),
      ...supplierDashboardHandlers({ empty: true, news: [] }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('No orders in this range')).toHaveLength(2);
    await expect(await canvas.findByText('No news yet')).toBeVisible();
    // Revenue, Pending and Approved (the series' hidden table holds more zeros).
    await expect(canvas.getAllByText('$0.00').length).toBeGreaterThanOrEqual(3);
  },
};

export const SupplierLoading: Story = {
  globals: { role: 'Supplier' },
  beforeEach: ({ msw }) => msw.use(...supplierDashboardLoading()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading the revenue')).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Loading the news')).toBeInTheDocument();
  },
};

/**
 * Spec 2 §8: a failed figures load only stops the loading state (the message in place, Try again);
 * a failed news load is the 'ERROR' notification with the server's message.
 */
export const SupplierError: Story = {
  globals: { role: 'Supplier' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...supplierStatsFailure('The figures are unavailable'),
      dashboardNewsFailure('News are unavailable'),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('The figures are unavailable').length).toBeGreaterThan(0);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('ERROR')).toBeVisible();
    await expect(body.getAllByText('News are unavailable').length).toBeGreaterThan(0);
  },
};

/**
 * At 1440 px the page's content is about 1,170 px beside the sider: the Top Product Types are the
 * spec's table (5 rows a page), not a column of tall cards.
 */
export const SupplierDesktop: Story = {
  globals: { role: 'Supplier' },
  decorators: [
    (Story) => (
      <div style={{ width: 1170 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Top Product Types' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .filter((row) => row.closest('tbody')),
      ).toHaveLength(5),
    );
    for (const row of within(table).getAllByRole('row')) {
      await expect(getComputedStyle(row).display).toBe('table-row');
    }
    await expect(within(table).getByRole('columnheader', { name: 'Total Order' })).toBeVisible();
    await expect(table.getBoundingClientRect().height).toBeLessThan(420);
  },
};

export const SupplierPhone: Story = {
  ...phoneStory,
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Top Product Types' });
    await expectFitsPhone(canvasElement);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(emptyDashboard)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = within(await canvas.findByRole('list', { name: 'Internal Order' }));
    await expect(internal.getByRole('link', { name: 'All 0' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(dashboardLoading()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the dashboard'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(dashboardFailure('The dashboard is unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard is unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Internal Order' });
    await expectFitsPhone(canvasElement);
  },
};
