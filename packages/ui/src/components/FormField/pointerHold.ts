import { useState, useSyncExternalStore, type ReactNode } from 'react';

/*
 * Why this exists: a field marks itself touched on blur, and blur happens on the *press* of the
 * Submit button. The field's message then appears and pushes the button down before the press is
 * released, so the click lands beside the button and the form is never submitted: the user sees
 * only the message of the field they just left, never the others. Holding message changes while
 * a pointer is pressed keeps the layout still until the click has been dispatched; the submit then
 * runs and every field's message appears at once.
 */

let pressed = false;
let installed = false;
const listeners = new Set<() => void>();

function setPressed(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  listeners.forEach((listener) => listener());
}

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const press = (event: PointerEvent) => {
    if (event.isPrimary) setPressed(true);
  };
  // The click follows pointerup in the same task: release after it, not before.
  const release = () => setTimeout(() => setPressed(false), 0);
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  document.addEventListener('dragend', release, true);
  // A press released outside a window that lost focus never reports its pointerup here.
  window.addEventListener('blur', release);
}

function subscribe(listener: () => void) {
  install();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isPressed = () => pressed;
const notPressed = () => false;

/** The message to show: the one shown when a pointer was pressed, until it is released. */
export function useMessageHeldWhilePressed(message: ReactNode): ReactNode {
  const held = useSyncExternalStore(subscribe, isPressed, notPressed);
  const [shown, setShown] = useState(message);
  // Remembered from the renders while nothing is pressed (React's "state from previous renders").
  if (!held && shown !== message) setShown(message);
  return held ? shown : message;
}
