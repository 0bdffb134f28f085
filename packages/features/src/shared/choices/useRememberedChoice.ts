import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import type { AppExtra } from '../../store/store';

/** The store's own storage (an embedding app's prefix or storages, or none). */
const storeStorage = (_dispatch: unknown, _getState: unknown, extra: AppExtra) => extra.storage;

function localOf(storage: AppExtra['storage']): Storage | null {
  try {
    return storage.local();
  } catch {
    return null;
  }
}

/**
 * A choice the signed-in user makes on a screen and finds again on their next visit (a table's
 * columns): kept per user in the store's local storage under `name`. `parse` turns what is stored
 * into a choice, or null when it is not one any more (the screen's defaults then apply);
 * remembering null forgets it.
 */
export function useRememberedChoice<T>(
  name: string,
  parse: (stored: unknown) => T | null,
): [T | null, (choice: T | null) => void] {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const storage = useMemo(() => dispatch(storeStorage), [dispatch]);
  const key = userId ? storage.choiceKey(name, userId) : null;
  const read = useCallback((): T | null => {
    const raw = key ? localOf(storage)?.getItem(key) : null;
    if (!raw) return null;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return null;
    }
  }, [key, storage, parse]);
  // Kept with its key: another user's (or name's) choice is read afresh, not carried over.
  const [held, setHeld] = useState(() => ({ key, choice: read() }));
  const choice = held.key === key ? held.choice : read();
  const remember = useCallback(
    (next: T | null) => {
      setHeld({ key, choice: next });
      const local = localOf(storage);
      if (!key || !local) return;
      try {
        if (next === null) local.removeItem(key);
        else local.setItem(key, JSON.stringify(next));
      } catch {
        // A full or refused storage keeps the choice for this visit only.
      }
    },
    [key, storage],
  );
  return [choice, remember];
}
