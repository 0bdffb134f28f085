import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { rowShift, useRowDrag, type RowDragGeometry, type RowHandleProps } from './RowDrag';
import { Body, HEADER_HEIGHT } from './VariantGrid.styles';

/** A row of the window as the grid draws it. */
export interface GridWindowRow {
  index: number;
  /** Its place in the scroller (px). */
  start: number;
  /** How far a drag moves it (px). */
  shift: number;
  /** It is the row picked up. */
  dragging: boolean;
  /** What its drag handle carries (the same for every row). */
  handle: RowHandleProps;
}

interface GridWindowProps {
  count: number;
  rowHeight: number;
  /** The scroller's height (px). */
  height: number;
  /** The rows' grid columns. */
  template: string;
  /** The tab stop's row, kept rendered when it scrolls out of view. */
  activeRow: number;
  readOnly: boolean;
  geometry: { current: RowDragGeometry };
  onOver: (over: number) => void;
  /** Given the virtualizer, for the grid's keyboard (scrollToIndex). */
  virtualizerRef: { current: Virtualizer<HTMLDivElement, Element> | null };
  /** Called after each render of the window (the grid focuses a cell scrolled into view). */
  onRendered: () => void;
  renderRow: (row: GridWindowRow) => ReactNode;
}

/**
 * The variant grid's rows in view: the virtualizer and the drag's one draggable live here, inside
 * the drag context, so a scroll or a drag step renders this window and the rows it changes, not
 * the grid and its drag context around it (issue 11: a keyboard drag step scrolls the scroller).
 */
export function GridWindow({
  count,
  rowHeight,
  height,
  template,
  activeRow,
  readOnly,
  geometry,
  onOver,
  virtualizerRef,
  onRendered,
  renderRow,
}: GridWindowProps) {
  // The scroller is the grid's element around this one, found from the rows' own element: React
  // sets a ref of an element around a component after that component's layout effects, where the
  // virtualizer looks for its scroller on mount.
  const bodyRef = useRef<HTMLDivElement>(null);
  const scroller = useCallback(
    () => bodyRef.current?.closest<HTMLDivElement>('[data-vg-scroller]') ?? null,
    [],
  );
  const drag = useRowDrag({ disabled: readOnly, geometry, scroller, onOver });
  // Read by the range below at each scroll, which is when the dragged row could leave the view.
  const dragRow = useRef(-1);
  dragRow.current = drag.from;

  // The tab stop's row stays rendered when it scrolls out of the window: unmounting it would drop
  // the focus to the page (arrow keys dead) and leave the grid without a tab stop. So does the row
  // being dragged (dnd-kit holds its node). A new function when the tab stop's row changes, so
  // the virtualizer recomputes its indexes.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const kept = [activeRow, dragRow.current].filter(
        (row) => row >= 0 && row < range.count && !indexes.includes(row),
      );
      return kept.length ? [...new Set([...indexes, ...kept])].sort((a, b) => a - b) : indexes;
    },
    [activeRow],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: scroller,
    estimateSize: () => rowHeight,
    // No row beyond the view: a row is tall (80 px and more) and some thirty controls, so each
    // extra row is a good part of a mount's or a scroll's work (a sixth of the 2,000-row mount).
    overscan: 0,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor,
    // The scroller's height is known: the first render draws the rows in view. Left at 0 it
    // draws none, measures the scroller in a layout effect and renders again with the rows.
    initialRect: { width: 0, height },
    // The scroller's height is fixed, so a 0 means the grid is hidden (a closed tab, a page still
    // being prepared, as Storybook does before it shows a story): keep the rows of its height in
    // place, or it would have none until it is shown and measured again, a frame or more later.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height }),
      ),
  });
  virtualizerRef.current = virtualizer;
  // A new row height (suppliers or carriers added) re-measures the rows; the first height is the
  // one the virtualizer started with (measure() would clear its sizes and render the grid again).
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  useLayoutEffect(() => {
    onRendered();
  });

  return (
    <Body
      ref={bodyRef}
      $height={virtualizer.getTotalSize()}
      $template={template}
      role="rowgroup"
      {...drag.press}
    >
      {virtualizer.getVirtualItems().map((item) =>
        renderRow({
          index: item.index,
          start: item.start,
          shift: rowShift(item.index, drag.from, drag.over, rowHeight, drag.dragY),
          dragging: item.index === drag.from,
          handle: drag.handle,
        }),
      )}
    </Body>
  );
}
