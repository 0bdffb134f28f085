import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadDrawer, type UploadDrawerFile, type UploadDrawerProps } from './UploadDrawer';
import { openDialog } from '../../../../../.storybook/play';

const FILES: UploadDrawerFile[] = [
  { id: '1', name: 'front.png', size: 2_400_000, status: 'uploading', progress: 42 },
  { id: '2', name: 'back.png', size: 900_000, status: 'done' },
  { id: '3', name: 'left-sleeve.png', size: 310_000, status: 'waiting' },
  {
    id: '4',
    name: 'right-sleeve.png',
    size: 320_000,
    status: 'failed',
    error: 'The upload address expired. Retry to get a new one.',
  },
];

const meta = {
  title: 'UI/UploadDrawer',
  component: UploadDrawer,
  args: {
    open: true,
    title: 'Upload Designs',
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
    maxSize: 20 * 1024 * 1024,
    files: FILES,
    onClose: fn(),
    onFiles: fn(),
    onRetry: fn(),
  },
  argTypes: { files: { control: false }, accept: { control: false } },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof UploadDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file in each state: sending (with its progress), sent, waiting its turn, failed with Retry. */
export const FilesInEveryState: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('Accepted: PNG, JPG, JPEG, up to 20.0 MB each')).toBeVisible();
    await expect(body.getByRole('progressbar', { name: 'front.png: progress' })).toHaveValue(42);
    await userEvent.click(body.getByRole('button', { name: 'Retry right-sleeve.png' }));
    await expect(args.onRetry).toHaveBeenCalledWith(FILES[3]);
  },
};

/** Nothing picked yet: the drop zone and what it takes. */
export const Empty: Story = { args: { files: [] } };

/** A caller that retries: the failed file is sent again and arrives. */
function RetryingUploads(props: UploadDrawerProps) {
  const [files, setFiles] = useState<UploadDrawerFile[]>([FILES[3]!]);
  return (
    <UploadDrawer
      {...props}
      files={files}
      onRetry={(file) =>
        setFiles((all) =>
          all.map((one) =>
            one.id === file.id ? { ...one, status: 'done', error: undefined } : one,
          ),
        )
      }
    />
  );
}

export const RetryAFailedFile: Story = {
  render: (args) => <RetryingUploads {...args} />,
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry right-sleeve.png' }));
    await expect(body.getByRole('listitem')).toHaveTextContent('right-sleeve.png (313 KB)Uploaded');
    await expect(body.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};
