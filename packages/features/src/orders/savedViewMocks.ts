import { HttpResponse } from 'msw';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES,
  savedViewError,
  savedViewName,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError } from '../shared/msw';
import type { SavedViewFieldsFragment } from './api/SavedViews.generated';

export type SavedViewFixture = SavedViewFieldsFragment;

/**
 * The saved views of the orders screen as the server keeps them: the caller's own (every story
 * user shares the one list), by name; a save checked as the server checks it (the domain's rules,
 * a name once whatever its case, at most 20).
 */
export function savedViewHandlers(initial: readonly SavedViewFixture[] = []) {
  const api = apiLink();
  const store: SavedViewFixture[] = initial.map((view) => ({ ...view }));
  let next = 100;
  const byName = () =>
    [...store].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return [
    api.query('SavedViews', ({ request }) => {
      if (!userOfRequest(request)) return graphqlError('You are not signed in');
      return HttpResponse.json({ data: { savedViews: byName() } });
    }),
    api.mutation('CreateSavedView', ({ variables }) => {
      const input = variables.input as {
        screen: string;
        name: string;
        query: string;
        columns?: string[] | null;
      };
      const problem = savedViewError(input);
      if (problem) return graphqlError(problem);
      const name = savedViewName(input.name);
      if (store.some((view) => view.name.toLowerCase() === name.toLowerCase())) {
        return graphqlError(SAVED_VIEW_MESSAGES.duplicate(name));
      }
      if (store.length >= SAVED_VIEW_LIMITS.perScreen) {
        return graphqlError(SAVED_VIEW_MESSAGES.tooMany);
      }
      const view = {
        id: String(next++),
        name,
        query: input.query,
        columns: input.columns ?? null,
      };
      store.push(view);
      return HttpResponse.json({ data: { createSavedView: view } });
    }),
    api.mutation('DeleteSavedView', ({ variables }) => {
      const at = store.findIndex((view) => view.id === String(variables.id));
      if (at < 0) return graphqlError(SAVED_VIEW_MESSAGES.notFound, 'NOT_FOUND');
      store.splice(at, 1);
      return HttpResponse.json({ data: { deleteSavedView: true } });
    }),
  ];
}

/** The saved views failing to load: the bar's error state. */
export function savedViewsFailure(message: string) {
  return apiLink().query('SavedViews', () => graphqlError(message));
}
