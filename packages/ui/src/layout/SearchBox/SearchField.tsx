import { useCallback, useEffect, useRef, type Ref, type RefObject } from 'react';
import { TextInput, type TextInputProps } from '../../components/TextInput';
import { NavIcon } from '../NavIcons';
import { Root, SearchIcon, Shortcut } from './SearchBox.styles';

export interface SearchFieldProps extends Omit<TextInputProps, 'prefix' | 'suffix' | 'type'> {
  /** Ctrl+K / Cmd+K focuses the field from anywhere on the page, and the field shows the hint. */
  shortcut?: boolean;
}

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');

/** Focuses (and selects) the input when Ctrl+K or Cmd+K is pressed anywhere on the page. */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const focus = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', focus);
    return () => document.removeEventListener('keydown', focus);
  }, [input, enabled]);
}

/**
 * The search input of the top bar without its result list: the icon, the Ctrl K hint and the
 * shortcut. SearchBox is built on it; an app that loads SearchBox (and its combobox) on demand
 * shows this meanwhile, so the first page load does not carry the list's code.
 */
export function SearchField({ shortcut = true, ref, ...props }: SearchFieldProps) {
  const own = useRef<HTMLInputElement | null>(null);
  useFocusShortcut(own, shortcut);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = element;
    },
    [ref],
  );
  return (
    <TextInput
      type="search"
      {...props}
      ref={setRef as Ref<HTMLInputElement>}
      prefix={
        <SearchIcon>
          <NavIcon name="search" />
        </SearchIcon>
      }
      suffix={
        shortcut ? <Shortcut aria-hidden="true">{isMac() ? '⌘K' : 'Ctrl K'}</Shortcut> : undefined
      }
    />
  );
}

/**
 * A SearchField laid out as SearchBox lays out its own (the top bar's search slot), for the
 * moments before SearchBox is loaded.
 */
export function SearchBoxPlaceholder(props: SearchFieldProps) {
  return (
    <Root role="search">
      <SearchField {...props} />
    </Root>
  );
}
