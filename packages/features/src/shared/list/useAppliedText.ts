import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** What a TextInput takes from useAppliedText: spread it on the input. */
export interface AppliedTextInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * A filter's text field that asks the server only when the user is done typing: the text applies,
 * trimmed, with Enter or on leaving the field, and only when it differs from the filter in force.
 * When the filter changes from outside (a reset, Back and Forward), the field follows it.
 *
 * @example
 * const search = useAppliedText(value.search, (text) => onChange({ ...value, search: text }));
 * <TextInput type="search" {...search} />
 */
export function useAppliedText(
  applied: string,
  apply: (text: string) => void,
): AppliedTextInputProps {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setText(applied);
  }
  const commit = () => {
    const next = text.trim();
    if (next !== applied) apply(next);
  };
  return {
    value: text,
    onChange: (event) => setText(event.target.value),
    onKeyDown: (event) => {
      if (event.key === 'Enter') commit();
    },
    onBlur: commit,
  };
}
