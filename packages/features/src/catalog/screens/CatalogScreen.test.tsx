import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { catalogFailure, catalogHandlers, makeCatalogCards } from '../mocks';
import { CatalogScreen } from './CatalogScreen';

setupMockApi();
beforeEach(() => server.use(...catalogHandlers()));

const renderCatalog = (route = '/catalog') =>
  renderWithProviders(<CatalogScreen />, { role: 'Seller', route, path: '/catalog' });

async function cardTitles() {
  const grid = await screen.findByRole('list', { name: 'Catalog' });
  return within(grid)
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('CatalogScreen', () => {
  it('shows 20 cards a page, each linking to its detail, with the tag', async () => {
    renderCatalog();
    const titles = await cardTitles();
    expect(titles).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Classic T-Shirt' })).toHaveAttribute(
      'href',
      '/catalog/1',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Classic T-Shirt' })).getByText('New'),
    ).toBeInTheDocument();
  });

  it('reads the search and page from the address, and Reset clears the search', async () => {
    renderCatalog('/catalog?search=type&page=3');
    await waitFor(async () =>
      expect(await cardTitles()).toEqual([
        'Product type 042',
        'Product type 043',
        'Product type 044',
        'Product type 045',
      ]),
    );
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('type');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog$/));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(20));
  });

  it('searches with Enter and keeps it in the address', async () => {
    renderCatalog();
    await cardTitles();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'TEE{Enter}');
    await waitFor(async () => expect(await cardTitles()).toEqual(['Classic T-Shirt']));
    expect(screen.getByTestId('location')).toHaveTextContent('search=TEE');
  });

  it('says so when the search finds nothing', async () => {
    server.use(...catalogHandlers(makeCatalogCards(3)));
    renderCatalog('/catalog?search=zzz');
    expect(await screen.findByText('No product types match “zzz”.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(catalogFailure('CatalogProductTypes', 'Database down'));
    renderCatalog();
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    server.use(...catalogHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardTitles()).toHaveLength(20);
  });

  it('exports the selected cards and downloads from the address the server gives', async () => {
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.href);
    });
    renderCatalog();
    await cardTitles();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Classic T-Shirt' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Product type 002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export (2)' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/\/files\/exports\/catalog\/1-2\.csv$/);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
