import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChangeQuantityModal, QUANTITY_MESSAGES } from './ChangeQuantityModal';
import { openDialog } from '../../../../../.storybook/play';

const meta = {
  title: 'UI/Orders/ChangeQuantityModal',
  component: ChangeQuantityModal,
  args: { open: true, onClose: fn(), onSubmit: fn(), orderId: 1041, quantity: 2 },
  argTypes: {
    error: { control: 'text' },
    submitError: { control: 'text' },
    validate: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ChangeQuantityModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const field = body.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveValue('2');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(3);
  },
};

/** 0, a fraction or nothing is refused with the message, and nothing is sent. */
export const MinimumMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const field = body.getByRole('spinbutton', { name: 'Quantity' });
    for (const [typed, message] of [
      ['0', QUANTITY_MESSAGES.min],
      ['1.5', QUANTITY_MESSAGES.integer],
      ['', QUANTITY_MESSAGES.min],
    ] as const) {
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(body.getByRole('button', { name: 'Save' }));
      await expect(body.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { quantity: null, loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading order' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** No quantity known yet: the field starts empty. */
/**
 * The quantity field has the focus when the dialog opens (the baseline shows it so). With two
 * stories running side by side the browser may not give it: the play puts it there.
 */
async function focusQuantity(canvasElement: HTMLElement) {
  const field = (await openDialog(canvasElement)).getByRole('spinbutton', { name: 'Quantity' });
  if (field.ownerDocument.activeElement !== field) field.focus();
  await waitFor(() => expect(field).toHaveFocus());
}

export const Empty: Story = {
  args: { quantity: null },
  play: ({ canvasElement }) => focusQuantity(canvasElement),
};

export const ErrorState: Story = {
  name: 'Error',
  args: { quantity: null, error: 'Order not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: ({ canvasElement }) => focusQuantity(canvasElement),
};

export const SubmitFailed: Story = {
  args: { submitError: 'The quantity of this order can no longer be changed' },
};
