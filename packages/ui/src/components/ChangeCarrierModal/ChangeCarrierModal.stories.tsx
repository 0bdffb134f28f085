import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CARRIER_REQUIRED, ChangeCarrierModal, SELECT_CARRIER } from './ChangeCarrierModal';
import { openDialog } from '../../../../../.storybook/play';

const CARRIERS = [
  { id: 1, name: 'USPS First Class', price: 0 },
  { id: 2, name: 'FedEx Ground', price: 6.5 },
  { id: 3, name: 'DHL Express', price: 14.25 },
];

const meta = {
  title: 'UI/Orders/ChangeCarrierModal',
  component: ChangeCarrierModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    orderId: 1041,
    carriers: CARRIERS,
    carrierId: 2,
  },
  argTypes: {
    carriers: { control: false },
    error: { control: 'text' },
    submitError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof ChangeCarrierModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order's carrier is chosen; a price of 0 reads Free. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const picker = body.getByRole('combobox', { name: /Shipping carrier/ });
    await expect(picker).toHaveTextContent('FedEx Ground — $6.50');
    await userEvent.click(picker);
    await expect(body.getByRole('option', { name: 'USPS First Class — Free' })).toBeVisible();
    await userEvent.click(body.getByRole('option', { name: 'DHL Express — $14.25' }));
    // Escape in the open list closes the list alone: the dialog and the choice stay (native <dialog>).
    await userEvent.click(picker);
    await expect(body.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('option', { name: 'USPS First Class — Free' })).toBeNull();
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(picker).toHaveTextContent('DHL Express — $14.25');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(CARRIERS[2]);
  },
};

/** No carrier yet: 'Select Carrier', and Save says one is needed. */
export const NoCarrier: Story = {
  args: { carrierId: null },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('combobox', { name: /Shipping carrier/ })).toHaveTextContent(
      SELECT_CARRIER,
    );
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(CARRIER_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { carriers: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).getByRole('status', { name: 'Loading carriers' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { carriers: [] },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('No carriers for this product type')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { carriers: [], error: 'Could not load carriers', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const SubmitFailed: Story = { args: { submitError: 'Carrier not found' } };
