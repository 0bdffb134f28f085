import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Drawer } from '../Drawer';
import { Toast } from './Toast';
import { ToastViewport } from './ToastViewport';
import type { ToastItem } from './toastTypes';

function Host({ initial, onDismiss }: { initial: ToastItem[]; onDismiss?: (id: string) => void }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastViewport
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((all) => all.filter((toast) => toast.id !== id));
        onDismiss?.(id);
      }}
    />
  );
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('Toast', () => {
  it('announces successes and information politely, errors and warnings at once', () => {
    renderWithTheme(
      <>
        <Toast type="success" message="Approve success!" />
        <Toast type="info" message="Webhooks updated" />
        <Toast type="error" message="Something wrong!" />
        <Toast type="warning" message="Form is invalid" />
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Approve success!',
      'Webhooks updated',
    ]);
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Something wrong!',
      'Form is invalid',
    ]);
  });

  it('shows a title and a named close button when closable', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Toast type="error" title="Upload" message="Could not upload file" onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('UploadCould not upload file');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stacks the toasts in a named region, in order', () => {
    renderWithTheme(
      <Host
        initial={[
          { id: '1', type: 'success', message: 'Create Deposit success!' },
          { id: '2', type: 'error', message: 'Something wrong!' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent).toBe('Create Deposit success!Something wrong!');
  });

  it('dismisses each toast after its duration, 3000 ms by default', () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Host
        onDismiss={onDismiss}
        initial={[
          { id: 'short', type: 'success', message: 'Approve success!' },
          { id: 'long', type: 'success', message: 'A welcome message', duration: 5000 },
        ]}
      />,
    );
    advance(2999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('short');
    expect(screen.queryByText('Approve success!')).not.toBeInTheDocument();
    advance(2000);
    expect(onDismiss).toHaveBeenLastCalledWith('long');
    expect(screen.queryByText('A welcome message')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is closed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithTheme(
      <Host
        onDismiss={onDismiss}
        initial={[{ id: 'x', type: 'info', message: 'Stays', duration: 0 }]}
      />,
    );
    advance(60_000);
    expect(screen.getByText('Stays')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('x');
    expect(screen.queryByText('Stays')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithTheme(
      <Host onDismiss={onDismiss} initial={[{ id: 'h', type: 'success', message: 'Hover me' }]} />,
    );
    advance(2000);
    await user.hover(screen.getByText('Hover me'));
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    await user.unhover(screen.getByText('Hover me'));
    advance(900);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(100);
    expect(onDismiss).toHaveBeenCalledWith('h');
  });

  it('pauses while its close button has keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithTheme(
      <>
        <Host onDismiss={onDismiss} initial={[{ id: 'f', type: 'error', message: 'Focus me' }]} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    advance(3000);
    expect(onDismiss).toHaveBeenCalledWith('f');
  });

  it('shows the notification variant as a card with its heading', () => {
    renderWithTheme(
      <Host
        initial={[
          {
            id: 'n',
            type: 'error',
            variant: 'notification',
            title: 'ERROR',
            message: 'News could not load',
          },
        ]}
      />,
    );
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('ERRORNews could not load');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves into an open drawer, where it stays reachable, and back out when it closes', async () => {
    const toasts: ToastItem[] = [
      { id: 'e', type: 'error', message: 'Create Deposit failed', duration: 0 },
    ];
    const page = (open: boolean) => (
      <>
        <Drawer open={open} onClose={jest.fn()} title="Make a Deposit" />
        <ToastViewport toasts={toasts} onDismiss={jest.fn()} />
      </>
    );
    const { rerender } = renderWithTheme(page(true));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('alert')),
    );
    rerender(page(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Create Deposit failed');
  });
});
