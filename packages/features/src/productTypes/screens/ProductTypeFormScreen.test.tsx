import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, PRODUCT_TYPE_MESSAGES as M, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import {
  makeProductTypeForm,
  makeProductTypeFormBeforeRules,
  productTypeFormFailure,
  productTypeFormHandlers,
  productTypeUploadBase,
  productTypeUploadRefused,
} from '../formMocks';
import { productTypeHandlers } from '../mocks';
import { ProductTypeFormScreen } from './ProductTypeFormScreen';

setupMockApi();
beforeEach(() => server.use(...productTypeHandlers(), ...productTypeFormHandlers()));

/**
 * jsdom lays nothing out, so dnd-kit's keyboard sensor would find no row to move over: stack each
 * orderable list's rows 60 px apart, as a browser would.
 */
let restoreRect: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    if (!(this instanceof HTMLElement) || this.dataset.rowId === undefined) {
      return original.call(this);
    }
    const top = Array.from(this.parentElement!.children).indexOf(this) * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: 52,
      bottom: top + 52,
      right: 600,
      toJSON() {},
    } as DOMRect;
  };
  restoreRect = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => restoreRect());

const location = () => screen.getByTestId('location').textContent;

/** The form and its sections load apart from the screen (the route's budget): wait for all. */
async function formReady() {
  await screen.findByRole('button', { name: 'Add attribute' });
  await screen.findByRole('button', { name: 'Add print area' });
  await screen.findByRole('button', { name: 'Add carrier' });
  await screen.findByLabelText('Upload images: file');
}

async function renderAdd(role: UserRole = 'Listing') {
  renderWithProviders(<ProductTypeFormScreen />, {
    role,
    route: '/admin/product-types/add',
    path: '/admin/product-types/add',
  });
  if (role !== 'Supporter') await formReady();
}

