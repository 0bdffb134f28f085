import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RULE_MESSAGES, USER_ROLES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { PolicyInput } from '../api';
import { emptyPolicyHandlers, policyFailure, policyHandlers } from '../mocks';
import { GuidelinePolicyScreen } from './GuidelinePolicyScreen';
import { PolicyFormScreen } from './PolicyFormScreen';

setupMockApi();
beforeEach(() => server.use(...policyHandlers()));
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');

function renderColumns(role: UserRole = 'Administrator') {
  return renderWithProviders(<GuidelinePolicyScreen />, {
    role,
    route: '/guideline-policy',
    path: '/guideline-policy',
  });
}

async function column(name: 'Guideline' | 'Policy') {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0));
  return within(region);
}

describe('GuidelinePolicyScreen', () => {
  it('shows guidelines and policies in two columns ordered by sorting', async () => {
    renderColumns('Seller');
    const guidelines = (await column('Guideline')).getAllByRole('listitem');
    expect(guidelines.map((item) => item.textContent)).toEqual([
      'Preparing your design files',
      'Connecting your shop',
      'Topping up your balance',
      'Mapping products',
    ]);
    const policies = (await column('Policy')).getAllByRole('listitem');
    expect(policies[0]).toHaveTextContent('Production and shipping times');
    expect(policies).toHaveLength(4);
  });

  it.each(USER_ROLES.filter((role) => role !== 'Administrator'))(
    '%s reads without add, edit or delete',
    async (role) => {
      renderColumns(role);
      await column('Guideline');
      expect(screen.queryByRole('button', { name: 'Add Guideline & Policy' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    },
  );

  it('opens an entry in a drawer, its HTML sanitised', async () => {
    renderColumns('Supplier');
    await userEvent.click(
      (await column('Policy')).getByRole('button', { name: 'Production and shipping times' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Production and shipping times' });
    expect(within(drawer).getByText('3 business days').tagName).toBe('STRONG');
    expect(drawer.querySelector('script')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a plain description as text', async () => {
    renderColumns('Accounting');
    await userEvent.click(
      (await column('Guideline')).getByRole('button', { name: 'Topping up your balance' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Topping up your balance' });
    expect(within(drawer).getByText(/store name_date dd\/mm\/yyyy_amount/)).toBeInTheDocument();
  });

  it('lets the Administrator delete an entry after a confirmation', async () => {
    renderColumns();
    await userEvent.click(
      (await column('Policy')).getByRole('button', { name: 'Actions for Payment terms' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this policy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deletePolicySuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Payment terms')).toBeNull());
  });

  it("opens the edit form from an entry's Actions menu", async () => {
    renderColumns();
    await userEvent.click(
      (await column('Guideline')).getByRole('button', { name: 'Actions for Connecting your shop' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(location()).toHaveTextContent('/guideline-policy/2');
  });

  it('links the Administrator to the add form', async () => {
    renderColumns();
    await column('Guideline');
    await userEvent.click(screen.getByRole('button', { name: 'Add Guideline & Policy' }));
    expect(location()).toHaveTextContent('/guideline-policy/create');
  });

  it('shows empty columns and a failed load', async () => {
    server.use(...emptyPolicyHandlers());
    const { unmount } = renderColumns();
    expect(await screen.findByText('No guidelines yet.')).toBeInTheDocument();
    expect(screen.getByText('No policies yet.')).toBeInTheDocument();
    unmount();
    server.use(policyFailure('Policies', 'Guideline & Policy is unavailable'));
    renderColumns();
    expect(await screen.findByText('Guideline & Policy is unavailable')).toBeInTheDocument();
  });
});

describe('PolicyFormScreen', () => {
  function recordInputs() {
    const inputs: PolicyInput[] = [];
    server.events.on('request:start', async ({ request }) => {
      const body = (await request.clone().json()) as {
        operationName?: string;
        variables?: { input?: PolicyInput };
      };
      if (body.operationName === 'CreatePolicy' || body.operationName === 'UpdatePolicy') {
        inputs.push(body.variables!.input!);
      }
    });
    return inputs;
  }

  function renderForm(route: string, path: string) {
    return renderWithProviders(<PolicyFormScreen />, { role: 'Administrator', route, path });
  }

  it('starts a guideline at sorting 1, asks for a title, and creates it', async () => {
    const inputs = recordInputs();
    renderForm('/guideline-policy/create', '/guideline-policy/create');
    expect(screen.getByRole('radio', { name: 'Guideline' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Sorting' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(RULE_MESSAGES.policyTitleRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Packing slips');
    await userEvent.click(screen.getByRole('radio', { name: 'Policy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Create Guideline & Policy success')).toBeInTheDocument();
    expect(inputs).toEqual([{ title: 'Packing slips', type: 2, sorting: 1, description: '' }]);
    await waitFor(() => expect(location()).toHaveTextContent('/guideline-policy'));
  });

  it('edits an entry', async () => {
    const inputs = recordInputs();
    renderForm('/guideline-policy/6', '/guideline-policy/:id');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Returns and reprints'));
    expect(screen.getByRole('radio', { name: 'Policy' })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, 'Returns');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Guideline & Policy success')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ title: 'Returns', type: 2, sorting: 2 });
  });

  it('reports an entry that does not exist', async () => {
    renderForm('/guideline-policy/999', '/guideline-policy/:id');
    expect(await screen.findByText(RULE_MESSAGES.policyNotFound)).toBeInTheDocument();
  });
});
