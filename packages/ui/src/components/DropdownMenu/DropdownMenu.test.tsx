import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

function setup() {
  const changePassword = jest.fn();
  const profile = jest.fn();
  const logout = jest.fn();
  const items: DropdownMenuItem[] = [
    { key: 'profile', label: 'Profile', onSelect: profile },
    { key: 'password', label: 'Change Password', onSelect: changePassword },
    {
      key: 'archived',
      label: 'Archived',
      onSelect: jest.fn(),
      disabled: true,
      hint: 'Held until 30 Nov, 14:05',
    },
    { key: 'logout', label: 'Logout', onSelect: logout, danger: true, separatorBefore: true },
  ];
  renderWithTheme(
    <>
      <DropdownMenu label="Hi, Anna" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return {
    changePassword,
    profile,
    logout,
    button: screen.getByRole('button', { name: 'Hi, Anna' }),
  };
}

describe('DropdownMenu', () => {
  it('is a menu button that opens on click with the first item focused', async () => {
    const { button, profile } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Hi, Anna' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(profile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves with arrows, Home, End and letters, and chooses with Enter', async () => {
    const { button, changePassword, logout } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Home}c');
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(changePassword).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows why a disabled item cannot be chosen, does not choose it, and closes on an outside click', async () => {
    const { button } = setup();
    await userEvent.click(button);
    const archived = screen.getByRole('menuitem', { name: 'Archived Held until 30 Nov, 14:05' });
    expect(archived).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archived);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('scrolls within the window when it is taller than the room on either side of its button', async () => {
    // jsdom has no layout: a 400 px window, the button at 150-180 px, a menu 500 px tall.
    const height = window.innerHeight;
    window.innerHeight = 400;
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const button = this.tagName === 'BUTTON';
        return {
          top: button ? 150 : 0,
          bottom: button ? 180 : 0,
          left: 10,
          right: 110,
          width: button ? 100 : 180,
          height: button ? 30 : 0,
        } as DOMRect;
      });
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'menu' ? 500 : 0;
      },
    });
    try {
      const { button } = setup();
      await userEvent.click(button);
      // Below is roomier (400 - 184 - 4 = 212 px against 142 above): the menu opens there and scrolls.
      const menu = screen.getByRole('menu');
      expect(menu).toHaveStyle({ top: '184px', maxHeight: '212px', overflowY: 'auto' });
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    } finally {
      rect.mockRestore();
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
      window.innerHeight = height;
    }
  });
});
