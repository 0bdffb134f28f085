import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, PRODUCT_TYPE_MESSAGES as M } from '@podoffice/domain';
import {
  makeProductTypeFormBeforeRules,
  productTypeFormFailure,
  productTypeFormHandlers,
  productTypeFormLoading,
  productTypeUploadRefused,
} from '../formMocks';
import { productTypeHandlers } from '../mocks';
import { ProductTypeFormScreen } from './ProductTypeFormScreen';

const ADD = { route: '/admin/product-types/add', path: '/admin/product-types/add' };
const EDIT = { route: '/admin/product-types/edit/1', path: '/admin/product-types/edit/:id' };

const meta = {
  title: 'Features/ProductTypes/ProductTypeFormScreen',
  component: ProductTypeFormScreen,
  parameters: { router: ADD },
  globals: { role: 'Listing' },
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers(), ...productTypeFormHandlers()),
} satisfies Meta<typeof ProductTypeFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type's Title, not a print area's. */
const TITLE = /^Title(?! of)/;

/** The form and its sections load apart from the screen: wait for the last of them. */
async function formReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Add attribute' });
  await canvas.findByRole('button', { name: 'Add print area' });
  await canvas.findByRole('button', { name: 'Add carrier' });
  await canvas.findByLabelText('Upload images: file');
  return canvas;
}

/** Add New: an empty form, DPI 0. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getByRole('textbox', { name: TITLE })).toHaveValue('');
    await expect(canvas.getByRole('spinbutton', { name: 'DPI' })).toHaveValue('0');
  },
};

/** An empty Save: every §5 message of the sections at once. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.titleRequired)).toBeVisible();
    await expect(canvas.getByText(M.skuRequired)).toBeVisible();
    await expect(canvas.getByText(M.attributesRequired)).toBeVisible();
    await expect(canvas.getByText(M.printAreasRequired)).toBeVisible();
  },
};

/**
 * An empty sku is made from the title (its placeholder until then); a sku typed after the title
 * replaces it; a sku over 7 characters says so on Save.
 */
export const SkuMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: TITLE }), 'Classic Premium Hoodie');
    await userEvent.tab();
    const sku = canvas.getByRole('textbox', { name: /SKU/ });
    await expect(sku).toHaveAttribute('placeholder', 'CPH');
    await userEvent.type(sku, 'hood');
    await userEvent.tab();
    await expect(sku).toHaveValue('HOOD');
    await userEvent.clear(sku);
    await userEvent.tab();
    await expect(sku).toHaveValue('CPH');
    await userEvent.clear(sku);
    await userEvent.type(sku, 'hood ie xl 2');
    await userEvent.tab();
    await expect(sku).toHaveValue('HOODIEXL2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.skuLength)).toBeVisible();
  },
};

/** A sku with a character other than letters and digits: the spec's message on Save. */
export const SkuInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const sku = canvas.getByRole('textbox', { name: /SKU/ });
    await userEvent.type(sku, 'TS#1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.skuInvalid)).toBeVisible();
  },
};

/** Edit: every section filled from productTypeById. */
export const Edit: Story = {
  parameters: { router: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getByRole('textbox', { name: TITLE })).toHaveValue('Classic T-Shirt');
    await expect(canvas.getByRole('textbox', { name: 'Cost of UPS' })).toHaveValue('$1,234.50');
    await expect(canvas.getByRole('radio', { name: 'Default carrier USPS' })).toBeChecked();
  },
};

export const EditLoading: Story = {
  parameters: { router: EDIT },
  beforeEach: ({ msw }) => msw.use(productTypeFormLoading('ProductTypeForEdit')),
};

export const EditNotFound: Story = {
  parameters: { router: { ...EDIT, route: '/admin/product-types/edit/999' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.notFound)).toBeVisible();
  },
};

/**
 * A type saved before issue 23's rules: its deleted carrier named and marked inactive, and on
 * Save what to change beside each field (the carrier, the Mockup Link, the second image).
 */
export const EditSavedBeforeRules: Story = {
  parameters: { router: EDIT },
  beforeEach: ({ msw }) => msw.use(...productTypeFormHandlers([makeProductTypeFormBeforeRules()])),
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.carrierInactive('YunExpress'))).toBeVisible();
    await expect(canvas.getByText(M.addressInvalid('Mockup Link'))).toBeVisible();
    await expect(canvas.getByText(M.addressInvalid('Image 2'))).toBeVisible();
  },
};

/** A refused save: the server's message, everything typed kept. */
export const SaveFails: Story = {
  parameters: { router: EDIT },
  beforeEach: ({ msw }) => msw.use(productTypeFormFailure('UpdateProductType', M.skuDuplicated)),
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(M.skuDuplicated));
    await expect(canvas.getByRole('textbox', { name: TITLE })).toHaveValue('Classic T-Shirt');
  },
};

/** The file store refuses an upload: 'Could not upload file' under the drop zone. */
export const UploadFails: Story = {
  beforeEach: ({ msw }) => msw.use(productTypeUploadRefused()),
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const png = new File([new Uint8Array([1])], 'front.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload images: file'), png);
    await expect(await canvas.findByText(MESSAGES.uploadFailed)).toBeVisible();
  },
};

/** Administrators edit product types too. */
export const Administrator: Story = {
  parameters: { router: EDIT },
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** The route refuses Supporters; the screen does too (spec 2 §6: Administrator and Listing). */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.accessDenied)).toBeVisible();
  },
};
