import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export interface LeaveWarning {
  /** A move to another page waits for the user's answer. */
  asking: boolean;
  /** Goes where the user was going. */
  leave: () => void;
  /** Stays on the page; the move is dropped. */
  stay: () => void;
}

/**
 * Warns before unsaved work is left behind: while `when` holds, closing or reloading the tab asks
 * the browser's own question (beforeunload), and a move within the app (a menu link, a Back
 * button of the page, any navigate) waits until the screen's dialog answers `leave` or `stay`.
 *
 * The app runs on a BrowserRouter (and embedders bring their own router), where React Router's
 * useBlocker is not available: it needs a data router. So the router's navigator, which every
 * Link and navigate call goes through, is wrapped for as long as the warning is on. The browser's
 * own Back and Forward within the app are not held: the BrowserRouter's popstate listener, added
 * at start-up, runs before any a screen adds, and React commits a popstate's update at once (a
 * data router's useBlocker would hold them too). A Back that leaves the app asks through
 * beforeunload.
 */
export function useLeaveWarning(when: boolean): LeaveWarning {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const { push, replace } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => setPending(() => () => push(...args));
    navigator.replace = (...args: Parameters<typeof replace>) =>
      setPending(() => () => replace(...args));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [when, navigator]);

  const leave = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);
  return { asking: pending !== null, leave, stay };
}
