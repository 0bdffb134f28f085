import type { ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { NavLink } from './NavLink';

describe('NavLink', () => {
  it('is a plain link without a router', () => {
    renderWithTheme(<NavLink path="/balance">Balance</NavLink>);
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/balance');
  });

  it('hands the path to onNavigate instead of reloading the page', async () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <NavLink path="/balance" onNavigate={onNavigate} aria-current="page">
        Balance
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Balance' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/balance');
  });

  it('leaves a click with a modifier key (new tab) to the browser', () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <NavLink path="/balance" onNavigate={onNavigate}>
        Balance
      </NavLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("renders through the app's renderLink with the attributes it must apply", () => {
    const renderLink = jest.fn((path: string, children: ReactNode, props: object) => (
      <a href={`#${path}`} data-router="yes" {...props}>
        {children}
      </a>
    ));
    renderWithTheme(
      <NavLink
        path="/sites"
        renderLink={renderLink}
        onNavigate={jest.fn()}
        aria-current="page"
        title="Sites"
      >
        Sites
      </NavLink>,
    );
    expect(renderLink).toHaveBeenCalledWith('/sites', 'Sites', {
      'aria-current': 'page',
      title: 'Sites',
    });
    expect(screen.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '#/sites');
  });
});
