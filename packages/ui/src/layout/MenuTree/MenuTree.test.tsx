import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import type { MenuItem } from '../navigation';
import { MenuTree } from './MenuTree';

const items: MenuItem[] = [
  { key: 'home', label: 'Dashboard', path: '/dashboard' },
  { key: 'soon', label: 'Reports (soon)' },
  {
    key: 'settings',
    label: 'App Settings',
    children: [
      { key: 'mail', label: 'Mail', path: '/admin/settings?key=mail' },
      {
        key: 'more',
        label: 'More',
        children: [{ key: 'news', label: 'News', path: '/admin/news' }],
      },
    ],
  },
];

describe('MenuTree', () => {
  it('shows an entry without a path as text, not as a link', () => {
    renderWithTheme(<MenuTree items={items} />);
    expect(screen.getByText('Reports (soon)').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('opens every group on the way to the current page, however deep', () => {
    renderWithTheme(<MenuTree items={items} currentPath="/admin/news/edit/3" />);
    expect(screen.getByRole('button', { name: 'App Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  });

  it('matches entries whose path has a query string', () => {
    renderWithTheme(<MenuTree items={items} currentPath="/admin/settings?key=payment" />);
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapsed: an entry without an icon shows its initial and keeps its name', async () => {
    renderWithTheme(<MenuTree items={items} collapsed />);
    const home = screen.getByRole('link', { name: 'Dashboard' });
    expect(home).toHaveTextContent('DDashboard');
    await userEvent.click(screen.getByRole('button', { name: 'App Settings' }));
    expect(screen.getByRole('link', { name: 'Mail' })).toBeVisible();
  });
});
