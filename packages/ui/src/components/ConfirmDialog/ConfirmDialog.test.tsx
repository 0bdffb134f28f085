import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterQueuedEvents, installNativeDialog } from '../../../test/nativeDialog';
import { renderWithTheme } from '../../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}, { strictMode = false } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Are you sure to fetch product variant for this site?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
    { reactStrictMode: strictMode },
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    renderDialog({ title: 'Delete user?', message: 'The user will no longer sign in.' });
    expect(screen.getByRole('alertdialog', { name: 'Delete user?' })).toHaveAccessibleDescription(
      'The user will no longer sign in.',
    );
  });

  it('confirms with the confirm button, focused first for a safe action', async () => {
    const { onConfirm, onCancel } = renderDialog({ confirmLabel: 'Fetch' });
    const confirm = screen.getByRole('button', { name: 'Fetch' });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('starts on Cancel for a destructive action, so Enter cancels', async () => {
    const { onConfirm, onCancel } = renderDialog({
      danger: true,
      confirmLabel: 'Delete',
      cancelLabel: 'Keep',
    });
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Cancel, the close button and Escape', async () => {
    const { onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed or confirmed twice while loading', async () => {
    const { onConfirm, onCancel } = renderDialog({ loading: true, confirmLabel: 'Approve' });
    const confirm = screen.getByRole('button', { name: 'Approve' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('alertdialog'));
    await userEvent.click(confirm);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  // StrictMode's remount closes and reopens the native dialog; the queued close must not cancel.
  describe('with a browser that has showModal(), under StrictMode', () => {
    installNativeDialog();

    it('stays open without a cancel, then confirms', async () => {
      const { onConfirm, onCancel } = renderDialog({ confirmLabel: 'Fetch' }, { strictMode: true });
      await afterQueuedEvents();
      expect(onCancel).not.toHaveBeenCalled();
      expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
      await userEvent.click(screen.getByRole('button', { name: 'Fetch' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
  });
});
