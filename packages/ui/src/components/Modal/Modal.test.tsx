import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterQueuedEvents, installNativeDialog } from '../../../test/nativeDialog';
import { renderWithTheme } from '../../../test/render';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Edit level"
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      >
        <p>Level details</p>
        <input aria-label="Name" />
        <Modal.Footer>
          <button type="button">Save</button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Modal open={false} onClose={jest.fn()} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, with its body and footer', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit level' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Level details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('focuses the first control on open and gives focus back on close', async () => {
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the element the caller asks for', async () => {
    function WithInitialFocus() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={jest.fn()} title="Pick" initialFocusRef={save}>
          <button type="button">Other</button>
          <button type="button" ref={save}>
            Save
          </button>
        </Modal>
      );
    }
    renderWithTheme(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves Escape to a control inside that handles it', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="With a list">
        <input
          aria-label="Search"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Modal>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByText('Level details'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when asked', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} closeOnBackdropClick={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the close button as asked and can hide it', () => {
    const { rerender } = renderWithTheme(
      <Modal open onClose={jest.fn()} title="T" closeLabel="Dismiss" />,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    rerender(<Modal open onClose={jest.fn()} title="T" hideCloseButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can be an alertdialog described by its message', () => {
    renderWithTheme(
      <Modal open onClose={jest.fn()} title="Delete?" role="alertdialog" describedBy="msg">
        <p id="msg">This cannot be undone.</p>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
  });

  describe('with a browser that has showModal()', () => {
    const { showModal, close } = installNativeDialog();

    it('opens with showModal() and closes the dialog before unmounting it', () => {
      const { rerender } = renderWithTheme(<Modal open onClose={jest.fn()} title="Native" />);
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(<Modal open={false} onClose={jest.fn()} title="Native" />);
      expect(close).toHaveBeenCalledTimes(1);
    });

    it("turns the browser's cancel (Escape) into a close request and keeps the dialog open", () => {
      const onClose = jest.fn();
      renderWithTheme(<Modal open onClose={onClose} title="Native" />);
      const dialog = screen.getByRole('dialog');
      const cancel = new Event('cancel', { cancelable: true });
      fireEvent(dialog, cancel);
      expect(cancel.defaultPrevented).toBe(true);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute('open');
    });

    it('tells the caller when the browser closed the dialog itself', async () => {
      const onClose = jest.fn();
      renderWithTheme(<Modal open onClose={onClose} title="Native" />);
      (screen.getByRole('dialog') as HTMLDialogElement).close();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });

    // StrictMode (development) mounts, unmounts and remounts: the unmount's close() queues a close
    // event that arrives after the remount opened the dialog again. It once closed every drawer.
    it('stays open through a StrictMode remount without asking the caller to close', async () => {
      const onClose = jest.fn();
      renderWithTheme(<Modal open onClose={onClose} title="Native" />, { reactStrictMode: true });
      expect(showModal).toHaveBeenCalledTimes(2);
      expect(close).toHaveBeenCalledTimes(1);
      await afterQueuedEvents();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Native' })).toHaveAttribute('open');
    });
  });
});
