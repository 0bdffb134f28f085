import { TRACKING_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SELECT_CARRIER } from '../ChangeCarrierModal';
import { TrackingFormModal } from './TrackingFormModal';
import { openDialog } from '../../../../../.storybook/play';

const CARRIERS = [
  { id: 1, name: 'USPS' },
  { id: 2, name: 'UPS' },
  { id: 3, name: 'DHL eCommerce' },
];

const TRACKING = {
  carrier_id: 2,
  tracking_code: '1Z999AA10123456784',
  base_cost: 12.5,
  shipping_cost: 4.25,
};

const meta = {
  title: 'UI/Orders/TrackingFormModal',
  component: TrackingFormModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    orderId: 1041,
    mode: 'add',
    carriers: CARRIERS,
  },
  argTypes: {
    carriers: { control: false },
    initialValues: { control: false },
    error: { control: 'text' },
    submitError: { control: 'text' },
    submitting: { control: 'inline-radio', options: [null, 'save', 'resubmit'] },
  },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof TrackingFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new tracking code: every field empty, no Save & Re-Submit. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Add tracking code N001041' })).toBeVisible();
    await expect(body.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent(SELECT_CARRIER);
    await expect(body.queryByRole('button', { name: 'Save & Re-Submit' })).toBeNull();
  },
};

/** The tracking's values filled in; Enter in a field saves. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: TRACKING },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Edit tracking code N001041' })).toBeVisible();
    await expect(body.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('UPS');
    await expect(body.getByRole('textbox', { name: 'Total cost' })).toHaveValue('$12.50');
    await userEvent.click(body.getByRole('textbox', { name: 'Tracking code' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        carrier_id: '2',
        tracking_code: '1Z999AA10123456784',
        base_cost: 12.5,
        shipping_cost: 4.25,
      },
      { resubmit: false },
    );
  },
};

/** The tracking's carrier left the product type: a warning, and Carrier is empty to pick again. */
export const RemovedCarrier: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...TRACKING, carrier_id: 9 },
    removedCarrierName: 'Canada Post',
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent(
      TRACKING_MESSAGES.carrierRemoved('Canada Post'),
    );
    await expect(body.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent(SELECT_CARRIER);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(TRACKING_MESSAGES.carrierRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Save with nothing filled in: spec 2 §5's three messages, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(TRACKING_MESSAGES.carrierRequired)).toBeVisible();
    await expect(body.getByText(TRACKING_MESSAGES.codeRequired)).toBeVisible();
    await expect(body.getByText(TRACKING_MESSAGES.totalCostRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 2 §5: a negative or empty cost is sent as -1; the code goes without its spaces. */
export const NegativeCostSentAsMinusOne: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(body.getByRole('option', { name: 'USPS' }));
    await userEvent.type(
      body.getByRole('textbox', { name: 'Tracking code' }),
      '9400 1000 0000 0000 0000 00',
    );
    await userEvent.type(body.getByRole('textbox', { name: 'Total cost' }), '-5');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        carrier_id: '1',
        tracking_code: '9400100000000000000000',
        base_cost: -1,
        shipping_cost: -1,
      },
      { resubmit: false },
    );
  },
};

/** Save & Re-Submit sends the same values and asks for the tracking service again. */
export const SaveAndResubmit: Story = {
  args: { mode: 'edit', initialValues: TRACKING },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Save & Re-Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        carrier_id: '2',
        tracking_code: '1Z999AA10123456784',
        base_cost: 12.5,
        shipping_cost: 4.25,
      },
      { resubmit: true },
    );
  },
};

/** Save & Re-Submit is under way: it shows busy and neither button can be pressed again. */
export const Submitting: Story = {
  args: { mode: 'edit', initialValues: TRACKING, submitting: 'resubmit' },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const resubmit = body.getByRole('button', { name: 'Save & Re-Submit' });
    await expect(resubmit).toBeDisabled();
    await expect(resubmit).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The server refused the tracking: its message, and every value kept. */
export const SubmitError: Story = {
  args: {
    mode: 'edit',
    initialValues: TRACKING,
    submitError: TRACKING_MESSAGES.saveError('Tracking code is already used by order N001038'),
  },
};

export const LoadingCarriers: Story = {
  args: { carriers: [], loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading carriers' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const CarriersError: Story = {
  args: { carriers: [], error: 'Could not load carriers', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
