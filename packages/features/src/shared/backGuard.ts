/**
 * Holds the browser's Back and Forward within the app while a screen has unsaved changes.
 *
 * A BrowserRouter acts on popstate in a listener it adds at start-up, and React Router's
 * useBlocker, which would hold the move, needs a data router (whose code would cost the first load
 * 16 kB gzipped). So this listener is added before the router's (installBackGuard, called by the
 * app before it renders): while a screen holds, it stops the popstate before the router sees it,
 * goes back to the entry the user was on, and asks. Leaving replays the move for the router.
 *
 * The distance of a move is read from React Router's history entries (their `idx`); an entry
 * without one (another router's) is let through.
 */
type Hold = (proceed: () => void) => void;

let hold: Hold | null = null;
let heldIndex: number | null = null;
let installed = false;
/** The popstate of our own return to the held entry, which the router must not see either. */
let returning = false;

function indexOf(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** Adds the popstate listener once; call it before the router is rendered. */
export function installBackGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const to = indexOf(event.state);
    if (!hold || heldIndex === null || to === null || to === heldIndex) return;
    event.stopImmediatePropagation();
    const delta = heldIndex - to;
    returning = true;
    window.history.go(delta);
    const ask = hold;
    ask(() => {
      hold = null;
      heldIndex = null;
      window.history.go(-delta);
    });
  });
}

/**
 * While a screen has unsaved changes: `ask` is called with the move to replay when the user leaves.
 * Answers the release, for when the changes are saved or the screen goes.
 */
export function holdBackAndForward(ask: Hold): () => void {
  const own = ask;
  hold = own;
  heldIndex = typeof window === 'undefined' ? null : indexOf(window.history.state);
  return () => {
    if (hold === own) {
      hold = null;
      heldIndex = null;
    }
  };
}
