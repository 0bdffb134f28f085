import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { sellerSites } from '../AppLayout/AppLayout.fixtures';
import { SiteSelector } from '../SiteSelector';
import { TitleBar } from './TitleBar';

describe('TitleBar', () => {
  it('shows the page title as the h1, without toggle or site selector by default', () => {
    renderWithTheme(<TitleBar title="Balance" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('has a collapse toggle that reports the side menu state with aria-expanded', async () => {
    const onToggleSider = jest.fn();
    const { rerender } = renderWithTheme(
      <TitleBar title="Balance" onToggleSider={onToggleSider} siderId="sider" />,
    );
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'sider');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggleSider).toHaveBeenCalledTimes(1);
    rerender(<TitleBar title="Balance" onToggleSider={onToggleSider} siderCollapsed />);
    expect(screen.getByRole('button', { name: 'Side menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the site selector and the page actions at the end of the bar', () => {
    renderWithTheme(
      <TitleBar
        title="Orders"
        siteSelector={<SiteSelector sites={sellerSites} currentSiteId="11" />}
        actions={<button type="button">Export</button>}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue('Sunny Tees');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
