import {
  useDraggable,
  type DraggableAttributes,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DOMAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { DragStatus } from './VariantGrid.styles';

/**
 * Dragging a row of the variant grid with dnd-kit's core alone: one draggable for the whole grid
 * (the row being dragged), and the place it would drop at worked out from how far it moved, as
 * every row is the same height. dnd-kit starts, ends and cancels the drag (its pointer and
 * keyboard sensors, the scroll at the scroller's edges, its instructions for screen readers and
 * the focus back on the handle); where the row is drawn is the grid's own: a keyboard step is one
 * row, a pointer drag follows the pointer in the scroller's content. (dnd-kit's transform, once a
 * keyboard step has scrolled the scroller, counts the scroll twice until its next render.)
 *
 * Why not dnd-kit's sortable preset: it makes each row in view a draggable and a droppable. Each
 * droppable registers with the drag context when it mounts (a second render of the context and
 * of every row), is measured with its scroll ancestors when a drag starts, and every row
 * re-renders at each step of a drag. With 2,000 variants and a budget of 100 ms per action at 4x
 * CPU slowdown (issue 11), that was the larger part of a keyboard drag and a good part of a mount.
 */

/** The draggable's id: there is one, whose node is the row picked up. */
const ROW_DRAG_ID = 'variant-grid-row';

/** The rows' geometry and the drag's place, read by the keyboard and the drop through a ref. */
export interface RowDragGeometry {
  rowHeight: number;
  count: number;
  /** The row picked up, set when a handle is pressed. */
  from: number;
  /** The row the dragged one is over: a keyboard drag's steps, a pointer drag's last drawing. */
  over: number;
}

/** The row a row dragged `dragY` px from its place is over, within the rows. */
export function rowOver(geometry: RowDragGeometry, dragY: number): number {
  const { from, rowHeight, count } = geometry;
  return Math.max(0, Math.min(count - 1, from + Math.round(dragY / rowHeight)));
}

/** A row's shift while a drag is under way: the row picked up follows, the rows it passed make room. */
export function rowShift(
  index: number,
  from: number,
  over: number,
  rowHeight: number,
  dragY: number,
) {
  if (from < 0 || over < 0) return 0;
  if (index === from) return dragY;
  if (from < over && index > from && index <= over) return -rowHeight;
  if (over < from && index >= over && index < from) return rowHeight;
  return 0;
}

/**
 * The keyboard's step: Arrow Down and Up move the row one row, and stop at the first and last
 * rows. dnd-kit moves its coordinates one row's height, or scrolls the scroller that much when
 * the step would leave its middle.
 */
export function rowKeyboardCoordinates(geometry: {
  current: RowDragGeometry;
}): KeyboardCoordinateGetter {
  return (event, { currentCoordinates }) => {
    const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const { rowHeight, count, over } = geometry.current;
    if (over + step < 0 || over + step > count - 1) return undefined;
    geometry.current.over = over + step;
    return { x: currentCoordinates.x, y: currentCoordinates.y + step * rowHeight };
  };
}

/** What every row's drag handle carries: the same object for all, so rows are not re-rendered. */
export type RowHandleProps = Pick<DOMAttributes<HTMLButtonElement>, 'onPointerDown' | 'onKeyDown'> &
  Pick<DraggableAttributes, 'aria-roledescription' | 'aria-describedby'>;

/** What the rows' group element takes: the handlers that see a handle pressed first. */
export interface RowPressProps {
  onPointerDownCapture: (event: PointerEvent<HTMLElement>) => void;
  onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => void;
}

interface RowDragOptions {
  disabled: boolean;
  geometry: { current: RowDragGeometry };
  /** The rows' scroller: a pointer drag's place counts its scroll. */
  scroller: () => HTMLElement | null;
  /** Told the row the dragged one is over whenever that changes. */
  onOver: (over: number) => void;
}

/** Where a drag stands, for rendering the rows. */
export interface RowDrag {
  /** What every row's handle carries. */
  handle: RowHandleProps;
  /** The row picked up and the row it is over; -1 with no drag. */
  from: number;
  over: number;
  /** How far the row picked up has moved (px). */
  dragY: number;
  /** The props of the element holding the rows. */
  press: RowPressProps;
}

/**
 * The one draggable of the grid's rows, for the component that renders them inside the drag
 * context. That component re-renders at each step of a drag (dnd-kit's state moves); the rows
 * are memoized, so only the dragged one and those it passes render again. The grid around it does
 * not render during a drag: that would render the drag context again, the larger part of a step.
 */
export function useRowDrag({ disabled, geometry, scroller, onOver }: RowDragOptions): RowDrag {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: ROW_DRAG_ID,
    disabled,
    attributes: { roleDescription: 'sortable' },
  });
  const describedBy = attributes['aria-describedby'];
  const roleDescription = attributes['aria-roledescription'];
  const handle = useMemo<RowHandleProps>(
    () => ({
      // The pointer and keyboard sensors' activators (dnd-kit types them as plain functions).
      ...(listeners as Pick<RowHandleProps, 'onPointerDown' | 'onKeyDown'> | undefined),
      'aria-roledescription': roleDescription,
      'aria-describedby': describedBy,
    }),
    [listeners, roleDescription, describedBy],
  );

  // A pointer drag: where the pointer is, and where it was pressed in the scroller's content.
  const pointer = useRef<{ clientY: number; origin: number } | null>(null);

  // Capture phase: runs before the handle's own listeners, which start the drag. The one
  // draggable's node becomes the pressed handle's row (what dnd-kit measures) and its activator
  // the handle (where the keyboard must be, and where the focus goes back after a drop).
  const press = (event: { target: EventTarget; clientY?: number }) => {
    if (isDragging || !(event.target instanceof HTMLElement)) return;
    const pressed = event.target.closest<HTMLElement>('.vg-handle');
    const row = pressed?.closest<HTMLElement>('[data-index]');
    if (!pressed || !row) return;
    setNodeRef(row);
    setActivatorNodeRef(pressed);
    const from = Number(row.dataset.index);
    geometry.current.from = from;
    geometry.current.over = from;
    pointer.current =
      event.clientY === undefined
        ? null
        : {
            clientY: event.clientY,
            origin: event.clientY + (scroller()?.scrollTop ?? 0),
          };
  };

  // The pointer's moves, seen before dnd-kit's (window, capture): the render they cause reads it.
  useEffect(() => {
    if (!isDragging || !pointer.current) return;
    const move = (event: globalThis.PointerEvent) => {
      if (pointer.current) pointer.current.clientY = event.clientY;
    };
    window.addEventListener('pointermove', move, { capture: true, passive: true });
    return () => window.removeEventListener('pointermove', move, { capture: true });
  }, [isDragging]);

  // This renders at each step of the drag (dnd-kit's state changes) and at each scroll.
  let dragY = 0;
  let over = -1;
  if (isDragging) {
    const { from, rowHeight } = geometry.current;
    if (pointer.current) {
      const scrollTop = scroller()?.scrollTop ?? 0;
      dragY = pointer.current.clientY + scrollTop - pointer.current.origin;
      over = rowOver(geometry.current, dragY);
      geometry.current.over = over;
    } else {
      over = geometry.current.over;
      dragY = (over - from) * rowHeight;
    }
  }
  const latestOnOver = useRef(onOver);
  latestOnOver.current = onOver;
  useLayoutEffect(() => {
    if (over >= 0) latestOnOver.current(over);
  }, [over]);

  return {
    handle,
    from: isDragging ? geometry.current.from : -1,
    over,
    dragY,
    press: { onPointerDownCapture: press, onKeyDownCapture: press },
  };
}

/**
 * The grid's live region for drags, with its own state: a message set through `announce` renders
 * this element alone, not the grid. dnd-kit's own announcements tell the row a drag is over only
 * for drop targets, and the rows are none.
 */
export function DragAnnouncer({
  announce,
  label,
}: {
  announce: { current: (message: string) => void };
  /** The region's name: dnd-kit keeps a live region of its own (silent here) beside it. */
  label: string;
}) {
  const [message, setMessage] = useState('');
  useLayoutEffect(() => {
    announce.current = setMessage;
  }, [announce]);
  return (
    <DragStatus
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      aria-label={label}
      data-drag-status=""
    >
      {message}
    </DragStatus>
  );
}
