import {
  useDraggable,
  type DraggableAttributes,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DOMAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { DragStatus } from './VariantGrid.styles';

/**
 * Dragging a row of the variant grid with dnd-kit's core alone: one draggable for the whole grid
 * (the row being dragged), and the place it would drop at worked out from how far it moved, as
 * every row is the same height.
 *
 * Why not dnd-kit's sortable preset: it makes each row in view a draggable and a droppable. Each
 * droppable registers with the drag context when it mounts (a second render of the context and
 * of every row), is measured with its scroll ancestors when a drag starts, and every row
 * re-renders at each step of a drag. With 2,000 variants and a budget of 100 ms per action at 4x
 * CPU slowdown (issue 11), that was the larger part of a keyboard drag and a good part of a mount.
 */

/** The draggable's id: there is one, whose node is the row picked up. */
export const ROW_DRAG_ID = 'variant-grid-row';

/** The rows' geometry and the drag's place, read by the keyboard and the drop through a ref. */
export interface RowDragGeometry {
  rowHeight: number;
  count: number;
  /** The row picked up, set when a handle is pressed. */
  from: number;
  /** The row the dragged one is drawn over, as last rendered. */
  over: number;
}

/**
 * The row the dragged one is drawn over: its place moved by its transform (`dragY` px), within
 * the rows. The transform, not dnd-kit's scroll-adjusted delta: when a keyboard step scrolls the
 * scroller, the row is moved one row and the scroller scrolled one row, and the delta counts both.
 */
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
 * The keyboard's step: Arrow Down and Up move the row one row's height, and stop at the first and
 * last rows. dnd-kit scrolls the scroller when the step leaves its middle.
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

interface DraggableRowsProps {
  disabled: boolean;
  geometry: { current: RowDragGeometry };
  /** Told the row the dragged one is drawn over when it changed, once the drawing has settled. */
  onOver: (over: number) => void;
  /**
   * Told which row a pressed handle is in, before dnd-kit sees the press. The one draggable's node
   * has become that row (what dnd-kit measures and moves) and its activator the handle (where the
   * keyboard must be, and where the focus goes back after a drop).
   */
  onPress: (row: number) => void;
  /**
   * The rows: given the handles' props, the row picked up and the row it is over (-1 with no
   * drag), how far it has moved (px), and the props of the element holding the rows.
   */
  children: (drag: {
    handle: RowHandleProps;
    from: number;
    over: number;
    dragY: number;
    press: RowPressProps;
  }) => ReactNode;
}

/**
 * The part of the grid inside the drag context: the one draggable and the rows. It re-renders at
 * each step of a drag (the draggable's transform); the rows are memoized, so only the dragged one
 * and those it passes render again. The grid around it does not render during a drag: that would
 * render the drag context again, the larger part of a step's work.
 */
export function DraggableRows({
  disabled,
  geometry,
  onOver,
  onPress: onPressRow,
  children,
}: DraggableRowsProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: ROW_DRAG_ID, disabled, attributes: { roleDescription: 'sortable' } });
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

  // Capture phase: runs before the handle's own listeners, which start the drag.
  const onPress = (event: { target: EventTarget }) => {
    if (isDragging || !(event.target instanceof HTMLElement)) return;
    const pressed = event.target.closest<HTMLElement>('.vg-handle');
    const row = pressed?.closest<HTMLElement>('[data-index]');
    if (!pressed || !row) return;
    setNodeRef(row);
    setActivatorNodeRef(pressed);
    onPressRow(Number(row.dataset.index));
  };

  const dragY = isDragging ? (transform?.y ?? 0) : 0;
  const over = isDragging ? rowOver(geometry.current, dragY) : -1;
  // The drop and the keyboard's next step read the row as drawn. The row is told a frame later, the
  // last of that frame: when a keyboard step scrolls the scroller, dnd-kit renders the row a step
  // too far once, until it has measured the row again, and that row should not be announced.
  const latestOnOver = useRef(onOver);
  latestOnOver.current = onOver;
  useLayoutEffect(() => {
    if (over < 0) return;
    geometry.current.over = over;
    const frame = requestAnimationFrame(() => latestOnOver.current(over));
    return () => cancelAnimationFrame(frame);
  }, [over, geometry]);

  return children({
    handle,
    from: isDragging ? geometry.current.from : -1,
    over,
    dragY,
    press: { onPointerDownCapture: onPress, onKeyDownCapture: onPress },
  });
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
