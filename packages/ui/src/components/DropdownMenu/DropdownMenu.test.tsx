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
    { key: 'archived', label: 'Archived', onSelect: jest.fn(), disabled: true },
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

  it('does not choose a disabled item and closes on an outside click', async () => {
    const { button } = setup();
    await userEvent.click(button);
    const archived = screen.getByRole('menuitem', { name: 'Archived' });
    expect(archived).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archived);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
