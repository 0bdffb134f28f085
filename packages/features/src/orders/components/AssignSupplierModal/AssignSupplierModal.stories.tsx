import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssignSupplierModal, SUPPLIER_REQUIRED } from './AssignSupplierModal';
import { openDialog } from '../../../../../../.storybook/play';

const SUPPLIERS = [
  { id: '3', first_name: 'Sue', last_name: 'Supplier' },
  { id: '193', first_name: 'Color', last_name: 'Ecommerce' },
];

const meta = {
  title: 'Features/Orders/AssignSupplierModal',
  component: AssignSupplierModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    orderId: 2002,
    suppliers: SUPPLIERS,
    supplierId: '3',
  },
  parameters: { app: false, docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof AssignSupplierModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order's supplier is chosen first; another is saved by id. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const picker = body.getByRole('combobox', { name: /Supplier/ });
    await expect(picker).toHaveTextContent('Sue Supplier');
    await userEvent.click(picker);
    await userEvent.click(body.getByRole('option', { name: 'Color Ecommerce' }));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('193');
  },
};

/** No supplier yet: Save says one is needed and sends nothing. */
export const RequiredMessage: Story = {
  args: { supplierId: null },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(SUPPLIER_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { suppliers: [], supplierId: null, loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading suppliers' })).toBeVisible();
  },
};

/** A product type nobody supplies yet. */
export const Empty: Story = {
  args: { suppliers: [], supplierId: null },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('No suppliers for this product type')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { suppliers: [], supplierId: null, error: 'Order not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };
