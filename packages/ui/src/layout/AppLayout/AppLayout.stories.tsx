import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLayout } from './AppLayout';
import { SiteSelector } from '../SiteSelector';
import { adminMenu, sellerMenu, sellerSites } from './AppLayout.fixtures';

const page = (
  <>
    <p>
      Available, Pending, Paid and Pending Deposit cards, filters and the balance table go here.
    </p>
    <p>The page scrolls under the sticky top bar; the left menu stays in view.</p>
  </>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    menuItems: adminMenu,
    currentPath: '/balance',
    title: 'Balance',
    userFirstName: 'Linh',
    onProfile: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onSearch: fn(),
    onNavigate: fn(),
    onSiderCollapsedChange: fn(),
    children: page,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, menu expanded to 220 px with labels. */
export const Expanded: Story = {};

/** The header, navigation, main (with the title bar's h1) and footer landmarks; no hamburger on a wide screen. */
export const Landmarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toBeVisible();
    await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // display: none on a wide screen takes the hamburger out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Side menu' })).toBeVisible();
  },
};

/** Desktop, menu collapsed to 80 px of icons; the toggle brings the labels back. */
export const Collapsed: Story = {
  args: { defaultSiderCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getBoundingClientRect().width).toBe(80);
    await expect(canvas.getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const toggle = canvas.getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onSiderCollapsedChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A page inside the Orders group. */
export const NestedPage: Story = {
  args: { currentPath: '/orders/trackings', title: 'Trackings' },
};

const onSiteChange = fn();

/** Sellers choose among their own sites in the title bar. */
export const SellerWithSiteSelector: Story = {
  args: {
    menuItems: sellerMenu,
    currentPath: '/orders',
    title: 'Internal Orders',
    siteSelector: <SiteSelector sites={sellerSites} currentSiteId="11" onChange={onSiteChange} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Site' }), 'Moonlight Mugs');
    await expect(onSiteChange).toHaveBeenCalledWith('12');
  },
};

/** The greeting is cut with an ellipsis instead of pushing the search box away. */
export const LongFirstName: Story = {
  args: { userFirstName: 'Maximilianus-Bartholomew-Alexandros' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByTitle('Hi, Maximilianus-Bartholomew-Alexandros')).toBeVisible();
  },
};

/** The skip link is the first stop of the tab order and shows when focused. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

/**
 * Below 992 px: the left menu becomes a drawer behind a hamburger. The layout follows its own
 * width, so this 390 px wide frame shows the phone layout on any screen.
 */
export const Mobile: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hi, Linh' })).toBeVisible();
  },
};

/** The drawer open on a phone: focus moves in, Escape closes it and returns focus. */
export const MobileDrawerOpen: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    menuItems: sellerMenu,
    siteSelector: <SiteSelector sites={sellerSites} currentSiteId="11" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const drawer = canvas.getByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect(within(drawer).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileDrawerEscape: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(hamburger).toHaveFocus();
  },
};
