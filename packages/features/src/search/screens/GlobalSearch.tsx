import { useMemo, useState } from 'react';
import {
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_LIMITS,
  findScreens,
  searchText,
  type SearchScreen,
} from '@podoffice/domain';
import { SearchBox, type SearchResult, type SearchResultGroup } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useSearchQuery } from '../api';
import { useDebouncedValue } from './useDebouncedValue';

/** The pause after the last key before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface GlobalSearchProps {
  /** The screens the signed-in user may open (the app's route table decides), found by name. */
  screens: readonly SearchScreen[];
  /** Goes to a chosen result's address. */
  onNavigate: (path: string) => void;
  /**
   * The text, when the caller keeps it (TopBarSearch does: keys typed while the box loads must
   * reach it); the box keeps its own otherwise.
   */
  text?: string;
  /** Called with each new text when the caller keeps it. */
  onTextChange?: (text: string) => void;
  /** Focus the box when it mounts. */
  autoFocus?: boolean;
}

/**
 * The top bar's search box, connected: screens the user may open, found here, and
 * users, sites and news found by the server, which returns only what the caller may open. Enter
 * or a click goes to the result; Ctrl+K / Cmd+K focuses the box from anywhere.
 */
export function GlobalSearch({
  screens,
  onNavigate,
  text: keptText,
  onTextChange,
  autoFocus = false,
}: GlobalSearchProps) {
  const [ownText, setOwnText] = useState('');
  const text = keptText ?? ownText;
  const setText = onTextChange ?? setOwnText;
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const wanted = searchText(settled);
  // currentData: the hits of the text asked for, never the previous text's while it loads.
  const found = useSearchQuery({ text: wanted ?? '' }, { skip: wanted === null });

  const groups = useMemo<SearchResultGroup[]>(() => {
    const screenHits = findScreens(screens, text).map<SearchResult>((screen) => ({
      key: `screen:${screen.path}`,
      title: screen.title,
      path: screen.path,
    }));
    const hits = found.currentData?.search ?? [];
    return [
      { label: 'Screens', results: screenHits },
      ...SEARCH_KINDS.map((kind) => ({
        label: SEARCH_KIND_LABELS[kind],
        results: hits
          .filter((hit) => hit.kind === kind)
          .map((hit) => ({
            key: `${hit.kind}:${hit.id}`,
            title: hit.title,
            subtitle: hit.subtitle,
            path: hit.path,
          })),
      })),
    ];
  }, [screens, text, found.currentData]);

  const typing = searchText(text) !== wanted;
  return (
    <SearchBox
      value={text}
      onValueChange={setText}
      groups={groups}
      loading={typing || found.isFetching}
      error={found.isError ? errorMessage(found.error, 'Search failed') : null}
      minLength={SEARCH_LIMITS.minLength}
      autoFocus={autoFocus}
      onSelect={(result) => {
        setText('');
        onNavigate(result.path);
      }}
    />
  );
}
