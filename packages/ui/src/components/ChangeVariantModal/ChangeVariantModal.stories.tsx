import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TEE_ATTRIBUTES, TEE_VARIANTS } from '../VariantPicker/VariantPicker.fixtures';
import { ChangeVariantModal, CHOOSE_EVERY_OPTION, SAME_VARIANT } from './ChangeVariantModal';
import { openDialog } from '../../../../../.storybook/play';

const meta = {
  title: 'UI/Orders/ChangeVariantModal',
  component: ChangeVariantModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    attributes: TEE_ATTRIBUTES,
    variants: TEE_VARIANTS,
    currentVariantId: '102',
    orderId: 1041,
  },
  argTypes: {
    attributes: { control: false },
    variants: { control: false },
    error: { control: 'text' },
    submitError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof ChangeVariantModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order's variant (White / M) is chosen first, with its sku and price. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Change variant N001041' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'White' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(body.getByText('TEE-WHI-M')).toBeVisible();
    await expect(body.getByText('$12.50')).toBeVisible();
  },
};

/** Red was never made in L: with Red chosen, L is disabled; another choice saves its variant. */
export const ChoosesAnotherVariant: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Red' }));
    await expect(body.getByRole('button', { name: 'L' })).toBeDisabled();
    await expect(body.getByText('TEE-RED-M')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('107');
  },
};

/** Save with an attribute unpicked, or with the order's own variant, says why and sends nothing. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(SAME_VARIANT)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'M' }));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText(CHOOSE_EVERY_OPTION)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { variants: [], loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading variants' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { variants: [], currentVariantId: null },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).getByText('No variants to choose from'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { variants: [], error: 'Could not retrieves product variants', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The server's first error message, under the pickers; the choice stays. */
export const SubmitFailed: Story = {
  args: { submitError: 'Order status does not allow changing the variant' },
};
