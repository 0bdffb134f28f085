import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogHandlers } from '@podoffice/features/mocks';
import { RouteGuard } from '../packages/app/src/routes/RouteGuard';
import { routeTable } from '../packages/app/src/routes/routeTable';

// The app's own guard on the catalog's routes (packages/app), not a copy: only users flagged
// is_special see the catalog (spec 2 §2, §6); the toolbar's role users carry no flag, so a
// Seller and an Administrator here get not-found unless a story flags them
// (parameters.sessionUser).

const catalog = routeTable.find((route) => route.path === '/catalog')!;
const catalogDetail = routeTable.find((route) => route.path === '/catalog/:id')!;

function CatalogRoute() {
  return <RouteGuard route={catalog} />;
}

function CatalogDetailRoute() {
  return <RouteGuard route={catalogDetail} />;
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

/** An Administrator flagged is_special sees the card grid. */
export const SpecialAdministrator: Story = {
  globals: { role: 'Administrator' },
  parameters: { sessionUser: { is_special: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Catalog' }, { timeout: 5000 });
    await expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: '404' })).toBeNull();
  },
};

/** A plain seller opening a type's address directly gets not-found too. */
export const PlainSellerDetailNotFound: Story = {
  globals: { role: 'Seller' },
  render: () => <CatalogDetailRoute />,
  parameters: { router: { route: '/catalog/1', path: '/catalog/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Classic T-Shirt' })).toBeNull();
  },
};

/** A seller flagged is_special opens the type with its option picker. */
export const SpecialSellerDetail: Story = {
  globals: { role: 'Seller' },
  render: () => <CatalogDetailRoute />,
  parameters: {
    router: { route: '/catalog/1', path: '/catalog/:id' },
    sessionUser: { is_special: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Classic T-Shirt' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Color' })).toBeVisible();
  },
};
