import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { UserRole } from '@podoffice/domain';
import { siteSettingsHandlers, usersByRole } from '@podoffice/features/mocks';
import { SignedInLayout } from '../packages/app/src/layout/SignedInLayout';

// The app's own signed-in frame (packages/app), not a copy: its menu comes from the route table
// for the story's role, exactly as a user of that role sees it after signing in. Each story pins
// the toolbar's role (globals) to its own, so the store's session and the menu agree.

function ShellFor({ role }: { role: UserRole }) {
  return <SignedInLayout user={usersByRole[role]} />;
}

const meta = {
  title: 'Docs/App shell per role',
  // AppShell.mdx is this file's docs page.
  tags: ['!autodocs'],
  component: ShellFor,
  parameters: { layout: 'fullscreen', router: { route: '/profile' } },
  beforeEach: ({ msw }) => msw.use(...siteSettingsHandlers()),
} satisfies Meta<typeof ShellFor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function menuLinks(canvasElement: HTMLElement) {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Every part of the menu: users, sites, balance, the app settings group. */
export const Administrator: Story = {
  args: { role: 'Administrator' },
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    await expect(await menuLinks(canvasElement)).toContain('Users');
  },
};

/** Their own sites and balance, and the site selector in the title bar. */
export const Seller: Story = {
  args: { role: 'Seller' },
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Site' }),
    ).toBeVisible();
    await expect(await menuLinks(canvasElement)).not.toContain('Users');
  },
};

export const Supplier: Story = { args: { role: 'Supplier' }, globals: { role: 'Supplier' } };
export const Supporter: Story = { args: { role: 'Supporter' }, globals: { role: 'Supporter' } };
export const Listing: Story = { args: { role: 'Listing' }, globals: { role: 'Listing' } };
export const Accounting: Story = { args: { role: 'Accounting' }, globals: { role: 'Accounting' } };

/**
 * The longest matching menu path wins: on /orders/trackings, /orders/import-history and
 * /orders/tranfers only their own entry is highlighted, not Internal Orders at /orders.
 */
export const AdministratorOnAnOrdersPage: Story = {
  args: { role: 'Administrator' },
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/orders/trackings' } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Main menu' }));
    const trackings = nav.getByRole('link', { name: 'Trackings' });
    const internal = nav.getByRole('link', { name: 'Internal Orders' });
    await expect(trackings).toHaveAttribute('aria-current', 'page');
    await expect(internal).not.toHaveAttribute('aria-current');
    const look = (link: HTMLElement) => {
      const style = getComputedStyle(link);
      return [style.backgroundColor, style.fontWeight, style.boxShadow].join(' ');
    };
    await expect(look(internal)).not.toBe(look(trackings));
    await expect(look(internal)).toBe(look(nav.getByRole('link', { name: 'Import History' })));
  },
};
