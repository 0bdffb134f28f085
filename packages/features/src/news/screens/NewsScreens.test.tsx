import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { NEWS_NOTICES } from '../messages';
import { emptyNewsHandlers, makeXssNews, newsFailure, newsFixtures, newsHandlers } from '../mocks';
import { NewsDetailScreen } from './NewsDetailScreen';
import { NewsFormScreen } from './NewsFormScreen';
import { NewsListScreen } from './NewsListScreen';

setupMockApi();
beforeEach(() => server.use(...newsHandlers([...newsFixtures, makeXssNews()])));
afterEach(() => {
  delete (window as { __newsXss?: unknown }).__newsXss;
});

const location = () => screen.getByTestId('location').textContent;

async function rows() {
  const table = await screen.findByRole('table', { name: 'News' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

/** The spec's news load failure: a notification headed ERROR with the server's message. */
async function expectErrorNotification(message: string) {
  const alerts = await screen.findAllByRole('alert');
  const notification = alerts.find((a) => within(a).queryByText(MESSAGES.newsLoadError));
  expect(notification).toBeDefined();
  expect(notification).toHaveTextContent(message);
}

describe('NewsListScreen', () => {
  function renderList(role: UserRole = 'Listing', route = '/admin/news') {
    return renderWithProviders(<NewsListScreen />, { role, route, path: '/admin/news' });
  }

  it('lists 20 active items a page, newest first, each title a link to the item', async () => {
    renderList();
    const list = await rows();
    expect(list).toHaveLength(20);
    const first = within(list[0]!).getByRole('link', { name: 'Payload test' });
    expect(first).toHaveAttribute('href', '/news/666');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/admin/news?page=2'));
  });

  it("opens an item's edit page from its Actions menu", async () => {
    renderList();
    const list = await rows();
    await userEvent.click(within(list[1]!).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(location()).toBe('/admin/news/edit/1');
  });

  it('searches by title, keeping the search in the address', async () => {
    renderList();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'mug');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/admin/news?search=mug'));
    await waitFor(async () =>
      expect((await rows()).map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
        'New product: 15 oz ceramic mug',
      ]),
    );
  });

  it('shows the inactive items under Inactive', async () => {
    renderList('Administrator', '/admin/news?status=inactive');
    expect((await rows()).map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'Draft: spring catalogue preview',
    ]);
  });

  it('switches notification and send mail at once', async () => {
    renderList();
    await rows();
    const toggle = screen.getByRole('switch', { name: 'Send mail for Hoodie base cost update' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText(NEWS_NOTICES.updated)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Send mail for Hoodie base cost update' }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
  });

  it('deletes after a confirmation: Delete success!', async () => {
    renderList();
    await rows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for Hoodie base cost update' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the news Hoodie base cost update?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Hoodie base cost update' })).toBeNull(),
    );
  });

  it('goes to Add News', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Add News' }));
    expect(location()).toBe('/admin/news/addnews');
  });

  it('says ERROR with the message when the list cannot load', async () => {
    server.use(newsFailure('NewsList', 'News are unavailable'));
    renderList();
    await expectErrorNotification('News are unavailable');
    expect(within(screen.getByRole('table', { name: 'News' })).getByText('News are unavailable'));
  });

  it('says when nothing is there', async () => {
    server.use(...emptyNewsHandlers());
    renderList();
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
  });
});

describe('NewsFormScreen', () => {
  it('asks for a title and content', async () => {
    renderWithProviders(<NewsFormScreen />, {
      role: 'Listing',
      route: '/admin/news/addnews',
      path: '/admin/news/addnews',
    });
    await screen.findByRole('textbox', { name: /Content/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_MESSAGES.contentRequired)).toBeInTheDocument();
  });

  it('edits an item loaded into the form, then goes back to the list', async () => {
    renderWithProviders(<NewsFormScreen />, {
      role: 'Administrator',
      route: '/admin/news/edit/1',
      path: '/admin/news/edit/:id',
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Holiday production cut-off dates');
    const content = await screen.findByRole('textbox', { name: /Content/ });
    await waitFor(() => expect(content).toHaveTextContent('Order early for December delivery'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Holiday dates');
    await userEvent.click(screen.getByRole('switch', { name: 'Notification' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWS_NOTICES.updated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/news'));
  });

  it('leads back to the list from its breadcrumb', async () => {
    renderWithProviders(<NewsFormScreen />, {
      role: 'Administrator',
      route: '/admin/news/edit/1',
      path: '/admin/news/edit/:id',
    });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByText(/^Edit news /)).toHaveAttribute('aria-current', 'page');
    const back = within(trail).getByRole('link', { name: 'News' });
    expect(back).toHaveAttribute('href', '/admin/news');
    await userEvent.click(back);
    expect(location()).toBe('/admin/news');
  });

  it('shows a refused save in the form', async () => {
    server.use(newsFailure('UpdateNews', 'You do not have permission to do this'));
    renderWithProviders(<NewsFormScreen />, {
      role: 'Administrator',
      route: '/admin/news/edit/1',
      path: '/admin/news/edit/:id',
    });
    await screen.findByRole('textbox', { name: /Content/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeVisible();
  });

  it('says ERROR when the item cannot load', async () => {
    renderWithProviders(<NewsFormScreen />, {
      role: 'Administrator',
      route: '/admin/news/edit/9999',
      path: '/admin/news/edit/:id',
    });
    await expectErrorNotification('News not found');
    expect(screen.getByRole('button', { name: 'Back to news' })).toBeInTheDocument();
  });
});

describe('NewsDetailScreen', () => {
  function renderDetail(id: string, role: UserRole = 'Seller') {
    return renderWithProviders(<NewsDetailScreen />, {
      role,
      route: `/news/${id}`,
      path: '/news/:id',
    });
  }

  it('shows the title and the HTML content', async () => {
    renderDetail('1');
    const article = await screen.findByRole('article', {
      name: 'Holiday production cut-off dates',
    });
    expect(
      within(article).getByRole('heading', { name: 'Order early for December delivery' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'shipping guideline' })).toHaveAttribute(
      'href',
      'https://podoffice.test/guideline-policy',
    );
  });

  it('renders a payload-laden item harmlessly', async () => {
    renderDetail('666');
    const article = await screen.findByRole('article', { name: 'Payload test' });
    expect(article).toHaveTextContent('Safe text stays.');
    expect(
      article.querySelector('script, iframe, svg, object, embed, form, [onerror], [onload]'),
    ).toBeNull();
    article.querySelectorAll('a').forEach((a) => {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    });
    expect((window as { __newsXss?: unknown }).__newsXss).toBeUndefined();
  });

  it('says ERROR with the message when the item cannot load', async () => {
    renderDetail('9999');
    await expectErrorNotification('News not found');
  });

  it('keeps a draft from a seller', async () => {
    const draft = newsFixtures.find((n) => !n.status)!;
    renderDetail(draft.id);
    await expectErrorNotification('News not found');
  });
});
