import {
  KeyboardSensor,
  useSensor,
  type KeyboardSensorOptions,
  type KeyboardSensorProps,
} from '@dnd-kit/core';
import { useEffect, useMemo, useRef } from 'react';

/**
 * dnd-kit's keyboard sensor for a component's DndContext, let go when the component unmounts.
 *
 * While a keyboard drag is under way the sensor listens to the whole document, and it stops only
 * when the drag ends or is cancelled; DndContext does not stop it when it unmounts. So a list or
 * grid unmounted mid-drag (the user leaves the screen, a dialog holding it closes) left the
 * listener behind, and the next Space or Enter pressed anywhere in the app was taken for the drop
 * and swallowed: a space missing from a text typed on the next screen, a button that did not press.
 * (Found in the Storybook run: the variant grid's drag-in-progress story ate the space of the rich
 * text editor's typing story that ran after it in the same page.)
 */
export function useKeyboardSensor(options: KeyboardSensorOptions) {
  const held = useRef<KeyboardSensor | null>(null);
  useEffect(
    () => () => {
      if (held.current) letGo(held.current);
      held.current = null;
    },
    [],
  );
  // The same object while `options` is: dnd-kit makes new sensors (and new handle listeners) for
  // new options.
  const heldOptions = useMemo<HeldOptions>(() => ({ ...options, held }), [options]);
  return useSensor(HeldKeyboardSensor, heldOptions);
}

interface HeldOptions extends KeyboardSensorOptions {
  /** Where the sensor of the drag under way reports itself. */
  held: { current: KeyboardSensor | null };
}

/** dnd-kit's keyboard sensor, which tells its component it is the drag under way. */
class HeldKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const { held } = props.options as HeldOptions;
    held.current = this;
  }
}

/** Removes the sensor's listeners, as the end of its drag would (the context is gone: no events). */
function letGo(sensor: KeyboardSensor) {
  // `detach` is private in dnd-kit's types; it is the method a drop or a cancel calls.
  const detach = () => (sensor as unknown as { detach: () => void }).detach();
  detach();
  // The sensor adds its key listener a task after the drag starts: remove that one too.
  setTimeout(detach);
}
