import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterQueuedEvents, installNativeDialog } from '../../../test/nativeDialog';
import { renderWithTheme } from '../../../test/render';
import { Drawer, type DrawerProps } from './Drawer';

function DepositDrawer(props: Partial<DrawerProps> & { onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onSubmit, ...drawerProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Make a Deposit
      </button>
      <Drawer
        title="Make a Deposit"
        {...drawerProps}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <label>
            Amount <input name="amount" defaultValue="1000" />
          </label>
          <Drawer.Footer>
            <button type="submit">Submit</button>
          </Drawer.Footer>
        </form>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<DepositDrawer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, focusing its first control', async () => {
    renderWithTheme(<DepositDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    expect(screen.getByRole('dialog', { name: 'Make a Deposit' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('submits a form whose button sits in the footer', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<DepositDrawer onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button, Escape or the backdrop, returning focus to the opener', async () => {
    const onClose = jest.fn();
    renderWithTheme(<DepositDrawer onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Make a Deposit' });

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps its content on a backdrop click when asked', async () => {
    renderWithTheme(<DepositDrawer closeOnBackdropClick={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('forgets what was typed once closed, since its content unmounts', async () => {
    renderWithTheme(<DepositDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000');
  });

  it('shows header extras and a custom close label', () => {
    renderWithTheme(
      <Drawer
        open
        onClose={jest.fn()}
        title="Edit Site"
        extra={<span>Connected</span>}
        closeLabel="Close panel"
      >
        body
      </Drawer>,
    );
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close panel' })).toBeInTheDocument();
  });

  // StrictMode (development) mounts, unmounts and remounts: the close event the unmount queued
  // arrives after the remount opened the drawer again. It once closed every drawer of the app.
  describe('with a browser that has showModal(), under StrictMode', () => {
    const { showModal } = installNativeDialog();

    it('opens and stays open until closed', async () => {
      const onClose = jest.fn();
      renderWithTheme(<DepositDrawer onClose={onClose} />, { reactStrictMode: true });
      await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
      expect(showModal).toHaveBeenCalledTimes(2);
      await afterQueuedEvents();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Make a Deposit' })).toHaveAttribute('open');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
