import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectNotifications } from '../../store/notifications';
import { createAppStore } from '../../store/store';
import { useConfirmAction, type ActionResult } from './useConfirmAction';
import { useConfirmation } from './useConfirmation';

interface Row {
  id: string;
  name: string;
}
const row: Row = { id: '7', name: 'Summer sale' };

function deferred() {
  let resolve!: (value: { error?: unknown }) => void;
  const promise = new Promise<{ error?: unknown }>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useConfirmation', () => {
  it('asks about a row, stays busy while the action runs, then closes', async () => {
    const call = deferred();
    const action = jest.fn(() => call.promise);
    const { result } = renderHook(() => useConfirmation(action));
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask(row));
    expect(result.current.target).toBe(row);
    expect(result.current.dialog).toMatchObject({ open: true, loading: false });

    act(() => result.current.dialog.onConfirm());
    expect(action).toHaveBeenCalledWith(row);
    expect(result.current.dialog).toMatchObject({ open: true, loading: true });

    await act(async () => call.resolve({}));
    expect(result.current.dialog).toMatchObject({ open: false, loading: false });
    expect(result.current.target).toBeNull();
  });

  it('closes without acting on cancel, and closes after a failed action too', async () => {
    const action = jest.fn(() => Promise.resolve({ error: { message: 'offline' } }));
    const { result } = renderHook(() => useConfirmation(action));
    act(() => result.current.ask(row));
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    expect(action).not.toHaveBeenCalled();

    act(() => result.current.ask(row));
    await act(async () => result.current.dialog.onConfirm());
    expect(action).toHaveBeenCalledWith(row);
    expect(result.current.dialog.open).toBe(false);
  });

  it('keeps ask stable across renders, so table columns can hold it', () => {
    const { result, rerender } = renderHook(() => useConfirmation(() => Promise.resolve()));
    const { ask } = result.current;
    rerender();
    expect(result.current.ask).toBe(ask);
  });
});

describe('useConfirmAction', () => {
  function renderAction(run: (row: Row) => Promise<ActionResult>, failure?: string) {
    const store = createAppStore();
    const onDone = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(
      () =>
        useConfirmAction({
          run,
          success: (target: Row) => `${target.name} deleted`,
          failure,
          onDone,
        }),
      { wrapper },
    );
    const toasts = () =>
      selectNotifications(store.getState()).map(({ type, message }) => ({ type, message }));
    const confirm = async () => {
      act(() => result.current.ask(row));
      await act(async () => result.current.dialog.onConfirm());
    };
    return { result, onDone, toasts, confirm };
  }

  it('runs the mutation once confirmed, shows the success toast, then onDone', async () => {
    const run = jest.fn(() => Promise.resolve({ data: true }));
    const { result, onDone, toasts, confirm } = renderAction(run);
    await confirm();
    expect(run).toHaveBeenCalledWith(row);
    expect(toasts()).toEqual([{ type: 'success', message: 'Summer sale deleted' }]);
    expect(onDone).toHaveBeenCalledWith(row);
    expect(result.current.dialog.open).toBe(false);
  });

  it("leaves a failure to the store's error toast, and skips onDone", async () => {
    const { onDone, toasts, confirm } = renderAction(() =>
      Promise.resolve({ error: { message: 'No such discount' } }),
    );
    await confirm();
    expect(toasts()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the screen's own failure message when it has one", async () => {
    const { toasts, confirm } = renderAction(
      () => Promise.resolve({ error: { message: 'boom' } }),
      'Something went wrong',
    );
    await confirm();
    expect(toasts()).toEqual([{ type: 'error', message: 'Something went wrong' }]);
  });
});
