import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the leave dialog says (not in the spec: the product type form's unsaved changes). */
export const LEAVE_WARNING = {
  title: 'Leave this page?',
  message: 'Your changes are not saved. They are lost if you leave.',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
} as const;

export interface LeaveWarning {
  /** Spread on a ConfirmDialog with the texts of LEAVE_WARNING. */
  dialog: { open: boolean; onConfirm: () => void; onCancel: () => void };
  /** Runs `leave` at once when nothing is unsaved, else once the user confirms (Cancel buttons). */
  guard: (leave: () => void) => void;
  /** Lets the next navigation through without asking: call it once the changes are saved. */
  release: () => void;
}

/**
 * Warns before unsaved changes are lost: the browser's own prompt on reload or closing the tab
 * (beforeunload), and a dialog for the app's links (the menu, breadcrumbs) and Cancel buttons.
 * The app's router is a BrowserRouter, where React Router's useBlocker does not work, so links
 * are caught by a click listener before the router sees them; the browser's Back button is not.
 */
export function useLeaveWarning(dirty: boolean): LeaveWarning {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef(false);
  const active = dirty && !released.current;
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, navigate]);

  const release = useCallback(() => {
    released.current = true;
    activeRef.current = false;
  }, []);
  const guard = useCallback((leave: () => void) => {
    if (activeRef.current) setPending(() => leave);
    else leave();
  }, []);

  return {
    dialog: {
      open: pending !== null,
      onConfirm: () => {
        const leave = pending;
        release();
        setPending(null);
        leave?.();
      },
      onCancel: () => setPending(null),
    },
    guard,
    release,
  };
}
