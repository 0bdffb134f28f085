import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { variantHandlers } from '@podoffice/features/mocks';
import { RouteGuard } from '../packages/app/src/routes/RouteGuard';
import { routeTable } from '../packages/app/src/routes/routeTable';

// The app's own guard on the variants route (packages/app), not a copy: spec 2 §2 and §6 give the
// variant grid to Administrator and Listing; a Supporter, who reads the product type list, gets
// Access denied here (and the server refuses their save).

const variants = routeTable.find((route) => route.path === '/admin/product-types/:id/variants')!;

function VariantsRoute() {
  return <RouteGuard route={variants} />;
}

const meta = {
  title: 'Docs/Product type variants access',
  tags: ['!autodocs'],
  component: VariantsRoute,
  parameters: {
    router: { route: '/admin/product-types/1/variants', path: '/admin/product-types/:id/variants' },
  },
  beforeEach: ({ msw }) => msw.use(...variantHandlers()),
} satisfies Meta<typeof VariantsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Supporter opens a type's variants: Access denied, not the grid. */
export const SupporterAccessDenied: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.accessDenied)).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A Listing user gets the grid through the same guard. */
export const ListingSeesTheGrid: Story = {
  globals: { role: 'Listing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('grid', { name: 'Variants of Classic T-Shirt' }),
    ).toBeVisible();
  },
};
