import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TopBar } from './TopBar';

const setup = (props: Partial<Parameters<typeof TopBar>[0]> = {}) => {
  const handlers = { onChangePassword: jest.fn(), onLogout: jest.fn(), onSearch: jest.fn() };
  renderWithTheme(<TopBar userFirstName="Linh" {...handlers} {...props} />);
  return handlers;
};

describe('TopBar', () => {
  it('is the banner landmark with the logo linking home', () => {
    setup();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'POD Office' })).toHaveAttribute('href', '/dashboard');
  });

  it('greets the user by first name and offers Change Password and Logout', async () => {
    const { onChangePassword, onLogout } = setup();
    const menuButton = screen.getByRole('button', { name: 'Hi, Linh' });
    await userEvent.click(menuButton);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change Password',
      'Logout',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);

    menuButton.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('offers Profile first when the app gives a way to it', async () => {
    const onProfile = jest.fn();
    renderWithTheme(
      <TopBar
        userFirstName="Linh"
        onProfile={onProfile}
        onChangePassword={jest.fn()}
        onLogout={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Linh' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Change Password',
      'Logout',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onProfile).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed search text on Enter from a labelled search box', async () => {
    const { onSearch } = setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  order 1042 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('order 1042');
  });

  it('keeps a long first name whole in the tooltip', () => {
    setup({ userFirstName: 'Maximilianus-Bartholomew' });
    expect(screen.getByTitle('Hi, Maximilianus-Bartholomew')).toBeInTheDocument();
  });

  it('shows what it is given before the logo, and routes the logo through the app', async () => {
    const onNavigate = jest.fn();
    setup({
      start: <button type="button">Open menu</button>,
      onNavigate,
      logo: 'Acme POD',
      homePath: '/home',
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Acme POD' }));
    expect(onNavigate).toHaveBeenCalledWith('/home');
  });
});
