import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { Notification } from '../Notification';
import { Toast } from './Toast';
import { DEFAULT_TOAST_DURATION, type ToastItem } from './toastTypes';
import { Slot, Viewport } from './ToastViewport.styles';

export interface ToastViewportProps {
  /** The messages to show, oldest first; the caller adds and removes them (e.g. a Redux slice). */
  toasts: ToastItem[];
  /** Called with a toast's id when it times out or the user closes it; remove it from `toasts`. */
  onDismiss: (id: string) => void;
  /** Accessible name of each close button. */
  closeLabel?: string;
  /** Names the region that holds the messages. */
  ariaLabel?: string;
}

/**
 * Counts down `duration` ms while not paused and then dismisses; pausing keeps the time left,
 * so a toast read with the mouse over it still gets its full time afterwards.
 */
function useAutoDismiss(duration: number, paused: boolean, dismiss: () => void) {
  const remaining = useRef(duration);
  const dismissRef = useRef(dismiss);

  useEffect(() => {
    dismissRef.current = dismiss;
  });

  useEffect(() => {
    if (paused || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration]);
}

const OPEN_MODAL = 'dialog[open][aria-modal="true"]';

/**
 * The open modal dialog on top (the last in document order, as a nested one comes after its
 * parent), kept up to date as dialogs open and close.
 */
function useTopModalDialog() {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => setTop(Array.from(document.querySelectorAll<HTMLDialogElement>(OPEN_MODAL)).at(-1) ?? null);
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return top;
}

interface TimedToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  closeLabel: string;
}

function TimedToast({ toast, onDismiss, closeLabel }: TimedToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = () => onDismiss(toast.id);
  useAutoDismiss(toast.duration ?? DEFAULT_TOAST_DURATION, hovered || focused, dismiss);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Slot
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toast.variant === 'notification' ? (
        <Notification
          type={toast.type}
          title={toast.title}
          description={toast.message}
          onClose={dismiss}
          closeLabel={closeLabel}
        />
      ) : (
        <Toast type={toast.type} title={toast.title} message={toast.message} onClose={dismiss} closeLabel={closeLabel} />
      )}
    </Slot>
  );
}

/**
 * Shows toasts and notifications stacked at the top right, each dismissing itself after its
 * duration (paused while hovered or focused). Controlled: it only reports dismissals.
 *
 * While a modal dialog or drawer is open, everything outside it is inert: hidden from screen
 * readers and unclickable. So the toasts move into the topmost open dialog then, where they are
 * announced and can be closed.
 */
export function ToastViewport({
  toasts,
  onDismiss,
  closeLabel = 'Close',
  ariaLabel = 'Notifications',
}: ToastViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  const host = useTopModalDialog();

  // As a manual popover the viewport sits in the top layer, above the dialog it lives in; showing
  // it again moves it to the top, above a dialog opened since.
  useLayoutEffect(() => {
    const viewport = ref.current;
    const added = toasts.length > shown.current;
    shown.current = toasts.length;
    if (!viewport || typeof viewport.showPopover !== 'function') return;
    const open = viewport.matches(':popover-open');
    if (open && !added) return;
    if (open) viewport.hidePopover();
    viewport.showPopover();
  }, [toasts.length, host]);

  const viewport = (
    <Viewport ref={ref} popover="manual" role="region" aria-label={ariaLabel}>
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
      ))}
    </Viewport>
  );
  return host ? createPortal(viewport, host) : viewport;
}
