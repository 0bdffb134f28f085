import { DTF_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DtfMappingModal, type DtfMappingDesign } from './DtfMappingModal';
import { openDialog } from '../../../../../.storybook/play';

// A 16 × 16 PNG (a dot on a light ground), inline so the stories need no network.
const DESIGN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAATElEQVR42mP48OkbSYgBjf9/CwMawqcBUzWmHgZM1fJx/+EIUw8DsmpkpZjaEBqwmo3LHgaCxqNZMqg1kOBpkoOVnIgjJ2mQk/iIQQA+TRRjE4YpOQAAAABJRU5ErkJggg==';

const FRONT: DtfMappingDesign = { id: '501', title: 'Front', url: DESIGN };
const BACK: DtfMappingDesign = { id: '502', title: 'Back', url: DESIGN };

const SKUS = [
  { sku: 'CE-TEE-G5000-WHT-M', label: 'Gildan 5000 Tee · White · M' },
  { sku: 'CE-TEE-G5000-BLK-M', label: 'Gildan 5000 Tee · Black · M' },
  { sku: 'CE-HOOD-G18500-BLK-L', label: 'Gildan 18500 Hoodie · Black · L' },
];

const PLACEMENTS = ['front', 'back', 'left_sleeve', 'right_sleeve'];

const meta = {
  title: 'UI/Orders/DtfMappingModal',
  component: DtfMappingModal,
  args: {
    open: true,
    onClose: fn(),
    onSave: fn(),
    orderId: 123,
    originNumber: '1042',
    productName: 'Unisex Heavy Cotton Tee - White / M',
    designs: [FRONT, BACK],
    skuOptions: SKUS,
    placementOptions: PLACEMENTS,
  },
  argTypes: {
    designs: { control: false },
    skuOptions: { control: false },
    placementOptions: { control: false },
    initialValue: { control: false },
    error: { control: 'text' },
    saveError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof DtfMappingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing mapped yet: shipping method starts as standard, and Save waits for a product and a placement. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'DTF data mapping N000123' })).toBeVisible();
    await expect(body.getByText('Order #1042')).toBeVisible();
    await expect(body.getByRole('combobox', { name: /Product/ })).toHaveValue('');
    await expect(body.getByRole('combobox', { name: /Shipping method/ })).toHaveTextContent(
      'Standard',
    );
    await expect(body.getByRole('combobox', { name: 'Placement of Front' })).toHaveTextContent(
      'No placement',
    );
    await expect(body.getByRole('img', { name: 'Front' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The server's suggestion filled in: Save sends it, with only the designs given a placement. */
export const Prefilled: Story = {
  args: {
    initialValue: {
      sku: 'CE-TEE-G5000-WHT-M',
      shipping_method: 'express',
      placement: [{ print_file_id: '501', placement: 'front' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('combobox', { name: /Product/ })).toHaveValue(
      'Gildan 5000 Tee · White · M',
    );
    await expect(body.getByRole('combobox', { name: 'Placement of Back' })).toHaveTextContent(
      'No placement',
    );
    const save = body.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      sku: 'CE-TEE-G5000-WHT-M',
      shipping_method: 'express',
      placement: [{ print_file_id: '501', placement: 'front' }],
    });
  },
};

/** A design without a file says so in place of its picture, and cannot be given a placement. */
export const DesignNotFound: Story = {
  args: {
    designs: [FRONT, { ...BACK, url: null }],
    initialValue: {
      sku: 'CE-TEE-G5000-BLK-M',
      placement: [{ print_file_id: '502', placement: 'back' }],
    },
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText(DTF_MESSAGES.designNotFound)).toBeVisible();
    await expect(body.queryByRole('img', { name: 'Back' })).toBeNull();
    const back = body.getByRole('combobox', { name: 'Placement of Back' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(back).toHaveTextContent('No placement');
    // The suggestion's only placement was the missing design's: nothing prints yet.
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { skuOptions: [], placementOptions: [], loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading mapping data' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: {
    skuOptions: [],
    placementOptions: [],
    error: 'Could not load the Color Ecommerce catalogue',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The mapping is being saved: Save shows busy and cannot be pressed again. */
export const Saving: Story = {
  args: {
    saving: true,
    initialValue: {
      sku: 'CE-TEE-G5000-WHT-M',
      placement: [{ print_file_id: '501', placement: 'front' }],
    },
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const save = body.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The server refused the mapping: its message, and every choice kept. */
export const SaveError: Story = {
  args: {
    saveError: DTF_MESSAGES.mappingFailed(123),
    initialValue: {
      sku: 'CE-TEE-G5000-WHT-M',
      placement: [{ print_file_id: '501', placement: 'front' }],
    },
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent('Order 123 is mapping failed.');
    await expect(body.getByRole('combobox', { name: 'Placement of Front' })).toHaveTextContent(
      'front',
    );
    await expect(body.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
