import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_MESSAGES, PRODUCT_MESSAGES as M } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { makeProducts, productsHandlers } from '../mocks';
import { EditProductScreen } from './EditProductScreen';

const first = makeProducts()[0]!;

const meta = {
  title: 'Features/Products/EditProductScreen',
  component: EditProductScreen,
  parameters: {
    router: { route: `/products/edit/${first.id}`, path: '/products/edit/:id' },
  },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...productsHandlers()),
} satisfies Meta<typeof EditProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save changes the title only; an empty title is refused with §5's message. */
export const EditTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Edit product' }));
    await expect(form.getByRole('table', { name: 'Variants' })).toBeVisible();
    await expect(form.getByText('cotton')).toBeVisible();
    const title = form.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByText(M.titleRequired)).toBeVisible();
    await userEvent.type(title, 'Sunset Tee Deluxe');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(M.updated)).toBeVisible());
  },
};

/** Another seller's product reads as missing. */
export const NotYours: Story = {
  parameters: { router: { route: '/products/edit/9999', path: '/products/edit/:id' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This product does not exist, or is not yours.'),
    ).toBeVisible();
  },
};

/**
 * Designs (§7 updatePrintFiles): a file dropped on a print area goes up at once; Save designs
 * gives the area its design ('Print Files saved').
 */
export const DesignAPrintArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const areas = await canvas.findByRole('list', { name: 'Print areas of Classic T-Shirt' });
    const back = within(areas).getAllByRole('listitem')[1]!;
    await expect(within(back).getByText('No design yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save designs' })).toBeDisabled();
    const input = back.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'back.png', { type: 'image/png' }));
    await expect(await within(back).findByText(/New: back\.png/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save designs' }));
    await waitFor(() => expect(screen.getByText(ORDER_MESSAGES.printFilesSaved)).toBeVisible());
    await expect(await within(back).findByRole('link', { name: 'Open the design' })).toBeVisible();
  },
};
