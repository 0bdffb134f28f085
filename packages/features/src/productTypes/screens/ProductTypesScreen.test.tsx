import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_TYPE_MESSAGES, SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { makeProductTypes, productTypeFailure, productTypeHandlers } from '../mocks';
import { ProductTypesScreen } from './ProductTypesScreen';
import { SupplierProductTypesScreen } from './SupplierProductTypesScreen';

setupMockApi();
beforeEach(() => server.use(...productTypeHandlers()));

function renderList(role: UserRole, route = '/admin/product-types') {
  return renderWithProviders(<ProductTypesScreen />, {
    role,
    route,
    path: '/admin/product-types',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Product types' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}
/** The titles of the rows shown (the second cell: the thumbnail has no text). */
const titles = async () =>
  (await rows()).map((r) => within(r).getAllByRole('cell')[1]!.textContent);
const location = () => screen.getByTestId('location');

async function openMenu(title: string, item: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Actions for product type ${title}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ProductTypesScreen', () => {
  it('lists the active types, newest first, with the spec’s columns', async () => {
    renderList('Administrator');
    await waitFor(async () => expect(await rows()).toHaveLength(11));
    expect((await titles())[0]).toBe('Long Sleeve Tee');
    expect(await titles()).not.toContain('Youth Tee');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'SKU',
      'Suppliers',
      'Categories',
      'Variants',
      'State',
      'Actions',
    ]);
    const mug = (await rows()).find((r) => r.textContent?.includes('Ceramic Mug 15oz'))!;
    expect(within(mug).getByText('MUG15')).toBeInTheDocument();
    expect(within(mug).getByText('Mug Masters, Sue Supplier')).toBeInTheDocument();
    expect(within(mug).getByText('Drinkware')).toBeInTheDocument();
  });

  it('keeps the tab and every filter in the address, and Reset clears the filters', async () => {
    renderList('Listing');
    await rows();
    await userEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/product-types?status=paused'));
    await waitFor(async () => expect(await titles()).toEqual(['Youth Tee']));
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));

    const search = screen.getByRole('searchbox', { name: 'Search product types' });
    await userEvent.type(search, 'mug{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('?search=mug'));
    await waitFor(async () =>
      expect(await titles()).toEqual(['Ceramic Mug 15oz', 'Ceramic Mug 11oz']),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sue Supplier/ }));
    await waitFor(() => expect(location()).toHaveTextContent('?supplier=3&search=mug'));
    await waitFor(async () => expect(await titles()).toEqual(['Ceramic Mug 15oz']));

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/product-types$/));
    await waitFor(async () => expect(await rows()).toHaveLength(11));
  });

  it('reads the type and categories from the address', async () => {
    renderList('Supporter', '/admin/product-types?type=personalized&categories=3');
    await waitFor(async () => expect(await titles()).toEqual(['Custom Photo Blanket']));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Personalized');
  });

  it('pages 50 at a time, the page kept in the address', async () => {
    server.use(...productTypeHandlers(makeProductTypes(53)));
    renderList('Administrator');
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(location()).toHaveTextContent('page=2');
  });

  it('pauses after a confirmation: Product Type has been paused; then resumes it', async () => {
    renderList('Listing');
    await rows();
    await openMenu('Hoodie', 'Pause');
    const pause = await screen.findByRole('alertdialog', {
      name: 'Pause the product type Hoodie?',
    });
    await userEvent.click(within(pause).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.paused)).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).not.toContain('Hoodie'));

    await userEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    await waitFor(async () => expect(await titles()).toEqual(['Youth Tee', 'Hoodie']));
    await openMenu('Hoodie', 'Resume');
    const resume = await screen.findByRole('alertdialog', {
      name: 'Resume the product type Hoodie?',
    });
    await userEvent.click(within(resume).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.resumed)).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toEqual(['Youth Tee']));
  });

  it('cancelling a confirmation changes nothing', async () => {
    renderList('Administrator');
    await rows();
    await openMenu('Hoodie', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the product type Hoodie?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await titles()).toContain('Hoodie');
    expect(screen.queryByText(PRODUCT_TYPE_MESSAGES.deleteSuccess)).toBeNull();
  });

  it('clones (Clone success: a paused copy) and deletes (Delete success)', async () => {
    renderList('Administrator');
    await rows();
    await openMenu('Tank Top', 'Clone');
    const clone = await screen.findByRole('alertdialog', {
      name: 'Clone the product type Tank Top?',
    });
    await userEvent.click(within(clone).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.cloneSuccess)).toBeInTheDocument();

    await openMenu('Tank Top', 'Delete');
    const remove = await screen.findByRole('alertdialog', {
      name: 'Delete the product type Tank Top?',
    });
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).not.toContain('Tank Top'));

    await userEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    await waitFor(async () => expect(await titles()).toContain('Tank Top copy'));
  });

  it('a failed clone or delete says Something wrong!, with the server’s reason, and keeps the list', async () => {
    const inUse = PRODUCT_TYPE_MESSAGES.typeVariantsInUse('orders (3)');
    server.use(
      productTypeFailure('DuplicateProductType', SERVER_MESSAGES.forbidden),
      productTypeFailure('DeleteProductType', inUse),
    );
    renderList('Administrator');
    await rows();
    await openMenu('Hoodie', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the product type Hoodie?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toBeInTheDocument();
    expect(screen.getByText(inUse)).toBeInTheDocument();
    expect(await titles()).toContain('Hoodie');

    await openMenu('Hoodie', 'Clone');
    const clone = await screen.findByRole('alertdialog', {
      name: 'Clone the product type Hoodie?',
    });
    await userEvent.click(within(clone).getByRole('button', { name: 'Clone' }));
    await waitFor(() =>
      expect(screen.getAllByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toHaveLength(2),
    );
    expect(screen.getByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(PRODUCT_TYPE_MESSAGES.cloneSuccess)).toBeNull();
  });

  it('a failed category or supplier load says Something wrong! and the list still shows', async () => {
    server.use(productTypeFailure('ProductTypeSuppliers', 'Suppliers are unavailable'));
    renderList('Administrator');
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toBeInTheDocument();
    expect(screen.queryByText('Suppliers are unavailable')).toBeNull();
    await waitFor(async () => expect(await rows()).toHaveLength(11));
  });

  it('a refused pause shows the server’s message and keeps the type', async () => {
    server.use(productTypeFailure('UpdateProductTypeState', SERVER_MESSAGES.forbidden));
    renderList('Listing');
    await rows();
    await openMenu('Hoodie', 'Pause');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Pause the product type Hoodie?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(await titles()).toContain('Hoodie');
  });

  it('Edit goes to the type’s form', async () => {
    renderList('Administrator');
    await rows();
    await openMenu('Hoodie', 'Edit');
    expect(location()).toHaveTextContent('/admin/product-types/edit/2');
  });

  it('Variants goes to the variant grid', async () => {
    renderList('Listing');
    await rows();
    await openMenu('Hoodie', 'Variants');
    expect(location()).toHaveTextContent('/admin/product-types/2/variants');
  });

  it('a Supporter reads the full list with its filters, without Add New or actions', async () => {
    renderList('Supporter');
    await waitFor(async () => expect(await rows()).toHaveLength(11));
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for product type/ })).toBeNull();
  });

  it('offers Add your first product type when there are none, and says a failed load', async () => {
    server.use(...productTypeHandlers([]));
    const { unmount } = renderList('Listing');
    expect(await screen.findByText('No active product types yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first product type' }));
    expect(location()).toHaveTextContent('/admin/product-types/add');
    unmount();
    server.use(productTypeFailure('ProductTypes', 'Product types are unavailable'));
    renderList('Administrator');
    expect(await screen.findByText('Product types are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('SupplierProductTypesScreen', () => {
  const renderSupplier = (role: UserRole, route = '/product-types') =>
    renderWithProviders(<SupplierProductTypesScreen />, { role, route, path: '/product-types' });

  it('a Supplier sees only their own active non-personalized types, without actions', async () => {
    renderSupplier('Supplier');
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Long Sleeve Tee',
        'Ceramic Mug 15oz',
        'Tank Top',
        'Crewneck Sweatshirt',
        'Hoodie',
        'Classic T-Shirt',
      ]),
    );
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Product type filters' })).toBeNull();
  });

  it('pages 10 at a time, the page kept in the address', async () => {
    server.use(...productTypeHandlers(makeProductTypes(13)));
    renderSupplier('Supplier');
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(location()).toHaveTextContent('/product-types?page=2');
  });

  it('a Supplier’s address cannot pick another supplier', async () => {
    renderSupplier('Supplier', '/product-types?supplier=40');
    await waitFor(async () => expect(await titles()).toContain('Classic T-Shirt'));
    expect(await titles()).not.toContain('Poster');
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).toBeNull();
  });

  it('an Administrator picks a supplier, kept in the address', async () => {
    renderSupplier('Administrator');
    await waitFor(async () => expect(await titles()).toContain('Poster'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: /Penn Prints/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/product-types?supplier=40'));
    await waitFor(async () => expect(await titles()).toEqual(['Canvas', 'Poster']));
  });

  it('an Administrator whose supplier picker fails is told Something wrong! and keeps the list', async () => {
    server.use(productTypeFailure('ProductTypeSuppliers', 'Suppliers are unavailable'));
    renderSupplier('Administrator');
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toContain('Poster'));
  });

  it('says so when a Supplier has no types', async () => {
    server.use(...productTypeHandlers([]));
    renderSupplier('Supplier');
    expect(await screen.findByText('No active product types yet.')).toBeInTheDocument();
  });
});
