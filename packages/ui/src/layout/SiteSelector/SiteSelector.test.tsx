import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { sellerSites } from '../AppLayout/AppLayout.fixtures';
import { SiteSelector } from './SiteSelector';

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SiteSelector', () => {
  it("lists only the seller's sites it is given and reports the chosen one", async () => {
    const onChange = jest.fn();
    renderWithTheme(<SiteSelector sites={sellerSites} currentSiteId="11" onChange={onChange} />);
    const selector = screen.getByRole('combobox', { name: 'Site' });
    expect(selector).toHaveDisplayValue('Sunny Tees');
    expect(optionTexts()).toEqual(sellerSites.map((site) => site.title));
    await userEvent.selectOptions(selector, 'Moonlight Mugs');
    expect(onChange).toHaveBeenCalledWith('12');
  });

  it('asks for a site while none is current, and cannot go back to none', async () => {
    const onChange = jest.fn();
    renderWithTheme(<SiteSelector sites={sellerSites} currentSiteId={null} onChange={onChange} />);
    const selector = screen.getByRole('combobox', { name: 'Site' });
    expect(selector).toHaveDisplayValue('Select a site');
    expect(screen.getByRole('option', { name: 'Select a site' })).toBeDisabled();
    await userEvent.selectOptions(selector, 'Import batch store');
    expect(onChange).toHaveBeenCalledWith('13');
  });

  it('treats an id that is not among the sites as no current site', () => {
    renderWithTheme(<SiteSelector sites={sellerSites} currentSiteId="99" />);
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveDisplayValue('Select a site');
  });

  it('is disabled and says so while the sites load', () => {
    renderWithTheme(<SiteSelector sites={[]} loading />);
    const selector = screen.getByRole('combobox', { name: 'Site' });
    expect(selector).toBeDisabled();
    expect(selector).toHaveAttribute('aria-busy', 'true');
    expect(selector).toHaveDisplayValue('Loading…');
  });

  it('says so when the seller has no site yet', () => {
    renderWithTheme(<SiteSelector sites={[]} label="Store" />);
    const selector = screen.getByRole('combobox', { name: 'Store' });
    expect(selector).toBeDisabled();
    expect(selector).toHaveDisplayValue('No sites yet');
  });
});
