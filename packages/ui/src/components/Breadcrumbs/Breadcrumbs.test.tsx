import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named navigation whose links keep their address and the current page is marked', () => {
    renderWithTheme(
      <Breadcrumbs
        items={[{ label: 'Categories', href: '/admin/categories' }]}
        current="New category"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/admin/categories',
    );
    expect(screen.getByText('New category')).toHaveAttribute('aria-current', 'page');
  });

  it('hands a plain click to onNavigate, and lets a Ctrl click follow the address', async () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <Breadcrumbs items={[{ label: 'News', href: '/admin/news', onNavigate }]} current="Edit" />,
    );
    const link = screen.getByRole('link', { name: 'News' });
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/admin/news');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(link, ctrlClick);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(ctrlClick.defaultPrevented).toBe(false);
  });

  it('is a single back link without a current page', () => {
    renderWithTheme(<Breadcrumbs items={[{ label: 'News', href: '/admin/news' }]} />);
    expect(screen.getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
