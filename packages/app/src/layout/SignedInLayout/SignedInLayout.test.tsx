import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRole } from '@podoffice/domain';
import {
  apiOrderHandlers,
  dashboardHandlers,
  externalOrdersHandlers,
  orderImportsHandlers,
  trackingHandlers,
} from '@podoffice/features/mocks';
import { renderApp, server, setupMockApi, storeFor } from '../../../test/renderApp';

setupMockApi();

const KEPT_SITE = 'podoffice.currentSite.2';

/** The names of the GraphQL operations the page sent. */
function recordOperations() {
  const names: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as { operationName?: string };
    if (body.operationName) names.push(body.operationName);
  });
  return names;
}

afterEach(() => server.events.removeAllListeners());

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

async function siteSelector(displayed: string) {
  // The first test pays for loading the layout and the site settings area.
  const selector = await screen.findByRole('combobox', { name: 'Site' }, { timeout: 10_000 });
  await waitFor(() => expect(selector).toHaveDisplayValue(displayed));
  return selector;
}

describe('SignedInLayout for sellers', () => {
  it("shows the seller's own sites in the title bar and links Settings to the current site", async () => {
    renderApp('/balance', storeFor('Seller'));
    const selector = await siteSelector('Sunny Tees');
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sunny Tees', 'Paper Moon Prints', 'Sunny Tees API', 'Sunny Tees CSV']);
    expect(menu().getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/sites/11/settings',
    );
  });

  it('follows the picked site: the settings link, the balance, and the next visit', async () => {
    const { unmount } = renderApp('/balance', storeFor('Seller'));
    await userEvent.selectOptions(await siteSelector('Sunny Tees'), 'Paper Moon Prints');
    expect(menu().getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/sites/12/settings',
    );
    const table = await screen.findByRole('table', { name: 'Balance entries' });
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText('Paper Moon Prints')).toBeVisible();
    });
    expect(localStorage.getItem(KEPT_SITE)).toBe('12');
    unmount();
    renderApp('/balance', storeFor('Seller'));
    await siteSelector('Paper Moon Prints');
  });

  it("opens the picked site's settings when the seller is on a site's settings", async () => {
    renderApp('/sites/11/settings', storeFor('Seller'));
    expect(await screen.findByRole('heading', { name: 'Sunny Tees' })).toBeInTheDocument();
    await userEvent.selectOptions(await siteSelector('Sunny Tees'), 'Sunny Tees API');
    expect(await screen.findByRole('heading', { name: 'Sunny Tees API' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sites/15/settings');
  });
});

describe.each<UserRole>(['Administrator', 'Supplier', 'Supporter', 'Listing', 'Accounting'])(
  'SignedInLayout for %s',
  (role) => {
    it('has no site selector, never loads one and has no site settings link', async () => {
      const operations = recordOperations();
      renderApp('/no/such/page', storeFor(role));
      expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
      expect(operations).not.toContain('CurrentSiteOptions');
      expect(
        menu()
          .queryAllByRole('link')
          .some((link) => /^\/sites\/.+\/settings$/.test(link.getAttribute('href') ?? '')),
      ).toBe(false);
    });
  },
);

describe('SignedInLayout title bar', () => {
  it.each<[UserRole, string]>([
    ['Administrator', 'Internal Orders'],
    ['Seller', 'Seller Internal Orders'],
    ['Supplier', 'Supplier Orders'],
  ])('names /orders for the %s by its view, once: %s', async (role, name) => {
    renderApp('/orders', storeFor(role));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} | POD Office`));
    // The screen is drawn (its tabs), and says its name in the title bar only (issue 25).
    expect(await screen.findByRole('tablist', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name })).toHaveLength(1);
  });

  it.each<[UserRole, string]>([
    ['Administrator', 'Admin Dashboard'],
    ['Seller', 'Seller Dashboard'],
  ])('names /dashboard for the %s by its kind, once: %s', async (role, name) => {
    server.use(...dashboardHandlers());
    renderApp('/dashboard', storeFor(role));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} | POD Office`));
    // The screen is drawn (its first card), and says its name in the title bar only.
    expect(
      await screen.findByRole('list', { name: 'Internal Order' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /dashboard/i })).toHaveLength(1);
  });

  it.each<[string, string, string, RegExp]>([
    ['/orders/ApiOrders', 'Api/CSV orders', 'Api/CSV Orders', /api\/csv/i],
    ['/orders/trackings', 'Trackings', 'Trackings', /trackings/i],
    ['/orders/import-history', 'Import history', 'Import history', /import history/i],
    ['/admin/orders/external', 'Admin external orders', 'External orders', /external orders/i],
  ])(
    'names %s once, in the title bar: %s; its table keeps its name',
    async (path, name, table, said) => {
      server.use(
        ...apiOrderHandlers(),
        ...trackingHandlers(),
        ...orderImportsHandlers(),
        ...externalOrdersHandlers(),
      );
      renderApp(path, storeFor('Administrator'));
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: table }, { timeout: 10_000 })).toBeVisible();
      // The screen's own title (Api/CSV Orders, External Orders…) does not say it again.
      expect(screen.getAllByRole('heading', { name: said })).toHaveLength(1);
    },
  );
});

