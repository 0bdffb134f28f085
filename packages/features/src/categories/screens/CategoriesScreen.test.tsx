import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { CATEGORY_NOTICES } from '../messages';
import {
  categoryFailure,
  categoryHandlers,
  categoryFixtures,
  emptyCategoryHandlers,
} from '../mocks';
import { CategoriesScreen } from './CategoriesScreen';
import { CategoryFormScreen } from './CategoryFormScreen';

setupMockApi();
beforeEach(() => server.use(...categoryHandlers()));

const activeCount = categoryFixtures.filter((c) => c.status).length;

function renderList(role: UserRole, route = '/admin/categories') {
  return renderWithProviders(<CategoriesScreen />, { role, route, path: '/admin/categories' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Categories' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

const location = () => screen.getByTestId('location').textContent;

describe('CategoriesScreen', () => {
  it('lists 50 active categories a page, the page in the address', async () => {
    renderList('Supporter');
    expect(activeCount).toBeGreaterThan(50);
    expect(await rows()).toHaveLength(50);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'Description',
      'Product types',
      'Status',
      'Created',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/admin/categories?page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(activeCount - 50));
  });

  it('the Inactive tab shows the inactive ones', async () => {
    renderList('Administrator');
    await rows();
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(location()).toBe('/admin/categories?status=inactive'));
    await waitFor(async () =>
      expect((await rows()).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
        'Face Masks',
        'Rugs',
        'Wine Glasses',
      ]),
    );
  });

  it('hides Add New, Edit and Delete from a Supporter (spec 1 §6)', async () => {
    renderList('Supporter');
    await rows();
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for category/ })).not.toBeInTheDocument();
  });

  it.each(['Administrator', 'Listing'] as const)(
    '%s gets Add New and Edit, which open the forms',
    async (role) => {
      renderList(role);
      await rows();
      await userEvent.click(screen.getByRole('button', { name: 'Actions for category Mugs' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
      expect(location()).toMatch(/^\/admin\/category\/edit\/\d+$/);
    },
  );

  it('deletes after a confirmation: Delete success!', async () => {
    renderList('Listing');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for category Aprons' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category Aprons?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await rows()).map((r) => within(r).getAllByRole('cell')[1]!.textContent),
      ).not.toContain('Aprons'),
    );
  });

  it('shows the empty and the failed list', async () => {
    server.use(...emptyCategoryHandlers());
    const { unmount } = renderList('Administrator');
    expect(await screen.findByText('No active categories yet.')).toBeInTheDocument();
    unmount();
    server.use(categoryFailure('Categories', 'Categories are unavailable'));
    renderList('Administrator');
    expect(await screen.findByText('Categories are unavailable')).toBeInTheDocument();
  });
});

describe('CategoryFormScreen', () => {
  function renderForm(role: UserRole, route: string, path: string) {
    return renderWithProviders(<CategoryFormScreen />, { role, route, path });
  }

  it('asks for a title, then creates the category and goes back to the list', async () => {
    renderForm('Listing', '/admin/category/add', '/admin/category/add');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Candles');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Soy wax');
    expect(screen.getByText('7 / 2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(CATEGORY_NOTICES.created)).toBeInTheDocument();
    // The router navigates in a transition, which may commit after the toast.
    await waitFor(() => expect(location()).toBe('/admin/categories'));
  });

  it('edits a category, making it inactive', async () => {
    const mugs = categoryFixtures.find((c) => c.title === 'Mugs')!;
    renderForm('Administrator', `/admin/category/edit/${mugs.id}`, '/admin/category/edit/:id');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Mugs');
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATEGORY_NOTICES.updated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/categories'));
  });

  it('shows a refused save in the form', async () => {
    server.use(categoryFailure('CreateCategory', 'You do not have permission to do this'));
    renderForm('Administrator', '/admin/category/add', '/admin/category/add');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Candles');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeVisible();
    expect(location()).toBe('/admin/category/add');
  });

  it('an unknown category says so, with a way back', async () => {
    renderForm('Administrator', '/admin/category/edit/999', '/admin/category/edit/:id');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to categories' }));
    expect(location()).toBe('/admin/categories');
  });

  it.each([
    ['/admin/category/add', '/admin/category/add'],
    ['/admin/category/edit/3', '/admin/category/edit/:id'],
  ])('a Supporter reaching %s reads Access denied', async (route, path) => {
    renderForm('Supporter', route, path);
    expect(screen.getByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
  });
});
