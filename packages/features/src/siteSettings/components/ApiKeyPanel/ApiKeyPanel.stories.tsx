import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApiKeyPanel } from './ApiKeyPanel';

const meta = {
  title: 'Features/Site settings/ApiKeyPanel',
  component: ApiKeyPanel,
  args: {
    siteTitle: 'Sunny Tees API',
    apiKey: 'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    owned: true,
    onGenerate: fn(async () => undefined),
  },
} satisfies Meta<typeof ApiKeyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner sees the key, read-only. */
export const OwnerWithKey: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'API key of Sunny Tees API' }),
    ).toHaveValue('sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b');
  },
};

/** A site without a key yet: the first one is generated without a question. */
export const NoKeyYet: Story = {
  args: { siteTitle: 'Sunny Tees CSV', apiKey: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate Api key' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** Replacing a key asks first: the old key stops working. */
export const ReplaceConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Generate a new key' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate a new API key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** An Administrator reads the key of a seller's site, with no way to renew it. */
export const NotTheOwner: Story = {
  args: { owned: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'API key of Sunny Tees API' })).toHaveValue(
      'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    );
    await expect(canvas.getByText(/Only the site's owner can generate a new one/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A site of someone else that has no key yet. */
export const NotTheOwnerNoKey: Story = {
  args: { owned: false, apiKey: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This site has no API key yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
