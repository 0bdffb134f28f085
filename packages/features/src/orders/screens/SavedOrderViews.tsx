import { useMemo } from 'react';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_MESSAGES, savedViewError } from '@podoffice/domain';
import { SavedViews } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateSavedViewMutation, useDeleteSavedViewMutation, useSavedViewsQuery } from '../api';
import { SAVED_ORDER_VIEWS_SCREEN } from './orderFilter';

/** What a saved view brings back: the list's query (tab and filters) and, if kept, its columns. */
export interface OrderViewState {
  query: string;
  columns: readonly string[] | null;
}

export interface SavedOrderViewsProps {
  /** The tab and filters shown now, as the address writes them (without the page). */
  query: string;
  /** The columns shown now, in order. */
  columns: readonly string[];
  /** Shows a view's tab, filters and columns. */
  onApply: (view: OrderViewState) => void;
}

/**
 * The user's saved views above the orders tabs (stored on the server per user): a click shows a
 * view's tab, filters and columns; 'Save view' keeps what is shown under a name.
 */
export function SavedOrderViews({ query, columns, onApply }: SavedOrderViewsProps) {
  const dispatch = useAppDispatch();
  const views = useSavedViewsQuery({ screen: SAVED_ORDER_VIEWS_SCREEN });
  const [create] = useCreateSavedViewMutation();
  const [remove] = useDeleteSavedViewMutation();
  const hits = useMemo(() => views.data?.savedViews ?? [], [views.data]);
  const active = hits.find(
    (view) => view.query === query && (view.columns ?? columns).join() === columns.join(),
  );

  const save = async (name: string) => {
    const input = { screen: SAVED_ORDER_VIEWS_SCREEN, name, query, columns: [...columns] };
    // The server's rules, checked here first so a bad name costs no call.
    const problem = savedViewError(input);
    if (problem) return problem;
    try {
      const saved = await create({ input }).unwrap();
      dispatch(
        notify({ type: 'success', message: SAVED_VIEW_MESSAGES.saved(saved.createSavedView.name) }),
      );
      return null;
    } catch (error) {
      return errorMessage(error, 'Could not save the view');
    }
  };
  const drop = async (id: string) => {
    const view = hits.find((v) => v.id === id);
    // A refusal shows the usual error toast; the dialog closes either way.
    const done = await remove({ id });
    if (view && !('error' in done)) {
      dispatch(notify({ type: 'success', message: SAVED_VIEW_MESSAGES.deleted(view.name) }));
    }
  };

  return (
    <SavedViews
      views={hits}
      activeId={active?.id ?? null}
      loading={views.isLoading}
      error={views.isError ? 'Could not load your saved views' : null}
      onRetry={() => void views.refetch()}
      max={SAVED_VIEW_LIMITS.perScreen}
      onApply={(id) => {
        const view = hits.find((v) => v.id === id);
        if (view) onApply({ query: view.query, columns: view.columns ?? null });
      }}
      onSave={save}
      onDelete={drop}
    />
  );
}
