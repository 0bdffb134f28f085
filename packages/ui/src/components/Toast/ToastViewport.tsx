import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { usePodTheme } from '../../theme';
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
  'aria-label'?: string;
  /** The most messages shown at once; older ones are dismissed as newer ones arrive. */
  maxVisible?: number;
}

/** Three at once is what a glance takes in; more only pile up over the page. */
export const DEFAULT_MAX_VISIBLE_TOASTS = 3;

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

/** The open modal dialog on top: the last in document order, as a nested one comes after its parent. */
function findTopModalDialog(): HTMLDialogElement | null {
  return Array.from(document.querySelectorAll<HTMLDialogElement>(OPEN_MODAL)).at(-1) ?? null;
}

/** Whether a dialog found earlier can still hold the toasts: in the document and open as a modal. */
function canHost(dialog: HTMLDialogElement | null): dialog is HTMLDialogElement {
  return !!dialog && dialog.isConnected && dialog.matches(OPEN_MODAL);
}

/**
 * The open modal dialog on top, kept up to date as dialogs open, close or leave the document
 * (a Modal or Drawer unmounts its <dialog>, and does not always close it first). `refresh` looks
 * again at once, for a commit that removed the dialog before the observer has reported it.
 */
function useTopModalDialog() {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  const refresh = useCallback(() => setTop(findTopModalDialog()), []);
  useEffect(() => {
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'aria-modal'],
    });
    return () => observer.disconnect();
  }, [refresh]);
  // A dialog closed or removed since the last look no longer counts, even before the refresh.
  return { host: canHost(top) ? top : null, refresh };
}

/**
 * Where the toasts go while a dialog holds them, so they never cover its title or close button:
 * beside it when the window leaves room (left of a right-hand drawer, or of a centred modal), else
 * below its title row (a drawer as wide as a phone's screen).
 */
function placementClearOf(
  dialog: HTMLElement,
  viewport: HTMLElement,
  gap: number,
): CSSProperties | undefined {
  const room = viewport.offsetWidth + 2 * gap;
  // Layout boxes, not getBoundingClientRect: a drawer still sliding in is measured where it ends.
  const left = dialog.offsetLeft;
  const right = left + dialog.offsetWidth;
  const windowWidth = document.documentElement.clientWidth;
  if (right <= windowWidth - room) return undefined;
  if (left >= room) return { right: `${windowWidth - left + gap}px` };
  const header = dialog.querySelector<HTMLElement>('[data-dialog-header]');
  return header
    ? { top: `${Math.max(dialog.offsetTop, 0) + header.offsetHeight + gap}px` }
    : undefined;
}

function usePlacementClearOf(
  dialog: HTMLElement | null,
  viewport: RefObject<HTMLDivElement | null>,
) {
  const gap = parseFloat(usePodTheme().space.lg);
  const [placement, setPlacement] = useState<CSSProperties | undefined>();
  useLayoutEffect(() => {
    const place = () =>
      setPlacement(
        dialog && viewport.current ? placementClearOf(dialog, viewport.current, gap) : undefined,
      );
    place();
    if (!dialog) return;
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [dialog, viewport, gap]);
  return placement;
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
        <Toast
          type={toast.type}
          title={toast.title}
          message={toast.message}
          onClose={dismiss}
          closeLabel={closeLabel}
        />
      )}
    </Slot>
  );
}

/**
 * Shows toasts and notifications stacked at the top right, each dismissing itself after its
 * duration (paused while hovered or focused), at most `maxVisible` at once. Controlled: it only
 * reports dismissals. While a drawer or modal is open they sit clear of its title and close button.
 *
 * While a modal dialog or drawer is open, everything outside it is inert: hidden from screen
 * readers and unclickable. So the toasts move into the topmost open dialog then, where they are
 * announced and can be closed, and back to their place in the page as soon as no modal dialog is
 * open (closed, or removed from the document without a close).
 */
export function ToastViewport({
  toasts,
  onDismiss,
  closeLabel = 'Close',
  'aria-label': ariaLabel = 'Notifications',
  maxVisible = DEFAULT_MAX_VISIBLE_TOASTS,
}: ToastViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<string | undefined>(undefined);
  const { host, refresh } = useTopModalDialog();
  const placement = usePlacementClearOf(host, ref);
  const visible = toasts.slice(-Math.max(1, maxVisible));
  const overflow = toasts.length - visible.length;

  // The caller owns the list: the oldest beyond the cap are reported as dismissed.
  useEffect(() => {
    toasts.slice(0, overflow).forEach((toast) => onDismiss(toast.id));
  }, [toasts, overflow, onDismiss]);

  // As a manual popover the viewport sits in the top layer, above the dialog it lives in; showing
  // it again moves it to the top, above a dialog opened since.
  useLayoutEffect(() => {
    const viewport = ref.current;
    const newest = visible.at(-1)?.id;
    const added = newest !== undefined && newest !== shown.current;
    shown.current = newest;
    // The dialog that holds the viewport went away in this very commit (a drawer that closes as its
    // success toast is raised): the viewport left the document with it and cannot be shown there.
    // Look again now, so it comes back to the page before paint.
    if (host && !canHost(host)) {
      refresh();
      return;
    }
    if (!viewport?.isConnected || typeof viewport.showPopover !== 'function') return;
    const open = viewport.matches(':popover-open');
    if (open && !added) return;
    if (open) viewport.hidePopover();
    viewport.showPopover();
  }, [visible, host, refresh]);

  const viewport = (
    <Viewport ref={ref} popover="manual" role="region" aria-label={ariaLabel} style={placement}>
      {visible.map((toast) => (
        <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
      ))}
    </Viewport>
  );
  return host ? createPortal(viewport, host) : viewport;
}