async function renderEdit(id = '1', role: UserRole = 'Administrator') {
  renderWithProviders(<ProductTypeFormScreen />, {
    role,
    route: `/admin/product-types/edit/${id}`,
    path: '/admin/product-types/edit/:id',
  });
  if (id === '1') await formReady();
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** The type's Title, not a print area's. */
const TITLE = /^Title(?! of)/;
const titleBox = () => textbox(TITLE);

async function choose(combobox: string, ...options: (string | RegExp)[]) {
  for (const option of options) {
    // A multiple select stays open after a pick.
    if (!screen.queryByRole('option', { name: option })) {
      await userEvent.click(screen.getByRole('combobox', { name: combobox }));
    }
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
}

/** Fills every required section of a new type: one attribute, one print area. */
async function fillRequired(title = 'Canvas Tote Bag') {
  await userEvent.type(titleBox(), title);
  await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
  await choose('Attribute 1', 'Color');
  await choose('Options of Color', 'Black');
  await userEvent.click(screen.getByRole('button', { name: 'Add print area' }));
  await userEvent.type(textbox('Title of print area 1'), 'Front');
}

describe('ProductTypeFormScreen: add', () => {
  it('shows every §5 message on an empty Save and sends nothing', async () => {
    const created = recordCalls('CreateProductType');
    await renderAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(M.skuRequired)).toBeInTheDocument();
    expect(screen.getByText(M.attributesRequired)).toBeInTheDocument();
    expect(screen.getByText(M.printAreasRequired)).toBeInTheDocument();
    expect(created).toHaveLength(0);
    expect(location()).toBe('/admin/product-types/add');
  });

  it('makes the sku from the title on blur, and cleans a typed one', async () => {
    await renderAdd();
    await userEvent.type(titleBox(), 'Classic Premium Hooded Sweatshirt');
    await userEvent.tab();
    // In the empty SKU, the sku it will get shows as its placeholder; left empty, it is filled.
    expect(textbox(/SKU/)).toHaveValue('');
    expect(textbox(/SKU/)).toHaveAttribute('placeholder', 'CPHS');
    await userEvent.tab();
    expect(textbox(/SKU/)).toHaveValue('CPHS');
    await userEvent.type(titleBox(), ' Two');
    await userEvent.click(screen.getByRole('textbox', { name: 'Mockup Link' }));
    expect(textbox(/SKU/)).toHaveValue('CPHS');
    await userEvent.clear(textbox(/SKU/));
    await userEvent.type(textbox(/SKU/), 'ab 12');
    await userEvent.tab();
    expect(textbox(/SKU/)).toHaveValue('AB12');
  });

  it('saves the sku typed after the title, not the generated one with it on the end', async () => {
    const created = recordCalls('CreateProductType');
    await renderAdd();
    await userEvent.type(titleBox(), 'Quality Water Proof');
    await userEvent.tab();
    await userEvent.type(textbox(/SKU/), 'QAWP');
    await userEvent.tab();
    expect(textbox(/SKU/)).toHaveValue('QAWP');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await choose('Attribute 1', 'Color');
    await choose('Options of Color', 'Black');
    await userEvent.click(screen.getByRole('button', { name: 'Add print area' }));
    await userEvent.type(textbox('Title of print area 1'), 'Front');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.input).toEqual(
      expect.objectContaining({ title: 'Quality Water Proof', sku: 'QAWP' }),
    );
  });

  it("says the sku's length and special-character messages on Save", async () => {
    const created = recordCalls('CreateProductType');
    await renderAdd();
    await fillRequired();
    await userEvent.clear(textbox(/SKU/));
    await userEvent.type(textbox(/SKU/), 'TOOLONGSKU');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.skuLength)).toBeInTheDocument();
    await userEvent.clear(textbox(/SKU/));
    await userEvent.type(textbox(/SKU/), 'A-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.skuInvalid)).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('wants an option on each attribute and a title on each print area', async () => {
    await renderAdd();
    await userEvent.type(titleBox(), 'Mug');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await choose('Attribute 1', 'Size');
    await userEvent.click(screen.getByRole('button', { name: 'Add print area' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.attributesRequired)).toBeInTheDocument();
    expect(screen.getByText(M.printAreasRequired)).toBeInTheDocument();
  });

  it('offers each attribute once', async () => {
    await renderAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await choose('Attribute 1', 'Color');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Attribute 2' }));
    expect(await screen.findByRole('option', { name: 'Color' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('puts print areas in order with the keyboard', async () => {
    const created = recordCalls('CreateProductType');
    await renderAdd();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add print area' }));
    await userEvent.type(textbox('Title of print area 2'), 'Back');
    act(() => screen.getByRole('button', { name: 'Reorder Front' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(textbox('Title of print area 1')).toHaveValue('Back');
    expect(textbox('Title of print area 2')).toHaveValue('Front');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const input = created[0]!.input as { print_files: { title: string; default: boolean }[] };
    // Front stays the default wherever it moves.
    expect(input.print_files).toEqual([
      expect.objectContaining({ title: 'Back', default: false }),
      expect.objectContaining({ title: 'Front', default: true }),
    ]);
  });

  it('keeps exactly one default carrier, refuses a cost below 0, shows costs in $', async () => {
    await renderAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Add carrier' }));
    await choose('Carrier 1', 'USPS');
    await userEvent.click(screen.getByRole('button', { name: 'Add carrier' }));
    await choose('Carrier 2', 'UPS');
    const usps = screen.getByRole('radio', { name: 'Default carrier USPS' });
    const ups = screen.getByRole('radio', { name: 'Default carrier UPS' });
    expect(usps).toBeChecked();
    expect(ups).not.toBeChecked();
    await userEvent.click(ups);
    expect(ups).toBeChecked();
    expect(usps).not.toBeChecked();
    await userEvent.type(textbox('Cost of UPS'), '1234.5');
    expect(textbox('Cost of UPS')).toHaveValue('$1,234.5');
    // Removing the default makes the first carrier left the default (spec 2 §4).
    await userEvent.click(screen.getByRole('button', { name: 'Remove UPS' }));
    expect(screen.getByRole('radio', { name: 'Default carrier USPS' })).toBeChecked();
    await userEvent.clear(textbox('Cost of USPS'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.carrierPriceIncorrect)).toBeInTheDocument();
  });

  it('uploads an image through the file store and shows it', async () => {
    const recorded = recordCalls('RecordProductTypeImage');
    await renderAdd();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload images: file'), png);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(recorded[0]).toEqual({
      input: expect.objectContaining({ file_name: 'front.png', file_mime: 'image/png' }),
    });
  });

  it('shows a progress bar while the file is sent, and none once it is stored', async () => {
    let finish: () => void = () => {};
    server.use(
      http.put(
        `${productTypeUploadBase()}/*`,
        () =>
          new Promise<Response>((resolve) => {
            finish = () => resolve(new HttpResponse(null, { status: 200 }));
          }),
      ),
    );
    await renderAdd();
    const png = new File([new Uint8Array([1])], 'back.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload images: file'), png);
    expect(
      await screen.findByRole('progressbar', { name: 'Upload images: progress' }),
    ).toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says 'Could not upload file' when the store refuses the file, and keeps the form", async () => {
    server.use(productTypeUploadRefused());
    await renderAdd();
    await userEvent.type(titleBox(), 'Poster');
    const png = new File([new Uint8Array([1])], 'front.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload images: file'), png);
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.uploadFailed).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    expect(titleBox()).toHaveValue('Poster');
  });

  it('creates the type with every section, says so and goes back to the list', async () => {
    const created = recordCalls('CreateProductType');
    await renderAdd();
    await fillRequired('Canvas Tote Bag');
    await userEvent.tab();
    await choose('Options of Color', 'White');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await choose('Attribute 2', 'Size');
    await choose('Options of Size', 'S', 'M');
    await choose('Suppliers', /Sue Supplier/);
    await userEvent.click(screen.getByRole('button', { name: 'Add carrier' }));
    await choose('Carrier 1', 'USPS');
    await userEvent.type(textbox('Cost of USPS'), '3.5');
    await choose('Categories', 'Apparel');
    await userEvent.type(textbox('Mockup Link'), 'https://x.test/ a b.png');
    await userEvent.type(textbox('Made In'), 'US');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'DPI' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'DPI' }), '300');
    await choose('Tag', 'Premium');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Is Special' }));
    const mockup = new File([new Uint8Array([1])], 'front-mockup.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Mockup of Front: file'), mockup);
    expect(await screen.findByRole('img', { name: 'Mockup of Front' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/product-types'));
    expect(created[0]!.input).toEqual(
      expect.objectContaining({
        title: 'Canvas Tote Bag',
        sku: 'CTB',
        mockup: 'https://x.test/ab.png',
        origin: 'US',
        dpl: 300,
        tag: 'Premium',
        is_special: true,
        categories: ['1'],
        suppliers: ['3'],
        attributes: [
          {
            name: 'Color',
            options: [
              { name: 'Black', sku: 'BLK' },
              { name: 'White', sku: 'WHT' },
            ],
          },
          {
            name: 'Size',
            options: [
              { name: 'S', sku: 'S' },
              { name: 'M', sku: 'M' },
            ],
          },
        ],
        print_files: [
          expect.objectContaining({
            title: 'Front',
            default: true,
            mockup: expect.stringMatching(/^http.*front-mockup\.png$/),
          }),
        ],
        product_type_carriers: [{ carrier_id: '1', price: 3.5, default: true }],
      }),
    );
  });

  it("shows the server's 'SKU is duplicated' and keeps everything typed", async () => {
    await renderAdd('Administrator');
    await fillRequired('Classic T-Shirt');
    await userEvent.clear(textbox(/SKU/));
    await userEvent.type(textbox(/SKU/), 'CTS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(M.skuDuplicated).length).toBeGreaterThan(0));
    expect(location()).toBe('/admin/product-types/add');
    expect(titleBox()).toHaveValue('Classic T-Shirt');
    expect(textbox('Title of print area 1')).toHaveValue('Front');
  });

  it('asks before Cancel throws changes away', async () => {
    await renderAdd();
    await userEvent.type(titleBox(), 'Poster');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/product-types/add');
    expect(titleBox()).toHaveValue('Poster');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole(
        'button',
        {
          name: 'Leave',
        },
      ),
    );
    await waitFor(() => expect(location()).toBe('/admin/product-types'));
  });

  it('lets a link go at once while nothing is changed', async () => {
    await renderAdd();
    const breadcrumb = screen.getByRole('link', { name: 'Product types' });
    await userEvent.click(breadcrumb);
    // Nothing typed yet: the link goes at once.
    await waitFor(() => expect(location()).toBe('/admin/product-types'));
  });

  it('asks before a link leaves a form with changes', async () => {
    await renderAdd();
    await userEvent.type(titleBox(), 'Poster');
    await userEvent.click(screen.getByRole('link', { name: 'Product types' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/product-types/add');
    await userEvent.click(screen.getByRole('link', { name: 'Product types' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(location()).toBe('/admin/product-types'));
  });

  it('a Supporter reads Access denied and nothing loads', async () => {
    await renderAdd('Supporter');
    expect(screen.getByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: TITLE })).toBeNull();
  });
});

describe('ProductTypeFormScreen: edit', () => {
  it('loads every value, saves a change with the whole type and goes back', async () => {
    const updated = recordCalls('UpdateProductType');
    await renderEdit();
    expect(await screen.findByRole('textbox', { name: TITLE })).toHaveValue('Classic T-Shirt');
    expect(textbox(/SKU/)).toHaveValue('CTS');
    expect(textbox('Title of print area 1')).toHaveValue('Front');
    expect(textbox('Cost of UPS')).toHaveValue('$1,234.50');
    expect(screen.getByRole('radio', { name: 'Default carrier USPS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Is Special' })).toBeChecked();
    await userEvent.clear(titleBox());
    await userEvent.type(titleBox(), 'Classic Tee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/product-types'));
    expect(updated[0]).toEqual({
      id: '1',
      input: expect.objectContaining({
        title: 'Classic Tee',
        sku: 'CTS',
        dpl: 300,
        tag: 'Best seller',
        personalized: false,
        print_files: [
          expect.objectContaining({ id: '11', title: 'Front', default: true }),
          expect.objectContaining({ id: '12', title: 'Back', default: false }),
        ],
        product_type_carriers: [
          { carrier_id: '1', price: 0, default: true },
          { carrier_id: '2', price: 1234.5, default: false },
        ],
      }),
    });
  });

  // Issue 23 refuses a deleted (inactive) carrier and addresses other than http(s); a type saved
  // before may hold them. Each is named beside its field, and the type saves once they are replaced.
  it('names what a type saved before the rules must change, and saves once it is changed', async () => {
    const updated = recordCalls('UpdateProductType');
    server.use(...productTypeFormHandlers([makeProductTypeFormBeforeRules()]));
    await renderEdit();
    const inactive = 'YunExpress (inactive)';
    expect(
      await screen.findByRole('radio', { name: `Default carrier ${inactive}` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.carrierInactive('YunExpress'))).toBeInTheDocument();
    expect(screen.getByText(M.addressInvalid('Mockup Link'))).toBeInTheDocument();
    expect(screen.getByText(M.addressInvalid('Image 2'))).toBeInTheDocument();
    expect(updated).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${inactive}` }));
    await userEvent.clear(textbox('Mockup Link'));
    await userEvent.type(textbox('Mockup Link'), 'https://www.example.com/cts.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    const type = makeProductTypeForm();
    expect(updated[0]!.input).toMatchObject({
      mockup: 'https://www.example.com/cts.png',
      images: type.images,
      product_type_carriers: type.product_type_carriers.map(({ carrier: _c, ...row }) => row),
    });
  });

  it('says an unknown type is not found, with a way back', async () => {
    await renderEdit('999');
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to product types' }));
    expect(location()).toBe('/admin/product-types');
  });

  it("shows a refused update's message in the form", async () => {
    server.use(
      productTypeFormFailure('UpdateProductType', 'You do not have permission to do this'),
    );
    await renderEdit();
    await screen.findByRole('textbox', { name: TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('You do not have permission to do this').length).toBeGreaterThan(
        0,
      ),
    );
    expect(location()).toBe('/admin/product-types/edit/1');
  });
});
