import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderWithTheme } from '../../../test/render';
import { UploadDesignsDrawer, type UploadDesignsPrintFile } from './UploadDesignsDrawer';

const front: UploadDesignsPrintFile = {
  id: '41',
  title: 'Front',
  width: 4200,
  height: 4800,
  note: 'Centre the design',
  fileId: 'file-front',
  fileUrl: 'https://files.example/front.png',
};
const back: UploadDesignsPrintFile = { id: '42', title: 'Back' };

type Props = ComponentProps<typeof UploadDesignsDrawer>;

/** Renders the drawer; rerender starts again from the defaults (not from setup's props). */
function setup(props: Partial<Props> = {}) {
  const base: Props = {
    open: true,
    onClose: jest.fn(),
    orderId: 123,
    printFiles: [front, back],
    onUpload: jest.fn(),
    onSave: jest.fn(),
  };
  const view = renderWithTheme(<UploadDesignsDrawer {...base} {...props} />);
  return {
    ...base,
    ...props,
    rerender: (next: Partial<Props>) => view.rerender(<UploadDesignsDrawer {...base} {...next} />),
  };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('UploadDesignsDrawer', () => {
  it('shows each print area with its size, note and design, and names each uploader', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Upload Designs N000123' })).toBeInTheDocument();
    expect(screen.getByText('4200 × 4800 px')).toBeInTheDocument();
    expect(screen.getByText('Centre the design')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design for Front' })).toHaveAttribute(
      'href',
      'https://files.example/front.png',
    );
    expect(screen.getByText('No design yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Upload design for Front/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Upload design for Back/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Upload label/ })).toBeInTheDocument();
    expect(screen.getByText('No label yet')).toBeInTheDocument();
  });

  it('hands a picked file to onUpload with its print area, and the label as the label', async () => {
    const { onUpload } = setup();
    const design = new File(['x'], 'back.psd', { type: '' });
    await userEvent.upload(screen.getByLabelText('Upload design for Back: file'), design);
    await waitFor(() =>
      expect(onUpload).toHaveBeenCalledWith({ kind: 'printFile', id: '42' }, design),
    );
    const label = new File(['x'], 'label.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Upload label: file'), label);
    await waitFor(() => expect(onUpload).toHaveBeenLastCalledWith({ kind: 'label' }, label));
  });

  it('keeps Save disabled until every print area has a design, then sends them all', async () => {
    const { onSave, rerender } = setup({ canMarkReady: true });
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Choose a design for every print area');

    rerender({ canMarkReady: true, progress: { '42': 30 } });
    expect(save()).toBeDisabled();

    const uploaded = { '42': { fileId: 'file-back', fileName: 'back.png' } };
    rerender({ canMarkReady: true, uploaded });
    expect(screen.getByText('New: back.png')).toBeInTheDocument();
    expect(save()).toBeEnabled();
    await userEvent.click(save());
    expect(onSave).toHaveBeenLastCalledWith({
      printFiles: [
        { id: '41', fileId: 'file-front' },
        { id: '42', fileId: 'file-back' },
      ],
      isReady: false,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark the order ready' }));
    await userEvent.click(save());
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ isReady: true }));
  });

  it('offers Mark the order ready only when the order may be marked ready', () => {
    setup({ printFiles: [front] });
    expect(screen.queryByRole('checkbox', { name: 'Mark the order ready' })).toBeNull();
  });

  it('while saving, Save is busy; a refused save shows why', () => {
    const { rerender } = setup({ printFiles: [front], saving: true });
    expect(save()).toHaveAttribute('aria-busy', 'true');
    expect(save()).toBeDisabled();
    rerender({ printFiles: [front], saveError: 'The order is in production' });
    expect(screen.getByRole('alert')).toHaveTextContent('The order is in production');
    expect(save()).toBeEnabled();
  });

  it('locked: every uploader is disabled and says why; nothing is uploaded', async () => {
    const { onUpload } = setup({ locked: true, printFiles: [front] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Print files are locked once the order is in production, fulfilled or cancelled.',
    );
    for (const name of [/^Upload design for Front/, /^Upload label/]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(save()).toBeDisabled();
    await userEvent.upload(
      screen.getByLabelText('Upload design for Front: file'),
      new File(['x'], 'front.png', { type: 'image/png' }),
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file of another type on its row, with the reason', async () => {
    const { onUpload } = setup();
    await userEvent.upload(
      screen.getByLabelText('Upload design for Front: file'),
      new File(['x'], 'front.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This type of file is not accepted');
    expect(
      screen.getByRole('button', { name: /^Upload design for Front/ }),
    ).toHaveAccessibleDescription('This type of file is not accepted');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows each row's upload failure and the label's state", () => {
    setup({
      errors: { '42': 'Could not upload file' },
      labelUrl: 'https://files.example/label.pdf',
    });
    expect(
      screen.getByRole('button', { name: /^Upload design for Back/ }),
    ).toHaveAccessibleDescription('Could not upload file');
    expect(screen.getByRole('link', { name: 'View label' })).toHaveAttribute(
      'href',
      'https://files.example/label.pdf',
    );
  });

  it('shows the skeleton while loading and Retry after a load error', async () => {
    const onRetry = jest.fn();
    const { rerender } = setup({ loading: true, printFiles: [] });
    expect(screen.getByRole('status', { name: 'Loading print files' })).toBeInTheDocument();
    rerender({ printFiles: [], error: 'Could not load the order', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the order');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