describe('SignedInLayout menu', () => {
  it.each([
    ['/admin/user-form', 'Users'],
    ['/admin/users-manager/edit/7', 'Users'],
    ['/admin/category/add', 'Categories'],
    ['/admin/attribute-term/add', 'Attribute Terms'],
    ['/admin/news/addnews', 'News'],
  ])('highlights the list of the form or detail page %s: %s', async (path, entry) => {
    renderApp(path, storeFor('Administrator'));
    await waitFor(() =>
      expect(menu().getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it.each<[UserRole, string, string]>([
    ['Administrator', '/orders/trackings', 'Trackings'],
    ['Administrator', '/orders/import-history', 'Import History'],
    ['Administrator', '/orders/tranfers', 'Tranfers'],
    ['Administrator', '/orders', 'Internal Orders'],
    ['Seller', '/orders/trackings', 'Trackings'],
    ['Supplier', '/orders/import-history', 'Import History'],
    ['Supporter', '/orders/trackings', 'Trackings'],
  ])('highlights only the longest matching entry for a %s on %s: %s', async (role, path, entry) => {
    renderApp(path, storeFor(role));
    await waitFor(() =>
      expect(menu().getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page'),
    );
    const highlighted = menu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(highlighted.map((link) => link.textContent)).toEqual([entry]);
  });

  it.each<[UserRole, string[]]>([
    ['Supporter', ['Categories', 'User Levels', 'Balance']],
    ['Listing', ['News', 'User Levels', 'Categories']],
  ])('lets a %s reach their own screens from the menu', async (role, entries) => {
    renderApp('/guideline-policy', storeFor(role));
    await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    for (const entry of entries) {
      // Categories, Levels and News sit in the App Settings group: open it when it is closed.
      const group = await menu().findByRole('button', { name: 'App Settings' });
      if (group.getAttribute('aria-expanded') === 'false') await userEvent.click(group);
      const link = await menu().findByRole('link', { name: entry });
      await userEvent.click(link);
      await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
      expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
    }
  });

  it('opens the profile from the user menu', async () => {
    renderApp('/balance', storeFor('Accounting'));
    await userEvent.click(await screen.findByRole('button', { name: /^Hi, / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('greets the user by the first name they just saved, without a reload', async () => {
    renderApp('/profile', storeFor('Accounting'));
    const firstName = await screen.findByRole('textbox', { name: /First name/i });
    await waitFor(() => expect(firstName).not.toHaveValue(''));
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Mai');
    await userEvent.click(screen.getByRole('button', { name: /Save|Update/ }));
    expect(await screen.findByRole('button', { name: 'Hi, Mai' })).toBeInTheDocument();
  });

  it('finds a user from the top bar and opens them; Ctrl+K focuses the box from anywhere', async () => {
    renderApp('/balance', storeFor('Administrator'));
    await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 });
    await userEvent.keyboard('{Control>}k{/Control}s');
    // The box with its results takes over, with the text typed so far and the focus.
    const box = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('s');
    await userEvent.keyboard('am');
    const user = await screen.findByRole('option', { name: /Sam Seller/ }, { timeout: 10_000 });
    await userEvent.click(user);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users-manager/edit/8'),
    );
  });

  it('finds only screens the role may open', async () => {
    renderApp('/balance', storeFor('Accounting'));
    await userEvent.click(
      await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 }),
    );
    await userEvent.keyboard('logs');
    expect(await screen.findByText('Nothing found', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('bal');
    expect(await screen.findByRole('option', { name: 'Balance' })).toBeVisible();
  });
});
