import { useCallback, useState } from 'react';

/** What ConfirmDialog takes from a confirmation: spread it and add the title and labels. */
export interface ConfirmationDialogProps {
  open: boolean;
  /** True while the confirmed action runs: the dialog stays busy until it settles. */
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation in progress: what it is about, and the ways to ask, cancel and confirm. */
export interface Confirmation<Target> {
  /** The row (or anything) the dialog asks about; null while it is closed. */
  target: Target | null;
  /** Opens the dialog about a target; stable, so table columns can keep it. */
  ask: (target: Target) => void;
  /** Closes the dialog without acting. */
  cancel: () => void;
  /** True while the confirmed action runs. */
  busy: boolean;
  /** Spread on ConfirmDialog: `<ConfirmDialog {...confirmation.dialog} title=... />`. */
  dialog: ConfirmationDialogProps;
}

/**
 * The state of a confirmation dialog: ask about a target, run the action once the user confirms,
 * stay busy until it settles, then close (whether it worked or not). For props-only components;
 * screens usually want useConfirmAction, which adds the mutation's toasts.
 *
 * @example
 * const confirmation = useConfirmation(onDelete);
 * // a row's button: onClick={() => confirmation.ask(row)}
 * <ConfirmDialog {...confirmation.dialog} title="Delete this discount?" danger />
 */
export function useConfirmation<Target>(
  action: (target: Target) => Promise<unknown>,
): Confirmation<Target> {
  const [target, setTarget] = useState<{ value: Target } | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((value: Target) => setTarget({ value }), []);
  const cancel = useCallback(() => setTarget(null), []);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await action(target.value);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return {
    target: target?.value ?? null,
    ask,
    cancel,
    busy,
    dialog: {
      open: target !== null,
      loading: busy,
      onConfirm: () => void confirm(),
      onCancel: cancel,
    },
  };
}
