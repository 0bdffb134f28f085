import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { attributeFailure, attributeHandlers } from '../mocks';
import { AttributeTermFormScreen } from './AttributeTermFormScreen';
import { AttributeTermsScreen } from './AttributeTermsScreen';

setupMockApi();
beforeEach(() => server.use(...attributeHandlers()));

const location = () => screen.getByTestId('location');

async function rows() {
  const table = await screen.findByRole('table', { name: 'Attribute terms' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function renderList(route = '/admin/attribute-terms') {
  return renderWithProviders(<AttributeTermsScreen />, {
    role: 'Administrator',
    route,
    path: '/admin/attribute-terms',
  });
}

describe('AttributeTermsScreen', () => {
  it('lists 20 terms a page with their attribute', async () => {
    renderList();
    expect(await rows()).toHaveLength(20);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Option name',
      'SKU',
      'Attribute',
      'Actions',
    ]);
  });

  it('filters by the attribute in the address, and by the one chosen', async () => {
    renderList('/admin/attribute-terms?attribute=2');
    const colors = await rows();
    expect(colors).toHaveLength(7);
    expect(colors.every((row) => within(row).queryByText('color'))).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Attribute' }));
    await userEvent.click(await screen.findByRole('option', { name: 'material' }));
    await waitFor(() => expect(location()).toHaveTextContent('?attribute=3'));
    await waitFor(() => expect(screen.queryByText('Black')).toBeNull());
    expect(await rows()).toHaveLength(4);
  });

  it('deletes a term after a confirmation: Delete success!', async () => {
    renderList('/admin/attribute-terms?attribute=4');
    expect(await rows()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for term Kids' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this attribute term?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Kids')).toBeNull());
  });

  it('shows a failed load', async () => {
    server.use(attributeFailure('AttributeTerms', 'Terms are unavailable'));
    renderList();
    expect(await screen.findByText('Terms are unavailable')).toBeInTheDocument();
  });

  it('adds a term for the attribute filtered on', async () => {
    renderList('/admin/attribute-terms?attribute=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Attribute Term' }));
    // A navigation runs as a router transition: the address may change a render later.
    await waitFor(() =>
      expect(location()).toHaveTextContent('/admin/attribute-term/add?attribute=2'),
    );
  });
});

describe('AttributeTermFormScreen', () => {
  function renderForm(route: string, path: string) {
    return renderWithProviders(<AttributeTermFormScreen />, {
      role: 'Administrator',
      route,
      path,
    });
  }

  it('asks for every field on an empty submit', async () => {
    renderForm('/admin/attribute-term/add', '/admin/attribute-term/add');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.termAttributeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.attributeNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.termSkuRequired)).toBeInTheDocument();
  });

  it('refuses an 11-character sku under size, then adds a 10-character one', async () => {
    renderForm('/admin/attribute-term/add?attribute=1', '/admin/attribute-term/add');
    const combobox = screen.getByRole('combobox', { name: 'Attribute' });
    await waitFor(() => expect(combobox).toHaveTextContent('size'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Option name' }), '4X Large');
    const sku = screen.getByRole('textbox', { name: 'SKU' });
    await userEvent.type(sku, '4XL-BIGGEST');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.sizeSkuMax)).toBeInTheDocument();
    await userEvent.type(sku, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Create Attribute Term is successful!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attribute-terms?attribute=1'));
  });

  it('holds other attributes to 5 sku characters', async () => {
    renderForm('/admin/attribute-term/add?attribute=2', '/admin/attribute-term/add');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Attribute' })).toHaveTextContent('color'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU' }), 'ORANGE');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.otherSkuMax)).toBeInTheDocument();
  });

  it('edits a term without letting its attribute change', async () => {
    renderForm('/admin/attribute-term/edit/1', '/admin/attribute-term/edit/:id');
    const name = await screen.findByRole('textbox', { name: 'Option name' });
    await waitFor(() => expect(name).toHaveValue('Small'));
    expect(screen.getByRole('combobox', { name: 'Attribute' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Petite');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Attribute Term is successful!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/attribute-terms?attribute=1'));
  });
});
