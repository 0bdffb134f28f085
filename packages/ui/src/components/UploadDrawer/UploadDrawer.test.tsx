import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installNativeDialog } from '../../../test/nativeDialog';
import { renderWithTheme } from '../../../test/render';
import { UploadDrawer, type UploadDrawerFile, type UploadDrawerProps } from './UploadDrawer';

installNativeDialog();

const files: UploadDrawerFile[] = [
  { id: '1', name: 'front.png', size: 2_400_000, status: 'uploading', progress: 42 },
  { id: '2', name: 'back.png', size: 900_000, status: 'done' },
  { id: '3', name: 'sleeve.png', status: 'failed', error: 'The upload address expired.' },
];

function drawer(props: Partial<UploadDrawerProps> = {}) {
  const handlers = { onClose: jest.fn(), onFiles: jest.fn(), onRetry: jest.fn() };
  renderWithTheme(
    <UploadDrawer
      open
      title="Upload Designs"
      accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
      maxSize={20 * 1024 * 1024}
      files={files}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('UploadDrawer', () => {
  it('says which files it takes, and each file its progress or outcome', () => {
    drawer();
    const dialog = screen.getByRole('dialog', { name: 'Upload Designs' });
    expect(within(dialog).getByText('Accepted: PNG, JPG, JPEG, up to 20.0 MB each')).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Files' });
    const [uploading, done, failed] = within(list).getAllByRole('listitem');
    expect(
      within(uploading!).getByRole('progressbar', { name: 'front.png: progress' }),
    ).toHaveValue(42);
    expect(uploading).toHaveTextContent('front.png (2.3 MB)Uploading');
    expect(done).toHaveTextContent('back.png (879 KB)Uploaded');
    expect(failed).toHaveTextContent('sleeve.pngFailed');
    expect(failed).toHaveTextContent('The upload address expired.');
  });

  it('retries a failed file, and hands over the files picked', async () => {
    const { onRetry, onFiles, onClose } = drawer();
    expect(screen.queryByRole('button', { name: 'Retry back.png' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry sleeve.png' }));
    expect(onRetry).toHaveBeenCalledWith(files[2]);
    const picked = new File(['png'], 'pocket.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose files: file'), picked);
    expect(onFiles).toHaveBeenCalledWith([picked]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file of another type and says so', async () => {
    const { onFiles } = drawer({ files: [] });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose files: file'), text, {
      applyAccept: false,
    });
    expect(onFiles).not.toHaveBeenCalled();
    expect(await screen.findByText('This type of file is not accepted')).toBeVisible();
  });
});
