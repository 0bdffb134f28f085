import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PRODUCT_TYPE_MESSAGES as M } from '@podoffice/domain';
import {
  makeProductTypeForm,
  productTypeAttributeFixtures,
  productTypeCarrierFixtures,
} from '../../formMocks';
import { productTypeCategoryFixtures, productTypeSupplierFixtures } from '../../mocks';
import { toProductTypeFormValues } from './formValues';
import { ProductTypeForm } from './ProductTypeForm';

const attributes = productTypeAttributeFixtures.map(({ id, name }) => ({ id, name }));

const meta = {
  title: 'Features/ProductTypes/ProductTypeForm',
  component: ProductTypeForm,
  args: {
    attributes,
    loadAttributeTerms: async (id: string) =>
      (productTypeAttributeFixtures.find((a) => a.id === id)?.terms ?? []).map(([name, sku]) => ({
        name,
        sku,
      })),
    suppliers: productTypeSupplierFixtures.map((s) => ({
      value: s.id,
      label: `${s.first_name} ${s.last_name}`,
    })),
    carriers: productTypeCarrierFixtures.map((c) => ({ value: c.id, label: c.name })),
    categories: productTypeCategoryFixtures.map((c) => ({ value: c.id, label: c.title })),
    uploadImage: fn(async (_file: File, onProgress: (percent: number) => void) => {
      onProgress(100);
      return 'https://files.example.com/uploads/1/front.png';
    }),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductTypeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialValues: toProductTypeFormValues(makeProductTypeForm(), attributes) },
};

/** The pickers still loading. */
export const PickersLoading: Story = {
  args: {
    attributes: [],
    attributesLoading: true,
    suppliers: [],
    suppliersLoading: true,
    carriers: [],
    carriersLoading: true,
    categories: [],
    categoriesLoading: true,
  },
};

/** The server refused the last save. */
export const ServerError: Story = {
  args: {
    initialValues: toProductTypeFormValues(makeProductTypeForm(), attributes),
    error: M.skuDuplicated,
  },
};

/** Save sends createProductType's input with the generated sku and the $ cost as a number. */
export const SavePayload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title(?! of)/ });
    await userEvent.type(title, 'Tote Bag');
    await expect(title).toHaveValue('Tote Bag');
    // The orderable sections load apart from the form's first fields.
    await userEvent.click(await canvas.findByRole('button', { name: 'Add attribute' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Attribute 1' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Material' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Options of Material' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Cotton' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add print area' }));
    const printArea = canvas.getByRole('textbox', { name: 'Title of print area 1' });
    await userEvent.type(printArea, 'Front');
    await expect(printArea).toHaveValue('Front');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add carrier' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Carrier 1' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'FedEx' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cost of FedEx' }), '1500');
    await expect(canvas.getByRole('textbox', { name: 'Cost of FedEx' })).toHaveValue('$1,500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // The fields this story set, compared on their own so a failure names the one that differs.
    const input = args.onSubmit.mock.lastCall?.[0];
    await expect({
      title: input?.title,
      sku: input?.sku,
      attributes: input?.attributes,
      product_type_carriers: input?.product_type_carriers,
    }).toEqual({
      title: 'Tote Bag',
      sku: 'TB',
      attributes: [{ name: 'Material', options: [{ name: 'Cotton', sku: 'COT' }] }],
      product_type_carriers: [{ carrier_id: '3', price: 1500, default: true }],
    });
  },
};
