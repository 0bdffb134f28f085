import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { sellerMenu } from '../AppLayout/AppLayout.fixtures';
import { MobileMenu } from './MobileMenu';

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  it('opens the menu in a modal drawer and moves focus into it', async () => {
    renderWithTheme(<MobileMenu items={sellerMenu} currentPath="/balance" header="POD Office" />);
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(hamburger());
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger()).toHaveAttribute('aria-controls', drawer.id);
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    renderWithTheme(<MobileMenu items={sellerMenu} />);
    await userEvent.click(hamburger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it('keeps Tab inside the drawer', async () => {
    renderWithTheme(<MobileMenu items={sellerMenu} />);
    await userEvent.click(hamburger());
    const close = screen.getByRole('button', { name: 'Close menu' });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Guideline & Policy' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('closes with its close button or a click on the backdrop', async () => {
    renderWithTheme(<MobileMenu items={sellerMenu} />);
    await userEvent.click(hamburger());
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(hamburger());
    await userEvent.click(screen.getByTestId('mobile-menu-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is followed, and the app router gets the path', async () => {
    const onNavigate = jest.fn();
    renderWithTheme(<MobileMenu items={sellerMenu} onNavigate={onNavigate} />);
    await userEvent.click(hamburger());
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    await userEvent.click(screen.getByRole('link', { name: 'Import History' }));
    expect(onNavigate).toHaveBeenCalledWith('/orders/import-history');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the current page changes', async () => {
    const { rerender } = renderWithTheme(
      <MobileMenu items={sellerMenu} currentPath="/dashboard" />,
    );
    await userEvent.click(hamburger());
    rerender(<MobileMenu items={sellerMenu} currentPath="/sites" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page behind from scrolling while open', async () => {
    renderWithTheme(<MobileMenu items={sellerMenu} />);
    await userEvent.click(hamburger());
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
