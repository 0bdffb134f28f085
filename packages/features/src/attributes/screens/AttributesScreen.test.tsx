import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RULE_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { watchForText } from '../../test/watchText';
import {
  attributeFailure,
  attributeHandlers,
  emptyAttributeHandlers,
  makeAttributeCatalogue,
} from '../mocks';
import { AttributeFormScreen } from './AttributeFormScreen';
import { AttributesScreen } from './AttributesScreen';

setupMockApi();
beforeEach(() => server.use(...attributeHandlers()));

function renderList(route = '/admin/attributes') {
  return renderWithProviders(<AttributesScreen />, {
    role: 'Administrator',
    route,
    path: '/admin/attributes',
  });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Attributes' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

const location = () => screen.getByTestId('location');

describe('AttributesScreen', () => {
  it('lists the attributes newest first with their number of terms', async () => {
    renderList();
    const list = await rows();
    expect(list).toHaveLength(6);
    expect(within(list[0]!).getByText('finish')).toBeInTheDocument();
    const size = list.find((row) => within(row).queryByText('size'))!;
    expect(within(size).getByText('8')).toBeInTheDocument();
    expect(within(size).getByRole('link', { name: 'Edit attribute size' })).toHaveAttribute(
      'href',
      '/admin/attribute/edit/1',
    );
  });

  it('says so when Delete is pressed with nothing selected, and deletes nothing', async () => {
    renderList();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText(MESSAGES.noAttributeSelected)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await rows()).toHaveLength(6);
  });

  it('deletes the selected attributes after a confirmation', async () => {
    renderList();
    await rows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select attribute color' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select attribute style' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 attributes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteAttributeSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('color')).toBeNull());
    expect(await rows()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
  });

  it('keeps the page in the address and goes back a page when its last row is deleted', async () => {
    server.use(...attributeHandlers(makeAttributeCatalogue(15)));
    renderList('/admin/attributes?page=2');
    const [last] = await rows();
    expect(within(last!).getByText('size')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select attribute size' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the attribute size?' });
    const empty = watchForText('No attributes yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/attributes$/));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Attributes' }))
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(20),
    );
    // A skeleton, not the empty state, shows until page 1 arrives.
    expect(empty.seen()).toBe(false);
    empty.stop();
  });

  it('moves an address past the last page to the last page, with no empty state between', async () => {
    server.use(...attributeHandlers(makeAttributeCatalogue(15)));
    const empty = watchForText('No attributes yet.');
    renderList('/admin/attributes?page=7');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attributes?page=2'));
    expect(await rows()).not.toHaveLength(0);
    expect(empty.seen()).toBe(false);
    empty.stop();
  });

  it('shows an empty catalogue and a failed load', async () => {
    server.use(...emptyAttributeHandlers());
    const { unmount } = renderList();
    expect(await screen.findByText('No attributes yet.')).toBeInTheDocument();
    unmount();
    server.use(attributeFailure('Attributes', 'Attributes are unavailable'));
    renderList();
    expect(await screen.findByText('Attributes are unavailable')).toBeInTheDocument();
  });

  it('goes to the add form', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Attribute' }));
    // A navigation runs as a router transition: the address may change a render later.
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attribute/add'));
  });
});

describe('AttributeFormScreen', () => {
  function renderForm(route: string, path: string) {
    return renderWithProviders(<AttributeFormScreen />, { role: 'Administrator', route, path });
  }

  it('asks for a name, then creates the attribute and returns to the list', async () => {
    renderForm('/admin/attribute/add', '/admin/attribute/add');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.attributeNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'sleeve');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.createAttributeSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attributes'));
  });

  it('stays on the form with the server’s message when the name is taken', async () => {
    renderForm('/admin/attribute/add', '/admin/attribute/add');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Color');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(RULE_MESSAGES.attributeExists)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/attribute/add');
  });

  it('edits an attribute’s name', async () => {
    renderForm('/admin/attribute/edit/2', '/admin/attribute/edit/:id');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('color'));
    await userEvent.clear(name);
    await userEvent.type(name, 'colour');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Attribute is successful!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attributes'));
  });

  it('reports an attribute that does not exist', async () => {
    renderForm('/admin/attribute/edit/999', '/admin/attribute/edit/:id');
    expect(await screen.findByText(RULE_MESSAGES.attributeNotFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to attributes' }));
    expect(location()).toHaveTextContent('/admin/attributes');
  });
});
