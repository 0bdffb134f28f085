import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FIXTURE_IMAGE_BASE } from '../OrderTable/OrderTable.fixtures';
import { ImageCarouselModal } from './ImageCarouselModal';
import { openDialog } from '../../../../../.storybook/play';

const IMAGES = [
  { src: 'tee-black.svg', alt: 'Classic Tee, black' },
  { src: 'tee-white.svg', alt: 'Classic Tee, white' },
  { src: 'hoodie-navy.svg', alt: 'DTF Hoodie, navy' },
];

const meta = {
  title: 'UI/Orders/ImageCarouselModal',
  component: ImageCarouselModal,
  args: { open: true, onClose: fn(), images: IMAGES, imageBaseUrl: FIXTURE_IMAGE_BASE },
  argTypes: { images: { control: false }, error: { control: 'text' } },
  parameters: { docs: { story: { inline: false, height: '600px' } } },
} satisfies Meta<typeof ImageCarouselModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Images' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(body.getByRole('img', { name: 'Classic Tee, black' })).toHaveAttribute(
      'src',
      '/fixtures/orders/tee-black.svg',
    );
    await expect(body.getByText('1 / 3')).toBeVisible();
  },
};

/** The arrow keys page through the pictures, wrapping at both ends; so do the buttons. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('img', { name: 'Classic Tee, white' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(body.getByRole('img', { name: 'DTF Hoodie, navy' })).toBeVisible();
    await expect(body.getByText('3 / 3')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(body.getByText('1 / 3')).toBeVisible();
  },
};

/** One picture: no buttons to page with. */
export const SingleImage: Story = {
  args: { images: IMAGES.slice(2) },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).queryByRole('button', { name: 'Next' }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { images: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      (await openDialog(canvasElement)).getByRole('status', { name: 'Loading images' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect((await openDialog(canvasElement)).getByText('No images')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { images: [], error: 'Could not load images', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
