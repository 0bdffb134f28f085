import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_TYPE_MESSAGES as M, type UserRole } from '@podoffice/domain';
import { Link } from 'react-router-dom';
import { apiLink } from '../../shared/msw';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { ProductTypeVariantsInput } from '../api/variants';
import {
  VARIANT_CATALOG_DOWN,
  variantFailure,
  variantHandlers,
  variantTypeFixtures,
} from '../mocks';
import { ProductTypeVariantsScreen } from './ProductTypeVariantsScreen';

setupMockApi();

/**
 * jsdom lays nothing out, so TanStack Virtual would render no row: the scroller gets a size and
 * each row its place by index, as a browser would compute them (rows of 80 px: two lines).
 */
const ROW = 80;
let restoreLayout: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-index]') as HTMLElement | null;
    const box = (top: number, height: number) =>
      ({
        x: 0,
        y: top,
        top,
        left: 0,
        width: 1630,
        height,
        bottom: top + height,
        right: 1630,
        toJSON() {},
      }) as DOMRect;
    if (row && row === this) return box(Number(row.dataset.index) * ROW, ROW);
    if (this.getAttribute('data-testid') === 'variant-grid-scroller') return box(0, 2000);
    return original.call(this);
  };
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  const sized = {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('data-testid') === 'variant-grid-scroller'
        ? 2000
        : clientHeight.get!.call(this);
    },
  };
  Object.defineProperty(Element.prototype, 'clientHeight', sized);
  restoreLayout = () => {
    Element.prototype.getBoundingClientRect = original;
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  };
  server.use(...variantHandlers());
});
afterEach(() => restoreLayout());

/** The save calls the screen sent, read on their way to the mock server. */
function recordSaves() {
  const saves: ProductTypeVariantsInput[] = [];
  server.use(
    apiLink().mutation('SaveProductTypeVariants', ({ variables }) => {
      saves.push(variables.input as ProductTypeVariantsInput);
    }),
  );
  return saves;
}

function renderScreen(id = '1', role: UserRole = 'Listing') {
  return renderWithProviders(
    <>
      <ProductTypeVariantsScreen />
      <Link to="/admin/carriers">Carriers</Link>
    </>,
    {
      role,
      route: `/admin/product-types/${id}/variants`,
      path: '/admin/product-types/:id/variants',
    },
  );
}

