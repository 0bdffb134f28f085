import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

export interface ModalDialogOptions {
  /** Called when the user asks to close: Escape, the backdrop, or the browser closing the dialog. */
  onClose: () => void;
  /** Receives focus once the dialog is open; else an element marked data-autofocus, else the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop counts as a request to close. */
  closeOnBackdropClick: boolean;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Opens a native <dialog> as a modal for as long as the calling component is mounted: showModal()
 * gives the top layer, the inert page behind and the focus trap. Where showModal() is missing
 * (jsdom, very old browsers) the dialog is opened with the open attribute and initial focus is
 * handled here, so callers and their tests see the same behaviour.
 *
 * Escape is handled as a React keydown on the dialog, not left to the browser: a control inside
 * (an open select list) can claim it first with preventDefault, and it works the same whether
 * showModal() exists or not.
 */
export function useModalDialog({
  onClose,
  initialFocusRef,
  closeOnBackdropClick,
}: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const native = typeof dialog.showModal === 'function';
    const requestClose = () => onCloseRef.current();

    // The dialog's open state belongs to the caller: any other close request (a phone's back
    // gesture) asks to close instead of closing.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Browsers may still close it themselves (Chrome does on a second Escape with no user
    // activation in between); then the caller must hear of it to unmount. The close event is
    // queued, not dispatched at once: one that arrives while the dialog is open again reports a
    // close already undone. That is this hook's own cleanup followed by its next run, which
    // StrictMode does on every mount in development (unmount, remount), and not a user's request.
    const onNativeClose = () => {
      if (!dialog.open) requestClose();
    };

    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (native) {
      dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const initial =
      initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (initial) initial.focus();
    else if (!native) (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      // If focus has moved on to another dialog meanwhile (one opened as this one unmounts),
      // leave it there: close() would pull it back to this dialog's opener.
      const active = document.activeElement;
      if (active && active !== document.body && !dialog.contains(active)) return;
      // Close before unmounting: the page behind stops being inert, so focus can go back.
      if (native && dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCloseRef.current();
  };

  // A click whose press and release both land on the <dialog> itself, not its content, is a
  // click on the backdrop: the content fills the dialog box.
  const dialogProps = closeOnBackdropClick
    ? {
        onKeyDown,
        onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        },
        onClick: (event: MouseEvent<HTMLDialogElement>) => {
          if (pressStartedOnBackdrop.current && event.target === event.currentTarget)
            onCloseRef.current();
          pressStartedOnBackdrop.current = false;
        },
      }
    : { onKeyDown };

  return { ref, dialogProps };
}
