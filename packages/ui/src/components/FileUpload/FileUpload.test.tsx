import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FileUpload } from './FileUpload';

const png = (name = 'avatar.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('FileUpload', () => {
  it('is a named, focusable button that hands over a picked file', async () => {
    const onFiles = jest.fn();
    renderWithTheme(
      <FileUpload label="Upload avatar" hint="PNG or JPEG, up to 1 MB" onFiles={onFiles} />,
    );
    const zone = screen.getByRole('button', { name: /^Upload avatar/ });
    expect(zone).toHaveAccessibleDescription('PNG or JPEG, up to 1 MB');
    await userEvent.tab();
    expect(zone).toHaveFocus();
    await userEvent.upload(screen.getByLabelText('Upload avatar: file'), png());
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0][0]).toMatchObject({ name: 'avatar.png', type: 'image/png' });
  });

  it('compact: a small preview, the instructions still in the name, files still handed over', async () => {
    const onFiles = jest.fn();
    renderWithTheme(
      <FileUpload
        label="Mockup of Front"
        compact
        previewUrl="data:image/png;base64,AAAA"
        previewAlt="Mockup of Front"
        onFiles={onFiles}
      />,
    );
    expect(
      screen.getByRole('button', {
        name: 'Mockup of Front Drag a file here, or click to choose one',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mockup of Front' })).toHaveAttribute('width', '40');
    await userEvent.upload(screen.getByLabelText('Mockup of Front: file'), png('front.png'));
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
  });

  it('opens the picker from the keyboard', async () => {
    renderWithTheme(<FileUpload label="Upload avatar" onFiles={jest.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Upload avatar: file');
    const click = jest.spyOn(input, 'click');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Upload avatar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is too large and says why', async () => {
    const onFiles = jest.fn();
    const onReject = jest.fn();
    renderWithTheme(
      <FileUpload
        label="Upload avatar"
        accept={{ 'image/*': ['.png', '.jpg'] }}
        maxSize={1024 * 1024}
        onFiles={onFiles}
        onReject={onReject}
      />,
    );
    await userEvent.upload(
      screen.getByLabelText('Upload avatar: file'),
      png('huge.png', 2 * 1024 * 1024),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 1 MB');
    expect(onReject).toHaveBeenCalledWith('The file is larger than 1 MB');
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Upload avatar/ })).toHaveAccessibleDescription(
      'The file is larger than 1 MB',
    );
  });

  it('refuses a file of a type it does not accept', async () => {
    const onFiles = jest.fn();
    renderWithTheme(
      <FileUpload label="Upload avatar" accept={{ 'image/png': ['.png'] }} onFiles={onFiles} />,
    );
    await userEvent.upload(
      screen.getByLabelText('Upload avatar: file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This type of file is not accepted');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows progress and takes no file while uploading', async () => {
    const onFiles = jest.fn();
    renderWithTheme(<FileUpload label="Upload avatar" progress={42.4} onFiles={onFiles} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload avatar: progress' });
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Upload avatar/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.upload(screen.getByLabelText('Upload avatar: file'), png());
    expect(onFiles).not.toHaveBeenCalled();
  });

  it("shows the caller's error and the current image", () => {
    renderWithTheme(
      <FileUpload
        label="Upload avatar"
        error="Could not upload file"
        previewUrl="https://cdn.example/avatar.png"
        previewAlt="Your avatar"
        onFiles={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not upload file');
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      'https://cdn.example/avatar.png',
    );
  });
});