async function grid(title = 'Classic T-Shirt') {
  return screen.findByRole('grid', { name: `Variants of ${title}` });
}
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = async (name: string) => {
  const table = await grid();
  const row = dataRows(table).find((r) => within(r).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
/** A row's Print areas cell, one name a line. */
const printAreasOf = async (name: string) =>
  within(await rowOf(name))
    .getAllByRole('gridcell')[4]!
    .textContent!.split('\n');
const location = () => screen.getByTestId('location');

/** What a $ cell shows: its text at rest, its input's value while focused (the grid's MoneyCell). */
const amount = (cell: HTMLElement) =>
  cell instanceof HTMLInputElement ? cell.value : cell.textContent;

/** Types a new amount in a $ cell: a click puts its input in place of the text (MoneyCell). */
async function retype(cell: () => HTMLElement, text: string) {
  await userEvent.click(cell());
  await waitFor(() => expect(cell()).toHaveFocus());
  await userEvent.clear(cell());
  if (text) await userEvent.type(cell(), text);
}

/** Picks an option of a POD Select (the grid's native Default partner selects have the same names). */
async function pick(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  const options = await screen.findAllByRole('option', { name: option });
  await userEvent.click(options.find((o) => o.tagName !== 'OPTION')!);
}

describe('ProductTypeVariantsScreen', () => {
  it('shows the grid with the spec’s toolbar for a type with a colour attribute and partners', async () => {
    renderScreen();
    const table = await grid();
    expect(dataRows(table)).toHaveLength(4);
    expect(screen.getByText('4 variant(s)')).toBeInTheDocument();
    const toolbar = within(screen.getByRole('toolbar', { name: 'Variant tools' }));
    await waitFor(() =>
      expect(toolbar.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Add print areas by Color attribute',
        'Bulk edit price',
        'Bulk edit mapping print areas',
        'Add all missing variants',
        'Select Variants',
        'Save',
      ]),
    );
    expect(within(table).getByText('CTS-BLK-S')).toBeInTheDocument();
  });

  it('hides Add print areas by Color attribute without a colour attribute, mapping without partners', async () => {
    server.use(...variantHandlers(undefined, []));
    renderScreen('3');
    await screen.findByText('No variants yet');
    const toolbar = within(screen.getByRole('toolbar', { name: 'Variant tools' }));
    expect(
      toolbar.queryByRole('button', { name: 'Add print areas by Color attribute' }),
    ).toBeNull();
    expect(toolbar.queryByRole('button', { name: 'Bulk edit mapping print areas' })).toBeNull();
    await userEvent.click(toolbar.getByRole('button', { name: 'Add all missing variants' }));
    expect(await screen.findByText(M.noAttribute)).toBeInTheDocument();
    expect(screen.getByText('No variants yet')).toBeInTheDocument();
  });

  it('Add all missing variants adds the missing combinations (Add N variant(s)), then finds none', async () => {
    renderScreen();
    await grid();
    const toolbar = within(screen.getByRole('toolbar', { name: 'Variant tools' }));
    await userEvent.click(toolbar.getByRole('button', { name: 'Add all missing variants' }));
    expect(await screen.findByText('Add 5 variant(s)')).toBeInTheDocument();
    expect(dataRows(await grid())).toHaveLength(9);
    expect(screen.getByText('Red / L')).toBeInTheDocument();
    expect(within(await rowOf('Red / L')).getByText('CTS-RED-L')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(toolbar.getByRole('button', { name: 'Add all missing variants' }));
    expect(await screen.findByText(M.noMissingVariant)).toBeInTheDocument();
    expect(dataRows(await grid())).toHaveLength(9);
  });

  it('offers Add all missing variants on an empty type, then saves the new rows', async () => {
    const saves = recordSaves();
    renderScreen('2');
    expect(await screen.findByText('No variants yet')).toBeInTheDocument();
    // The toolbar's button and the empty state's own.
    const [, fromEmpty] = screen.getAllByRole('button', { name: 'Add all missing variants' });
    await userEvent.click(fromEmpty!);
    expect(await screen.findByText('Add 4 variant(s)')).toBeInTheDocument();
    expect(dataRows(await grid('Hoodie'))).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.productTypeId).toBe('2');
    expect(saves[0]!.variants.map((v) => v.sku)).toEqual([
      'HOOD-NAVY-M',
      'HOOD-NAVY-L',
      'HOOD-SAND-M',
      'HOOD-SAND-L',
    ]);
    expect(saves[0]!.variants[0]).toMatchObject({
      sorting: 0,
      is_active: true,
      supplier_costs: [
        { user_id: '3', cost: 0, selected: true },
        { user_id: '40', cost: 0, selected: false },
      ],
      carrier_costs: [
        { carrier_id: '1', cost: 0, default: true },
        { carrier_id: '2', cost: 5, default: false },
      ],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('Bulk edit price asks for an attribute and options, then prices every variant of All', async () => {
    renderScreen();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit price' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk edit price' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText(M.selectAttribute)).toBeInTheDocument();
    await pick('Attribute', 'Color');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText(M.selectOptions)).toBeInTheDocument();
    await pick('Options', 'All');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Regular price' }), '1234.5');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Supplier cost' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Prices applied to 4 variant(s)')).toBeInTheDocument();
    for (const name of ['Black / S', 'Black / M', 'Black / L', 'White / S']) {
      const row = within(await rowOf(name));
      expect(amount(row.getByRole('textbox', { name: `Regular price of ${name}` }))).toBe(
        '$1,234.50',
      );
      // 0 is not above 0: the supplier cost stays.
      expect(amount(row.getByRole('textbox', { name: `Sue Supplier cost of ${name}` }))).toBe(
        '$7.00',
      );
    }
  });

  it('Bulk edit price on some options changes only their variants', async () => {
    renderScreen();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit price' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk edit price' }));
    await pick('Attribute', 'Size');
    await pick('Options', 'M');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Sale price' }), '15');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Supplier cost' }), '3.25');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Prices applied to 1 variant(s)')).toBeInTheDocument();
    const m = within(await rowOf('Black / M'));
    expect(amount(m.getByRole('textbox', { name: 'Sale price of Black / M' }))).toBe('$15.00');
    expect(amount(m.getByRole('textbox', { name: 'Sue Supplier cost of Black / M' }))).toBe(
      '$3.25',
    );
    const s = within(await rowOf('Black / S'));
    expect(amount(s.getByRole('textbox', { name: 'Sale price of Black / S' }))).toBe('$19.99');
  });

  it('refuses a sale price above the regular price against its row, and sends nothing', async () => {
    const saves = recordSaves();
    renderScreen();
    const row = within(await rowOf('Black / M'));
    const sale = () => row.getByRole('textbox', { name: 'Sale price of Black / M' });
    await retype(sale, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await row.findByText(M.salePriceAboveRegular)).toBeInTheDocument();
    expect(await screen.findAllByText(M.salePriceAboveRegular)).toHaveLength(2);
    expect(saves).toHaveLength(0);
    // Fixing the row takes its message away.
    await retype(sale, '10');
    await waitFor(() => expect(row.queryByText(M.salePriceAboveRegular)).toBeNull());
  });

  // Before issue 23 a variant sku was its options' text ('Heather Grey'); the grid shows a sku
  // read-only, so one stored that way must not stop the type's prices from being saved.
  it('saves a type whose variant has a sku stored before the sku rule', async () => {
    const [tee, ...others] = variantTypeFixtures();
    const variants = tee!.variants.map((v, i) => (i === 0 ? { ...v, sku: 'CTS-Black S' } : v));
    server.use(...variantHandlers([{ ...tee!, variants }, ...others]));
    renderScreen();
    const row = within(await rowOf('Black / S'));
    await retype(() => row.getByRole('textbox', { name: 'Regular price of Black / S' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    expect(screen.queryByText(M.variantSkuInvalid)).toBeNull();
  });

  it('refuses an empty seller cost with the spec’s message', async () => {
    const saves = recordSaves();
    renderScreen();
    const row = within(await rowOf('White / S'));
    await retype(() => row.getByRole('textbox', { name: 'Seller cost of White / S' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await row.findByText(M.sellerCostIncorrect)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('refuses a fee ship that is not an amount with the spec’s message', async () => {
    const saves = recordSaves();
    renderScreen();
    const row = within(await rowOf('Black / S'));
    await retype(() => row.getByRole('textbox', { name: `${M.feeShipLabel} of Black / S` }), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await row.findByText(M.feeShipIncorrect)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('toggles a status, reorders with the keyboard and saves the grid in its new order', async () => {
    const saves = recordSaves();
    renderScreen();
    await grid();
    const status = within(await rowOf('Black / M')).getByRole('switch', {
      name: 'Status of Black / M',
    });
    expect(status).toBeChecked();
    await userEvent.click(status);
    expect(status).not.toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const handle = screen.getByRole('button', { name: 'Reorder White / S' });
    act(() => handle.focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(async () =>
      expect(dataRows(await grid()).map((r) => r.textContent?.includes('White / S'))).toEqual([
        false,
        false,
        true,
        false,
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    expect(saves[0]!.variants.map((v) => [v.sku, v.sorting, v.is_active])).toEqual([
      ['CTS-BLK-S', 0, true],
      ['CTS-BLK-M', 1, false],
      ['CTS-WHT-S', 2, true],
      ['CTS-BLK-L', 3, true],
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('shows the server’s message when the save is refused, and keeps the edits', async () => {
    renderScreen();
    await grid();
    server.use(variantFailure('SaveProductTypeVariants', 'Carrier not found'));
    await userEvent.click(
      within(await rowOf('Black / S')).getByRole('switch', { name: 'Status of Black / S' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier not found')).toBeInTheDocument();
    expect(screen.queryByText(M.variantsSaved)).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('Select Variants deactivates and removes the rows picked by option', async () => {
    const saves = recordSaves();
    renderScreen();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Select Variants' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Select Variants' }));
    await pick('Size', 'S');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select all shown (2)' }));
    expect(dialog.getByText('2 of 4 variant(s) selected')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Black / S', 'White / S']) {
      expect(within(await rowOf(name)).getByRole('switch')).not.toBeChecked();
    }
    expect(within(await rowOf('Black / M')).getByRole('switch')).toBeChecked();
    expect(screen.getByText(/2 variant\(s\) selected/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Select Variants' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Select Variants' }));
    // The two picked before are still picked: keep Black / S only.
    expect(dialog.getByText('2 of 4 variant(s) selected')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'White / S (CTS-WHT-S)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(dataRows(await grid())).toHaveLength(3));
    expect(screen.queryByText('Black / S')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    expect(saves[0]!.variants.map((v) => [v.sku, v.sorting, v.is_active])).toEqual([
      ['CTS-BLK-M', 0, true],
      ['CTS-BLK-L', 1, true],
      ['CTS-WHT-S', 2, false],
    ]);
  });

  it('adds print areas by colour to every variant of that colour', async () => {
    renderScreen();
    await grid();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add print areas by Color attribute' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Add print areas by Color attribute' }),
    );
    // Black's first variant prints front and back; untick Back for Black, tick Back for White.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Back for Black' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Back for White' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Print areas set on 3 variant(s)')).toBeInTheDocument();
    expect(await printAreasOf('Black / S')).toEqual(['Front']);
    expect(await printAreasOf('Black / L')).toEqual(['Front']);
    expect(await printAreasOf('White / S')).toEqual(['Front', 'Back']);
  });

  it('maps the type’s print areas to a partner’s and saves the mapping', async () => {
    const saves = recordSaves();
    renderScreen();
    await grid();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bulk edit mapping print areas' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    expect(dialog.getByText('Applies to every variant.')).toBeInTheDocument();
    await userEvent.click(
      dialog.getByRole('combobox', { name: 'Color Ecommerce print area for Front' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'front' }));
    await userEvent.click(
      dialog.getByRole('combobox', { name: 'Color Ecommerce print area for Back' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'back' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Print area mapping set on 4 variant(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    expect(saves[0]!.variants[2]!.mapping_partner_print_areas).toEqual([
      {
        partner_id: '1',
        partner_key: 'front',
        product_type_print_area_id: '11',
        product_type_print_area_title: 'Front',
      },
      {
        partner_id: '1',
        partner_key: 'back',
        product_type_print_area_id: '12',
        product_type_print_area_title: 'Back',
      },
    ]);
  });

  it('gives the variants a blank’s print types of their colour and size as Partners Variant', async () => {
    const saves = recordSaves();
    renderScreen();
    await grid();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bulk edit mapping print areas' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    await userEvent.click(
      dialog.getByRole('combobox', { name: 'Color Ecommerce print area for Front' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'front' }));
    // The Blank field is there from the start, disabled until the catalogue is read.
    const blank = dialog.getByRole('combobox', { name: 'Blank' });
    await waitFor(() => expect(blank).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(blank);
    await userEvent.click(await screen.findByRole('option', { name: 'Gildan 5000' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Gildan 5000: partner variants set on 4 variant(s)'),
    ).toBeInTheDocument();
    expect(within(await rowOf('White / S')).getByText('G5000-WHI-S-FR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.variantsSaved)).toBeInTheDocument();
    const whiteS = saves[0]!.variants.find((v) => v.sku === 'CTS-WHT-S')!;
    expect(whiteS.partner_default_id).toBe('1');
    expect(whiteS.partner_variants).toEqual([
      { partner_variant_id: 'G5000-WHI-S-FR', partner_fulfillment_id: '1', sku: 'G5000-WHI-S-FR' },
    ]);
  });

  it('says when a partner’s catalogue cannot be read, and still maps its print areas', async () => {
    renderScreen();
    await grid();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bulk edit mapping print areas' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    await pick('Partner', 'DTF Express');
    expect(await dialog.findByRole('alert')).toHaveTextContent(VARIANT_CATALOG_DOWN);
    await userEvent.click(
      dialog.getByRole('combobox', { name: 'DTF Express print area for Back' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'back' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Print area mapping set on 4 variant(s)')).toBeInTheDocument();
  });

  it('warns before leaving unsaved changes: Stay keeps them, Leave goes; closing the tab asks too', async () => {
    renderScreen();
    await grid();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(
      within(await rowOf('Black / S')).getByRole('switch', { name: 'Status of Black / S' }),
    );
    expect(unload()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Carriers' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    expect(location()).toHaveTextContent('/admin/product-types/1/variants');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Carriers' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/carriers'));
  });

  it('leaves without asking when nothing changed', async () => {
    renderScreen();
    await grid();
    await userEvent.click(screen.getByRole('link', { name: 'Carriers' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/carriers'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when the type does not exist', async () => {
    renderScreen('999');
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(variantFailure('ProductTypeVariants', 'Server unavailable'));
    renderScreen();
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    server.use(...variantHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await grid()).toBeInTheDocument();
  });

  it('a Supporter reads the grid without the toolbar (the route refuses them; the server too)', async () => {
    renderScreen('1', 'Supporter');
    const table = await grid();
    expect(screen.queryByRole('toolbar', { name: 'Variant tools' })).toBeNull();
    expect(
      within(table).getByRole('textbox', { name: 'Regular price of Black / S' }),
    ).toHaveAttribute('aria-readonly', 'true');
  });
});
