import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdBackAndForward } from './backGuard';

/** What the leave dialog says by default (not in the spec). */
export const LEAVE_WARNING = {
  title: 'Leave this page?',
  message: 'Your changes are not saved. They are lost if you leave.',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
} as const;

export interface LeaveWarning {
  /** Spread on a ConfirmDialog (with LEAVE_WARNING's texts or the screen's own). */
  dialog: { open: boolean; onConfirm: () => void; onCancel: () => void };
  /** Runs `leave` at once when nothing is unsaved, else once the user confirms (e.g. closing a panel). */
  guard: (leave: () => void) => void;
  /** Lets the next moves through without asking: call it once the changes are saved. */
  release: () => void;
}

/**
 * Warns before unsaved work is left behind: while `dirty` holds, closing or reloading the tab asks
 * the browser's own question (beforeunload), and a move within the app (a menu link, a breadcrumb,
 * a Cancel or Back button of the page, any navigate) waits until the dialog answers.
 *
 * Links and navigate calls: the router's navigator, which every one of them goes through, is
 * wrapped for as long as the warning is on. That works under any router, so embedders may bring a
 * plain BrowserRouter, where React Router's useBlocker is not available.
 *
 * The browser's own Back and Forward within the app are held by backGuard, whose popstate listener
 * the app installs before its router (installBackGuard); without it they go through. A Back that
 * leaves the app asks through beforeunload.
 */
export function useLeaveWarning(dirty: boolean): LeaveWarning {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  // A ref, not state: a save calls release() and then navigates in the same tick, before the
  // effect below could be torn down by a re-render.
  const released = useRef(false);
  const active = dirty && !released.current;
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const { push, replace } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => {
      if (activeRef.current) setPending(() => () => push(...args));
      else push(...args);
    };
    navigator.replace = (...args: Parameters<typeof replace>) => {
      if (activeRef.current) setPending(() => () => replace(...args));
      else replace(...args);
    };
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [active, navigator]);

  useEffect(() => {
    if (!active) return undefined;
    return holdBackAndForward((proceed) => setPending(() => proceed));
  }, [active]);

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
