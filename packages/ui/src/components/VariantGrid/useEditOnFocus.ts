import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The grid's "text until focused" cells (MoneyCell, SelectCell): a focus on the text starts
 * editing, the control rendered in its place takes the focus (then `onEditStart` places the
 * caret or opens the list), and a blur on the control shows the text again.
 */
export function useEditOnFocus<T extends HTMLElement>(onEditStart: (control: T) => void) {
  const [editing, setEditing] = useState(false);
  const control = useRef<T>(null);
  const started = useRef(onEditStart);
  started.current = onEditStart;

  useLayoutEffect(() => {
    const element = control.current;
    if (!editing || !element) return;
    element.focus({ preventScroll: true });
    started.current(element);
  }, [editing]);

  return {
    editing,
    control,
    start: () => setEditing(true),
    stop: () => setEditing(false),
  };
}
