import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Modal } from '../Modal';
import { ToastViewport } from './ToastViewport';
import type { ToastItem } from './toastTypes';

// Where the viewport lives as modal dialogs open, close and leave the document. Toasts here never
// time out (duration 0), so only the dialogs decide where they are.

const toast = (id: string, message: string): ToastItem => ({
  id,
  type: 'success',
  message,
  duration: 0,
});

/** The viewport, found even while empty (then it is not displayed, so it has no accessible name). */
function viewport() {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label="Notifications"]');
  if (!region) throw new Error('No toast viewport in the document');
  return region;
}

/** The status toast with this text, asserted to be shown in the page, outside every dialog. */
async function expectShownInPage(message: string) {
  await waitFor(() => expect(screen.getByText(message).closest('dialog')).toBeNull());
  const shown = screen.getByText(message);
  expect(shown).toBeVisible();
  expect(viewport()).toContainElement(shown);
  expect(document.body).toContainElement(shown);
}

/** A page with a drawer (or a modal) and the toasts, driven through the returned buttons. */
function Page({
  kind = 'drawer',
  initial = [],
}: {
  kind?: 'drawer' | 'modal';
  initial?: ToastItem[];
}) {
  const [open, setOpen] = useState(true);
  const [toasts, setToasts] = useState(initial);
  const raise = (item: ToastItem) => setToasts((all) => [...all, item]);
  const Dialog = kind === 'drawer' ? Drawer : Modal;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button onClick={() => raise(toast('later', 'Raised afterwards'))}>Raise</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Make a Deposit"
        closeLabel="Close the dialog"
      >
        <Button onClick={() => raise(toast('inside', 'Raised while open'))}>Raise inside</Button>
        <Button
          onClick={() => {
            // As the deposit screen does on success: the message and the close in one update.
            raise(toast('success', 'Create Deposit success!'));
            setOpen(false);
          }}
        >
          Submit
        </Button>
      </Dialog>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))}
      />
    </>
  );
}

describe('ToastViewport and modal dialogs', () => {
  it('puts a toast raised while a drawer is open inside the drawer', async () => {
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise inside' }));
    const drawer = screen.getByRole('dialog', { name: 'Make a Deposit' });
    await waitFor(() => expect(drawer).toContainElement(screen.getByText('Raised while open')));
    expect(drawer).toContainElement(viewport());
  });

  it('shows a toast raised after the drawer closed (and unmounted) in the page', async () => {
    renderWithTheme(<Page />);
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(viewport()));
    await userEvent.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await expectShownInPage('Raised afterwards');
  });

  it('keeps a toast that was in the drawer shown in the page once the drawer closes', async () => {
    renderWithTheme(<Page kind="modal" />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise inside' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(screen.getByText('Raised while open')),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectShownInPage('Raised while open');
    // And it moves in again when the next dialog opens.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(screen.getByText('Raised while open')),
    );
  });

  it('shows the toast raised in the same update that closes the drawer', async () => {
    renderWithTheme(<Page />);
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(viewport()));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectShownInPage('Create Deposit success!');
  });

  it('leaves a dialog that is removed from the document while still open', async () => {
    // A <dialog> that never gets a close event nor loses its open attribute: it is just unmounted.
    function Raw() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && (
            <dialog open aria-modal="true" aria-label="Raw">
              <Button onClick={() => setShown(false)}>Remove</Button>
            </dialog>
          )}
          <ToastViewport toasts={[toast('kept', 'Still here')]} onDismiss={jest.fn()} />
        </>
      );
    }
    renderWithTheme(<Raw />);
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(screen.getByText('Still here')),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectShownInPage('Still here');
  });

  it('leaves a dialog that is closed but stays in the document', async () => {
    renderWithTheme(
      <>
        <dialog open aria-modal="true" aria-label="Kept">
          <p>Body</p>
        </dialog>
        <ToastViewport toasts={[toast('kept', 'Still here')]} onDismiss={jest.fn()} />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(screen.getByText('Still here')));
    act(() => dialog.removeAttribute('open'));
    await expectShownInPage('Still here');
  });

  describe('with popovers as in a browser', () => {
    // jsdom has no popover API: a browser refuses to show a popover that is not in the document,
    // which is what happened when the drawer left in the same commit as its success toast came.
    const shown = new Set<HTMLElement>();
    beforeAll(() => {
      HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
        if (!this.isConnected)
          throw new DOMException('Invalid on disconnected popover elements.', 'InvalidStateError');
        shown.add(this);
      };
      HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
        shown.delete(this);
      };
    });
    afterAll(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    });

    it('shows the viewport in the page when the drawer closes as its success toast is raised', async () => {
      renderWithTheme(<Page />);
      await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(viewport()));
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await expectShownInPage('Create Deposit success!');
      expect(shown.has(viewport())).toBe(true);
    });
  });
});

describe('ToastViewport stack', () => {
  function Stack({ onDismiss }: { onDismiss: (id: string) => void }) {
    const [toasts, setToasts] = useState<ToastItem[]>([]);
    const [raised, setRaised] = useState(0);
    return (
      <>
        <Button
          onClick={() => {
            const n = raised + 1;
            setRaised(n);
            setToasts((all) => [...all, toast(`t${n}`, `Message ${n}`)]);
          }}
        >
          Raise
        </Button>
        <ToastViewport
          toasts={toasts}
          onDismiss={(id) => {
            onDismiss(id);
            setToasts((all) => all.filter((t) => t.id !== id));
          }}
        />
      </>
    );
  }

  it('shows at most three messages and dismisses the oldest as newer ones come', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(<Stack onDismiss={onDismiss} />);
    for (let i = 0; i < 5; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Raise' }));

    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(onDismiss.mock.calls.map(([id]) => id as string).sort()).toEqual(['t1', 't2']);
  });
});

describe('ToastViewport placement while a dialog is open', () => {
  // jsdom lays nothing out: the boxes a browser would measure are given here. (The wide-window
  // case, beside a right-hand drawer, is checked in Chromium by the Toast stories' play function.)
  type Box = Partial<Record<'offsetLeft' | 'offsetTop' | 'offsetWidth' | 'offsetHeight', number>>;
  function layOut(boxes: Record<string, Box>) {
    for (const metric of ['offsetLeft', 'offsetTop', 'offsetWidth', 'offsetHeight'] as const) {
      jest.spyOn(HTMLElement.prototype, metric, 'get').mockImplementation(function measure(
        this: HTMLElement,
      ) {
        const key = Object.keys(boxes).find((selector) => this.matches(selector));
        return (key ? boxes[key]?.[metric] : undefined) ?? 0;
      });
    }
  }
  afterEach(() => jest.restoreAllMocks());

  it('keeps the toasts below the title row of a drawer as wide as the window', async () => {
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(390);
    layOut({
      dialog: { offsetLeft: 0, offsetWidth: 390, offsetTop: 0 },
      '[data-dialog-header]': { offsetHeight: 64 },
    });
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise inside' }));
    await waitFor(() => expect(viewport().style.top).toBe('80px'));
  });

  it('puts the toasts left of a right-hand drawer when the window leaves room', async () => {
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1440);
    layOut({
      dialog: { offsetLeft: 840, offsetWidth: 600 },
      '[role="region"]': { offsetWidth: 380 },
    });
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise inside' }));
    await waitFor(() => expect(viewport().style.right).toBe('616px'));
  });
});
