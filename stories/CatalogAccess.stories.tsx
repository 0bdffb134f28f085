import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogHandlers } from '@podoffice/features/mocks';
import { RouteGuard } from '../packages/app/src/routes/RouteGuard';
import { routeTable } from '../packages/app/src/routes/routeTable';

// The app's own guard on the catalog's routes (packages/app), not a copy: only users flagged
// is_special see the catalog (spec 2 §2, §6); the toolbar's role users carry no flag, so a
// Seller and an Administrator here get not-found.

const catalog = routeTable.find((route) => route.path === '/catalog')!;

function CatalogRoute() {
  return <RouteGuard route={catalog} />;
}

const meta = {
  title: 'Docs/Catalog access',
  tags: ['!autodocs'],
  component: CatalogRoute,
  parameters: { router: { route: '/catalog', path: '/catalog' } },
  beforeEach: ({ msw }) => msw.use(...catalogHandlers()),
} satisfies Meta<typeof CatalogRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller without is_special opens /catalog: not-found, not the grid. */
export const PlainSellerNotFound: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Catalog' })).toBeNull();
  },
};
