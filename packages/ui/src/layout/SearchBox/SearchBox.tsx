import { useCombobox } from 'downshift';
import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import {
  ErrorNote,
  GroupLabel,
  List,
  Note,
  Option,
  OptionSubtitle,
  OptionTitle,
  Popup,
  Root,
} from './SearchBox.styles';
import { SearchField } from './SearchField';

/** One result: what it is called, a second line, and where it leads. */
export interface SearchResult {
  /** Unique in the whole list, e.g. 'user:7'. */
  key: string;
  title: string;
  subtitle?: string | null;
  path: string;
}

/** Results of one kind under a heading (Screens, Users, Sites, News). */
export interface SearchResultGroup {
  label: string;
  results: SearchResult[];
}

export interface SearchBoxProps {
  /** The text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  /** The results for the text, grouped; empty groups are not shown. */
  groups: SearchResultGroup[];
  /** Called when a result is chosen with Enter or a click; the caller goes to its path. */
  onSelect: (result: SearchResult) => void;
  /** Shows that results are on their way. */
  loading?: boolean;
  /** What went wrong loading results, shown in the list. */
  error?: string | null;
  /** Below this many characters the list stays closed (the search does not start). */
  minLength?: number;
  /** Ctrl+K / Cmd+K focuses the box from anywhere on the page. */
  shortcut?: boolean;
  /** Accessible name of the box. */
  label?: string;
  placeholder?: string;
  /** Shown when the text found nothing. */
  emptyText?: string;
  /** Focus the box when it mounts (it replaces a SearchField the user was typing in). */
  autoFocus?: boolean;
}

/**
 * The top bar's search: a combobox whose list offers results grouped by kind. Arrow keys move
 * through them, Enter or a click opens one, Escape closes the list, and Ctrl+K (Cmd+K on a Mac)
 * focuses the box from anywhere. Props only: the app finds the results and navigates.
 */
export function SearchBox({
  value,
  onValueChange,
  groups,
  onSelect,
  loading = false,
  error = null,
  minLength = 2,
  shortcut = true,
  label = 'Search',
  placeholder = 'Search screens, users, sites, news…',
  emptyText = 'Nothing found',
  autoFocus = false,
}: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shown = groups.filter((group) => group.results.length > 0);
  const items = shown.flatMap((group) => group.results);
  const searching = value.trim().length >= minLength;

  const combobox = useCombobox<SearchResult>({
    items,
    inputValue: value,
    itemToString: (item) => item?.title ?? '',
    itemToKey: (item) => item?.key,
    selectedItem: null,
    // The first result is ready for Enter as soon as results come.
    defaultHighlightedIndex: 0,
    onInputValueChange: ({ inputValue, type }) => {
      // Typing reaches the caller from the input's own onChange (below). Choosing a result puts
      // its title in the box: the caller clears it as it navigates.
      if (
        type !== useCombobox.stateChangeTypes.InputChange &&
        type !== useCombobox.stateChangeTypes.ItemClick
      ) {
        onValueChange(inputValue ?? '');
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    stateReducer: (_state, { type, changes }) => {
      // After a choice the box is emptied for the next search, not filled with the title.
      if (
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick
      ) {
        return { ...changes, inputValue: changes.selectedItem ? '' : changes.inputValue };
      }
      return changes;
    },
  });

  // Before paint: not one key typed into the field this box replaces goes astray.
  useLayoutEffect(() => {
    if (!autoFocus) return;
    // The caret goes after the text typed so far, as if the user had never left the box.
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    combobox.openMenu();
    // Only on mount: later renders must not steal the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = combobox.isOpen && searching;
  const inputProps = combobox.getInputProps({
    ref: inputRef,
    'aria-label': label,
    // downshift 9 reports a typed value from an effect, a render late: a controlled input would
    // drop keys typed faster than that. The text goes to the caller within the key's own event.
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value),
  });
  // With nothing listed there is no option to point at (a highlight kept from earlier results).
  const activeDescendant =
    open && items.length > 0 ? inputProps['aria-activedescendant'] : undefined;
  let index = 0;

  return (
    <Root role="search">
      <SearchField
        placeholder={placeholder}
        shortcut={shortcut}
        {...inputProps}
        aria-activedescendant={activeDescendant}
      />
      <Popup $open={open}>
        <List {...combobox.getMenuProps({ 'aria-label': `${label} results` })}>
          {open &&
            shown.map((group) => (
              <GroupFragment key={group.label} label={group.label}>
                {group.results.map((result) => {
                  const at = index++;
                  return (
                    <Option
                      key={result.key}
                      $active={combobox.highlightedIndex === at}
                      {...combobox.getItemProps({ item: result, index: at })}
                    >
                      <OptionTitle>{result.title}</OptionTitle>
                      {result.subtitle && <OptionSubtitle>{result.subtitle}</OptionSubtitle>}
                    </Option>
                  );
                })}
              </GroupFragment>
            ))}
        </List>
        {/* Out of the listbox, which may hold options only. */}
        {open && error && <ErrorNote role="alert">{error}</ErrorNote>}
        {open && loading && items.length === 0 && !error && <Note role="status">Searching…</Note>}
        {open && !loading && !error && items.length === 0 && <Note role="status">{emptyText}</Note>}
      </Popup>
    </Root>
  );
}

/** A group's heading, out of the options: screen readers read it as a separator, not a choice. */
function GroupFragment({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <GroupLabel role="presentation" aria-hidden="true">
        {label}
      </GroupLabel>
      {children}
    </>
  );
}
