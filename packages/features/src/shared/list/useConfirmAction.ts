import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useConfirmation, type Confirmation } from './useConfirmation';

/** A mutation's answer as RTK Query gives it: its data, or an error when it failed. */
export interface ActionResult {
  data?: unknown;
  error?: unknown;
}

export interface ToastedActionOptions<Target> {
  /** Runs the mutation for a target, e.g. `(site) => deleteSite({ id: site.id })`. */
  run: (target: Target) => Promise<ActionResult>;
  /** The spec's success message, word for word (or made from the target). */
  success: string | ((target: Target) => string);
  /**
   * A message of the screen's own when it fails. Without it the failure is left to the store,
   * which shows the server's message in a toast.
   */
  failure?: string;
  /**
   * With `failure`: the server's reason shows under it (e.g. 'Something wrong!' over why a delete
   * was refused), so the user learns what to change.
   */
  failureReason?: boolean;
  /** Runs after a success and its toast, e.g. `() => list.afterDelete()`. */
  onDone?: (target: Target) => void;
}

/**
 * Runs a mutation and answers with the spec's toast: the success message, and on failure the
 * screen's own message when it has one.
 *
 * @example
 * const decide = useToastedAction({
 *   run: ({ entry, status }: Decision) => updateBalance({ id: entry.id, status }),
 *   success: ({ status }) => DECISION_MESSAGES[status],
 *   failure: MESSAGES.somethingWrong,
 * });
 */
export function useToastedAction<Target>({
  run,
  success,
  failure,
  failureReason,
  onDone,
}: ToastedActionOptions<Target>): (target: Target) => Promise<void> {
  const dispatch = useAppDispatch();
  return async (target) => {
    const result = await run(target);
    if (result.error) {
      const reason = failureReason ? errorMessage(result.error, '') : '';
      if (failure && reason) dispatch(notify({ type: 'error', title: failure, message: reason }));
      else if (failure) dispatch(notify({ type: 'error', message: failure }));
      return;
    }
    const message = typeof success === 'function' ? success(target) : success;
    dispatch(notify({ type: 'success', message }));
    onDone?.(target);
  };
}

/**
 * A confirmed action of a screen: the confirmation dialog's state, the mutation once the user
 * confirms (the dialog busy meanwhile), the spec's toast, then onDone (the back-one-page rule of
 * a list after a delete).
 *
 * @example
 * const remove = useConfirmAction({
 *   run: (category: CategoryFieldsFragment) => deleteCategory({ id: category.id }),
 *   success: CATEGORY_NOTICES.deleted,
 *   onDone: () => list.afterDelete(),
 * });
 * <CategoriesTable {...list.table} categories={list.rows} onDelete={remove.ask} />
 * <ConfirmDialog {...remove.dialog} title={`Delete the category ${remove.target?.title}?`} danger />
 */
export function useConfirmAction<Target>(
  options: ToastedActionOptions<Target>,
): Confirmation<Target> {
  return useConfirmation(useToastedAction(options));
}
