import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { adminMenu } from '../AppLayout/AppLayout.fixtures';
import { Sider } from './Sider';

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Sider', () => {
  it('is a named navigation landmark, 220 px wide with icons and labels', () => {
    renderWithTheme(<Sider items={adminMenu} currentPath="/dashboard" />);
    expect(nav()).toHaveStyle({ width: '220px' });
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Balance' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the group that holds the current page and marks the most specific entry', () => {
    renderWithTheme(<Sider items={adminMenu} currentPath="/orders/trackings" />);
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Trackings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Internal Orders' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: 'App Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
  });

  it('opens and closes a group from the keyboard', async () => {
    renderWithTheme(<Sider items={adminMenu} currentPath="/dashboard" />);
    const group = screen.getByRole('button', { name: 'App Settings' });
    group.focus();
    await userEvent.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/admin/news');
    await userEvent.keyboard(' ');
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of a page reached later', () => {
    const { rerender } = renderWithTheme(<Sider items={adminMenu} currentPath="/dashboard" />);
    rerender(<Sider items={adminMenu} currentPath="/admin/news" />);
    expect(screen.getByRole('button', { name: 'App Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapsed: 80 px of icons whose links keep their names', () => {
    renderWithTheme(<Sider items={adminMenu} currentPath="/balance" collapsed />);
    expect(nav()).toHaveStyle({ width: '80px' });
    const balance = screen.getByRole('link', { name: 'Balance' });
    expect(balance).toHaveAttribute('aria-current', 'page');
    expect(balance).toHaveAttribute('title', 'Balance');
  });

  it('collapsed: a group opens as a panel that Escape closes, giving focus back', async () => {
    renderWithTheme(<Sider items={adminMenu} currentPath="/dashboard" collapsed />);
    const orders = screen.getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Internal Orders' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(orders).toHaveFocus();
  });

  it('collapsed: one panel at a time, closed by a click elsewhere or by following a link', async () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <>
        <Sider items={adminMenu} currentPath="/dashboard" collapsed onNavigate={onNavigate} />
        <p>Page</p>
      </>,
    );
    const orders = screen.getByRole('button', { name: 'Orders' });
    const settings = screen.getByRole('button', { name: 'App Settings' });
    await userEvent.click(orders);
    await userEvent.click(settings);
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page'));
    expect(settings).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(orders);
    await userEvent.click(screen.getByRole('link', { name: 'Tranfers' }));
    expect(onNavigate).toHaveBeenCalledWith('/orders/tranfers');
    expect(orders).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes through the app router when given onNavigate', async () => {
    const onNavigate = jest.fn();
    renderWithTheme(<Sider items={adminMenu} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Connect Sites' }));
    expect(onNavigate).toHaveBeenCalledWith('/sites');
  });
});
