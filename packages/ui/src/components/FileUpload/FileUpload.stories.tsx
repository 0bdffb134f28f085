import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

// A 1 × 1 PNG, inline so the story needs no network.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==';

const meta = {
  title: 'UI/Form/FileUpload',
  component: FileUpload,
  args: {
    label: 'Upload avatar',
    hint: 'PNG or JPEG, up to 2 MB',
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
    maxSize: 2 * 1024 * 1024,
    onFiles: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithPreview: Story = { args: { previewUrl: PIXEL, previewAlt: 'Current avatar' } };
export const Uploading: Story = { args: { progress: 45 } };
export const Failed: Story = { args: { error: 'Could not upload file' } };
export const Disabled: Story = { args: { disabled: true } };
/** One line with a small square preview: a file of a row, such as a print area's mockup. */
export const Compact: Story = {
  args: {
    label: 'Mockup of Front',
    hint: undefined,
    compact: true,
    previewUrl: PIXEL,
    previewAlt: 'Mockup of Front',
  },
};
export const CompactUploading: Story = {
  args: { label: 'Mockup of Front', hint: undefined, compact: true, progress: 60 },
};
export const PickAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload avatar: file'), file);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
  },
};
export const TooLarge: Story = {
  args: { maxSize: 16 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload avatar: file'), file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is larger than 16 bytes',
    );
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};
