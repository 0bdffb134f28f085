import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { SiteSelector } from '../SiteSelector';
import { adminMenu, sellerMenu, sellerSites } from './AppLayout.fixtures';

function setup(props: Partial<AppLayoutProps> = {}) {
  const handlers = { onChangePassword: jest.fn(), onLogout: jest.fn(), onNavigate: jest.fn() };
  const view = renderWithTheme(
    <AppLayout
      menuItems={adminMenu}
      currentPath="/balance"
      title="Balance"
      userFirstName="Linh"
      {...handlers}
      {...props}
    >
      <p>Page content</p>
    </AppLayout>,
  );
  return { ...handlers, ...view };
}

// A whole layout per test: slow when the shared machine is busy.
jest.setTimeout(20_000);

describe('AppLayout', () => {
  it('has the header, named navigation, main and footer landmarks, the page in main', () => {
    setup();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Balance' }),
    );
  });

  it('starts the tab order with a skip link that moves focus to the page', async () => {
    setup();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('highlights the current page in the menu and navigates through the app', async () => {
    const { onNavigate } = setup();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    expect(onNavigate).toHaveBeenCalledWith('/products');
  });

  it('collapses the menu to 80 px icons and back with the title bar toggle', async () => {
    const onSiderCollapsedChange = jest.fn();
    setup({ onSiderCollapsedChange });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveStyle({ width: '220px' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveStyle({ width: '80px' });
    expect(within(nav).getByRole('link', { name: 'Balance' })).toBeInTheDocument();
    expect(onSiderCollapsedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    expect(nav).toHaveStyle({ width: '220px' });
    expect(onSiderCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows siderCollapsed when the app keeps the state', async () => {
    const onSiderCollapsedChange = jest.fn();
    setup({ siderCollapsed: true, onSiderCollapsedChange });
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    await userEvent.click(toggle);
    expect(onSiderCollapsedChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a seller a selector of their own sites', async () => {
    const onSiteChange = jest.fn();
    setup({
      menuItems: sellerMenu,
      siteSelector: <SiteSelector sites={sellerSites} currentSiteId="12" onChange={onSiteChange} />,
    });
    const selector = screen.getByRole('combobox', { name: 'Site' });
    expect(selector).toHaveDisplayValue('Moonlight Mugs');
    await userEvent.selectOptions(selector, 'Sunny Tees');
    expect(onSiteChange).toHaveBeenCalledWith('11');
  });

  it('has no site selector for staff', () => {
    setup();
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('greets by first name; the user menu calls back for Change Password and Logout', async () => {
    const { onChangePassword, onLogout } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Linh' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Linh' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the same menu in a drawer from the hamburger, inside the layout', async () => {
    const { container } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(container.contains(drawer)).toBe(true);
    expect(within(drawer).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
