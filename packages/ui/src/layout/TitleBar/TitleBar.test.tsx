import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { sellerSites } from '../AppLayout/AppLayout.fixtures';
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

  it("lists only the seller's sites it is given and reports the chosen one", async () => {
    const onSiteChange = jest.fn();
    renderWithTheme(
      <TitleBar
        title="Orders"
        sites={sellerSites}
        currentSiteId="11"
        onSiteChange={onSiteChange}
      />,
    );
    const selector = screen.getByRole('combobox', { name: 'Site' });
    expect(selector).toHaveTextContent('Sunny Tees');
    await userEvent.click(selector);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      sellerSites.map((site) => site.title),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Moonlight Mugs' }));
    expect(onSiteChange).toHaveBeenCalledWith('12');
  });

  it('takes a custom site selector and page actions', () => {
    renderWithTheme(
      <TitleBar
        title="Orders"
        siteSelector={<span>All sites</span>}
        actions={<button type="button">Export</button>}
      />,
    );
    expect(screen.getByText('All sites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
