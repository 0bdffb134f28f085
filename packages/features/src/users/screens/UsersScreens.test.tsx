import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PARTNER_DOMAIN_INVALID_MESSAGE, SERVER_MESSAGES } from '@podoffice/domain';
import { fixtureToken, usersByRole } from '../../shared/fixtures';
import { createAppStore } from '../../store/store';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { CreateUserInput, UserFilter } from '../api';
import {
  emptyUsersHandlers,
  makeUserRecord,
  makeUserRecords,
  usersFailure,
  usersHandlers,
  usersLoading,
} from '../mocks';
import { USERS_READ_ONLY_MESSAGE } from './ReadOnlyNotice';
import { UserCreateScreen } from './UserCreateScreen';
import { UserEditScreen } from './UserEditScreen';
import { UsersScreen } from './UsersScreen';

setupMockApi();
beforeEach(() => server.use(...usersHandlers()));
afterEach(() => server.events.removeAllListeners());

/** Records the variables of every call of one operation. */
function record<T>(operation: string) {
  const calls: T[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as { operationName?: string; variables?: T };
    if (body.operationName === operation) calls.push(body.variables as T);
  });
  return calls;
}

const location = () => screen.getByTestId('location').textContent;

/** Types a value the quick way (a paste): these forms have many fields. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function renderList(route = '/admin/users-manager') {
  return renderWithProviders(<UsersScreen />, {
    role: 'Administrator',
    route,
    path: '/admin/users-manager',
  });
}

describe('UsersScreen', () => {
  it('asks for active users, 25 a page, and shows them', async () => {
    const calls = record<{ filter: UserFilter }>('Users');
    renderList();
    expect(await rows()).toHaveLength(25);
    expect(calls[0]?.filter).toEqual({ limit: 25, offset: 0, status: true });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Roles',
      'Orders',
      'Created',
      'Status',
      'Actions',
    ]);
  });

  it('keeps the filters and page in the address', async () => {
    const calls = record<{ filter: UserFilter }>('Users');
    renderList('/admin/users-manager?status=Inactive&role=Seller&q=rossi&page=1');
    await rows();
    expect(calls.at(-1)?.filter).toEqual({
      limit: 25,
      offset: 0,
      status: false,
      role: 'Seller',
      search: 'rossi',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'All roles' }));
    await waitFor(() => expect(location()).toBe('/admin/users-manager?status=Inactive&q=rossi'));
  });

  it('never offers the Authenticated role', async () => {
    renderList();
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual([
      'All roles',
      'Administrator',
      'Seller',
      'Supplier',
      'Supporter',
      'Listing',
      'Accounting',
    ]);
  });

  it('searches after a pause in typing', async () => {
    renderList();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Sato');
    await waitFor(() => expect(location()).toBe('/admin/users-manager?q=Sato'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('blocks a user after a confirmation and says so', async () => {
    renderList('/admin/users-manager?q=Lucas');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Lucas Moreau' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Lucas Moreau?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(MESSAGES.userBlocked)).toBeInTheDocument();
    // Blocked users leave the Active list.
    await waitFor(() => expect(screen.queryByText('lucas.moreau@podoffice.test')).toBeNull());
  });

  it('unblocks a blocked user', async () => {
    renderList('/admin/users-manager?status=Inactive&q=Sato');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Hana Sato' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Hana Sato?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(MESSAGES.userUnblocked)).toBeInTheDocument();
  });

  it('offers no block or delete on the signed-in user', async () => {
    renderList('/admin/users-manager?q=Ada');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Admin' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  });

  it('deletes after a confirmation, and cancelling keeps the user', async () => {
    renderList('/admin/users-manager?q=Amara');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Amara Okoye' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Amara Okoye?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('amara.okoye@podoffice.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Amara Okoye' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Amara Okoye?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('amara.okoye@podoffice.test')).toBeNull());
  });

  it('opens New User and a row edit', async () => {
    renderList();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'New User' }));
    expect(location()).toBe('/admin/user-form');
  });

  it('goes to the edit page of a row', async () => {
    renderList('/admin/users-manager?q=Lucas');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Lucas Moreau' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(location()).toBe('/admin/users-manager/edit/100');
  });

  it('shows loading, empty and error states', async () => {
    server.use(usersLoading('Users'));
    const { unmount } = renderList();
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    server.use(...emptyUsersHandlers());
    const empty = renderList();
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    empty.unmount();
    server.use(usersFailure('Users', SERVER_MESSAGES.forbidden));
    renderList();
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('UserCreateScreen', () => {
  function renderCreate() {
    return renderWithProviders(<UserCreateScreen />, {
      role: 'Administrator',
      route: '/admin/user-form',
      path: '/admin/user-form',
    });
  }

  async function chooseRole(name: string) {
    await userEvent.click(screen.getByRole('combobox', { name: /Roles/ }));
    await userEvent.click(screen.getByRole('option', { name }));
    await userEvent.keyboard('{Escape}');
  }

  async function fillBasics() {
    await fill(screen.getByLabelText(/First name/), 'Priya');
    await fill(screen.getByLabelText(/Last name/), 'Nair');
    await fill(screen.getByLabelText(/^Email/), 'priya.nair@example.com');
    await fill(screen.getByLabelText(/^Phone/), '0123456789');
    await fill(screen.getByLabelText(/^Password/), 'Start#2026');
    await fill(screen.getByLabelText(/Confirm password/), 'Start#2026');
  }

  it('shows the messages of an empty form', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.pleaseInputEmail,
      MESSAGES.pleaseInputPassword,
      MESSAGES.pleaseConfirmPassword,
      MESSAGES.pleaseInputPhone,
      MESSAGES.chooseUserRoles,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('creates a supplier with a partner fulfillment and template, then returns to the list', async () => {
    const calls = record<{ input: CreateUserInput }>('CreateUser');
    renderCreate();
    await fillBasics();
    await chooseRole('Supplier');
    expect(screen.queryByLabelText(/Special seller/)).toBeNull();
    await fill(screen.getByLabelText('Partner name'), 'Stitch Co');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(MESSAGES.partnerFulfillmentIncomplete)).toBeInTheDocument();
    await fill(screen.getByLabelText('Partner domain'), 'https://stitch.example');
    await fill(screen.getByLabelText('API key'), 'key-1');
    await fill(screen.getByLabelText('API signature'), 'sig-1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Export template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Embroidery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(MESSAGES.userCreated)).toBeInTheDocument();
    // A navigation runs as a router transition: the address may change a render later.
    await waitFor(() => expect(location()).toBe('/admin/users-manager'));
    expect(calls[0]?.input).toEqual({
      first_name: 'Priya',
      last_name: 'Nair',
      email: 'priya.nair@example.com',
      pass: 'Start#2026',
      phone: '0123456789',
      roles: ['Supplier'],
      is_special: false,
      partner_fulfillment: {
        name: 'Stitch Co',
        domain: 'https://stitch.example',
        api_key: 'key-1',
        api_signature: 'sig-1',
      },
      template_id: '3',
    });
  });

  it('refuses a script address as the partner domain and creates nothing', async () => {
    const calls = record<{ input: CreateUserInput }>('CreateUser');
    renderCreate();
    await fillBasics();
    await chooseRole('Supplier');
    await fill(screen.getByLabelText('Partner name'), 'Stitch Co');
    await fill(screen.getByLabelText('Partner domain'), 'javascript:alert(1)');
    await fill(screen.getByLabelText('API key'), 'key-1');
    await fill(screen.getByLabelText('API signature'), 'sig-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(PARTNER_DOMAIN_INVALID_MESSAGE)).toBeInTheDocument();
    expect(location()).toBe('/admin/user-form');
    expect(calls).toHaveLength(0);
  });

  it('marks a special seller and shows the server refusing a taken email', async () => {
    renderCreate();
    await fillBasics();
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await fill(screen.getByLabelText(/^Email/), 'ada@podoffice.test');
    await chooseRole('Seller');
    await userEvent.click(screen.getByLabelText(/Special seller/));
    server.use(usersFailure('CreateUser', SERVER_MESSAGES.emailTaken));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(SERVER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(location()).toBe('/admin/user-form');
  });
});

describe('UserEditScreen', () => {
  const supplier = makeUserRecord({
    id: '3',
    first_name: 'Sue',
    last_name: 'Supplier',
    email: 'supplier@podoffice.test',
    roles: [{ id: '3', name: 'Supplier' }],
    template_id: '2',
    partner_fulfillment: {
      id: '1',
      name: 'DTF Express',
      domain: 'https://api.dtf-express.example',
      api_key: 'k',
      api_signature: 's',
    },
  });

  function renderEdit(id = '3') {
    return renderWithProviders(<UserEditScreen />, {
      role: 'Administrator',
      route: `/admin/users-manager/edit/${id}`,
      path: '/admin/users-manager/edit/:id',
    });
  }

  it("saves a supplier's account detail", async () => {
    server.use(...usersHandlers([supplier, ...makeUserRecords(2)]));
    const calls = record<{ id: string; input: Record<string, unknown> }>('UpdateUserAccount');
    renderEdit();
    expect(await screen.findByRole('tab', { name: 'Account Detail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByDisplayValue('DTF Express')).toBeInTheDocument();
    await fill(screen.getByLabelText('Address'), '1 Mill Lane');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.userUpdated)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      id: '3',
      input: { address: '1 Mill Lane', roles: ['Supplier'], template_id: '2' },
    });
  });

  it("changes another user's password without the current one", async () => {
    const calls = record<{ id: string; new_password: string }>('SetUserPassword');
    renderEdit();
    await userEvent.click(await screen.findByRole('tab', { name: 'Change Password' }));
    // The tab's form loads on demand: wait for it before checking what it asks.
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.pleaseInputPassword)).toBeInTheDocument();
    await fill(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await fill(screen.getByLabelText(/Confirm new password/), 'Other#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordsInconsistent)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Confirm new password/));
    await fill(screen.getByLabelText(/Confirm new password/), 'Fresh#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(calls).toEqual([{ id: '3', new_password: 'Fresh#2026' }]);
  });

  it('sends an Administrator editing themself to Change Password', async () => {
    renderEdit('1');
    await userEvent.click(await screen.findByRole('tab', { name: 'Change Password' }));
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
  });

  it('reports a user that cannot be loaded', async () => {
    server.use(usersFailure('UserById', SERVER_MESSAGES.userNotFound));
    renderEdit('999');
    expect(await screen.findByText(SERVER_MESSAGES.userNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the read-only account of spec 1 §4', () => {
  const readOnlyAdmin = { ...usersByRole.Administrator, users_read_only: true };
  const store = () =>
    createAppStore({
      session: {
        token: fixtureToken(readOnlyAdmin),
        expiredAt: null,
        user: readOnlyAdmin,
        storage: 'session',
      },
    });

  it('lists users with no New User and no row actions', async () => {
    renderWithProviders(<UsersScreen />, { store: store(), route: '/admin/users-manager' });
    expect(await rows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Block|Delete) / })).not.toBeInTheDocument();
  });

  it.each([
    ['Add user', <UserCreateScreen key="create" />, '/admin/user-form', '/admin/user-form'],
    [
      'User edit',
      <UserEditScreen key="edit" />,
      '/admin/users-manager/edit/7',
      '/admin/users-manager/edit/:id',
    ],
  ])('%s shows no form, only the notice and the way back', async (_screen, ui, route, path) => {
    renderWithProviders(ui, { store: store(), route, path });
    expect(screen.getByText(USERS_READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to users' }));
    // A navigation runs as a router transition: the address may change a render later.
    await waitFor(() => expect(location()).toBe('/admin/users-manager'));
  });
});
