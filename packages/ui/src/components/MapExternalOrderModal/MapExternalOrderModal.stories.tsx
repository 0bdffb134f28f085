import { EXTERNAL_ORDER_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TEE_ATTRIBUTES, TEE_VARIANTS } from '../VariantPicker/VariantPicker.fixtures';
import { MapExternalOrderModal, type MapExternalOrderModalProps } from './MapExternalOrderModal';
import { openDialog } from '../../../../../.storybook/play';

const TYPES = [
  { id: '7', title: 'Unisex Heavy Cotton Tee' },
  { id: '9', title: 'Ceramic Mug 11oz' },
];

const PRODUCTS = [
  { id: '31', title: 'Cat lover tee', sku: 'CAT-TEE' },
  { id: '32', title: 'Dog lover mug', sku: 'DOG-MUG' },
];
const PRODUCT_VARIANTS = [
  {
    id: '301',
    sku: 'CAT-TEE-WHI-M',
    label: 'White / M',
    productTypeId: '7',
    productTypeTitle: 'Unisex Heavy Cotton Tee',
    productTypeVariantId: '102',
    baseCost: 8.5,
    designed: true,
  },
  {
    id: '302',
    sku: 'CAT-TEE-BLA-M',
    label: 'Black / M',
    productTypeId: '7',
    productTypeTitle: 'Unisex Heavy Cotton Tee',
    productTypeVariantId: '104',
    baseCost: 8.5,
    designed: false,
  },
];

/** The modal as a screen holds it: the type or product chosen is the screen's, which loads its variants. */
function Stateful(props: MapExternalOrderModalProps) {
  const [typeId, setTypeId] = useState(props.productTypeId);
  const [productId, setProductId] = useState(props.byProduct?.productId ?? null);
  return (
    <MapExternalOrderModal
      {...props}
      byProduct={
        props.byProduct && {
          ...props.byProduct,
          productId,
          onProductChange: (id) => {
            setProductId(id);
            props.byProduct?.onProductChange(id);
          },
          variants: productId ? props.byProduct.variants : [],
        }
      }
      productTypeId={typeId}
      onProductTypeChange={(id) => {
        setTypeId(id);
        props.onProductTypeChange(id);
      }}
      attributes={typeId ? props.attributes : []}
      variants={typeId ? props.variants : []}
    />
  );
}

const meta = {
  title: 'UI/Orders/MapExternalOrderModal',
  component: MapExternalOrderModal,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onProductTypeChange: fn(),
    line: {
      product: 'Classic T-Shirt',
      variantTitle: 'M',
      sku: 'P1000-M',
      quantity: 2,
      price: 24.5,
      orderNumber: '#1001',
    },
    productTypes: TYPES,
    productTypeId: null,
    attributes: TEE_ATTRIBUTES,
    variants: TEE_VARIANTS.map((v) => ({ ...v, baseCost: v.price })),
  },
  argTypes: {
    line: { control: false },
    productTypes: { control: false },
    attributes: { control: false },
    variants: { control: false },
    variantsError: { control: 'text' },
    submitError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof MapExternalOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's line, a type chosen, then its options: Map sends the type and the variant. */
export const MapToVariant: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Mapping' })).toBeVisible();
    await expect(body.getByText('Classic T-Shirt — M')).toBeVisible();
    await expect(body.getByText('#1001, 2 × $24.50')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Map' }));
    await expect(body.getByText(EXTERNAL_ORDER_MESSAGES.productTypeRequired)).toBeVisible();
    await userEvent.click(body.getByRole('combobox', { name: /Product type/ }));
    await userEvent.click(body.getByRole('option', { name: 'Unisex Heavy Cotton Tee' }));
    await expect(args.onProductTypeChange).toHaveBeenCalledWith('7');
    await userEvent.click(body.getByRole('button', { name: 'White' }));
    await userEvent.click(body.getByRole('button', { name: 'Map' }));
    await expect(body.getByText(EXTERNAL_ORDER_MESSAGES.selectOption('size'))).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'M' }));
    await expect(body.getByText('TEE-WHI-M')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Map' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ productTypeId: '7', variantId: '102' });
  },
};

/** The server refused the mapping: its message, the choices kept. */
export const Refused: Story = {
  args: {
    productTypeId: '7',
    submitError: EXTERNAL_ORDER_MESSAGES.alreadyMapped,
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText(EXTERNAL_ORDER_MESSAGES.alreadyMapped)).toBeVisible();
    await expect(body.getByRole('combobox', { name: /Product type/ })).toHaveValue(
      'Unisex Heavy Cotton Tee',
    );
  },
};

/** The type's variants failed to load: the error with Retry. */
export const VariantsFailed: Story = {
  args: { productTypeId: '9', variantsError: 'Something wrong!', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('Something wrong!')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The CSV import's row Import (title, button and note of its own; no price): a product mapped by
 * an earlier row starts at its type and variant, so Import is one click.
 */
export const ImportKnownProduct: Story = {
  args: {
    title: 'Import order',
    submitLabel: 'Import',
    note: 'The product stays mapped: the file’s next rows of it start at this variant.',
    line: { product: 'Cat tee', variantTitle: 'Black / M', quantity: 2, orderNumber: '#S-1001' },
    productTypeId: '7',
    initialVariantId: '102',
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Import order' })).toBeVisible();
    await expect(body.getByText('#S-1001, quantity 2')).toBeVisible();
    await expect(body.getByText('TEE-WHI-M')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Import' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ productTypeId: '7', variantId: '102' });
  },
};

/**
 * §7 createNewOrderWithProductId: "Map to" one of the seller's products, then its variant (both
 * required); Map sends the product and the variant, whose designs the order takes.
 */
export const MapToProduct: Story = {
  args: {
    byProduct: {
      products: PRODUCTS,
      productsTotal: 140,
      productId: null,
      onProductChange: fn(),
      variants: PRODUCT_VARIANTS,
      onSubmit: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('radio', { name: 'One of the seller’s products' }));
    await expect(body.getByText(/The 2 newest of 140 products/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Map' }));
    await expect(body.getByText(EXTERNAL_ORDER_MESSAGES.productAndVariant)).toBeVisible();
    await userEvent.click(body.getByRole('combobox', { name: /^Product/ }));
    await userEvent.click(body.getByRole('option', { name: 'Cat lover tee (CAT-TEE)' }));
    await expect(args.byProduct!.onProductChange).toHaveBeenCalledWith('31');
    await userEvent.click(body.getByRole('combobox', { name: /Variant/ }));
    await userEvent.click(
      body.getByRole('option', { name: 'Unisex Heavy Cotton Tee: Black / M (CAT-TEE-BLA-M)' }),
    );
    await expect(body.getByText(/the order waits in pending design/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Map' }));
    await expect(args.byProduct!.onSubmit).toHaveBeenCalledWith({
      productId: '31',
      variant: PRODUCT_VARIANTS[1],
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
