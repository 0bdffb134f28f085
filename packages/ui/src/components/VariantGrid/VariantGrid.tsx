import { DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { carrierPriceLabel, type ProductTypeVariantDraft } from '@podoffice/domain';
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
} from 'react';
import { useKeyboardSensor } from '../OrderableList/useKeyboardSensor';
import { GridWindow, type GridWindowRow } from './GridWindow';
import { DragAnnouncer, rowKeyboardCoordinates, type RowDragGeometry } from './RowDrag';
import {
  Empty,
  GridBox,
  GridError,
  HeaderCell,
  HeaderRow,
  Root,
  Scroller,
  SellerLabels,
  Summary,
} from './VariantGrid.styles';
import { SELLER, VariantRow, columnLayout, variantName } from './VariantRow';

/** A supplier column entry: the product type's supplier and the name the grid shows. */
export interface VariantGridSupplier {
  id: string;
  name: string;
}

/** A carrier of the product type: its name and the type's price, the fallback of an empty cost. */
export interface VariantGridCarrier {
  carrier_id: string;
  name: string;
  price: number;
}

export interface VariantGridOption {
  id: string;
  name: string;
}

/** One edit of one row: the fields that change, merged into the row by the screen. */
export interface VariantGridChange {
  index: number;
  rowId: string;
  patch: Partial<ProductTypeVariantDraft>;
}

export interface VariantGridProps {
  /** The rows in their order (the draft type: money fields may be typed text until saved). */
  variants: readonly ProductTypeVariantDraft[];
  /**
   * The rows as last saved. A row whose object differs from its saved one (same id) is marked
   * changed, so the screen must replace only the rows it edits (`applyVariantChange` does).
   * Rows without a saved twin (new ones) are changed. Leave undefined to mark nothing.
   */
  savedVariants?: readonly ProductTypeVariantDraft[];
  /** The product type's suppliers: one cost column each with the selected radio. */
  suppliers: readonly VariantGridSupplier[];
  /** The product type's carriers: one cost column each with the default radio. */
  carriers: readonly VariantGridCarrier[];
  /** The product type's print areas, to name a row's print_area_ids. */
  printAreas: readonly { id: string; title: string }[];
  /** Fulfilment partners for the Default partner select; none hides the choice. */
  partners?: readonly VariantGridOption[];
  /**
   * Row messages, e.g. the `errors` of the domain's validateVariants (index is the row). A null
   * index (the grid as a whole) is shown above the grid.
   */
  errors?: readonly { index: number | null; message: string }[];
  /** One edit: apply it with `applyVariantChange(variants, change)`. */
  onChange?: (change: VariantGridChange) => void;
  /** A row dragged (pointer or keyboard) from one index to another. */
  onReorder?: (from: number, to: number) => void;
  /** Told the number of unsaved (changed) rows whenever it changes, for the leave warning. */
  onUnsavedCountChange?: (count: number) => void;
  /** Shows the values without inputs, no drag. */
  readOnly?: boolean;
  /** Height of the scroller in px (the rows are virtualized inside it). */
  height?: number;
  /** Accessible name of the grid. */
  'aria-label'?: string;
}

/** The row key: the saved id, else the sku (unique in a product type). */
export function variantRowId(variant: ProductTypeVariantDraft): string {
  return variant.id ?? `sku:${variant.sku}`;
}

/**
 * The grid's edit applied to the rows: a new array with one new row object, every other row kept
 * as it was (so the changed marks, which compare objects, and the memoized rows stay right).
 */
export function applyVariantChange(
  variants: readonly ProductTypeVariantDraft[],
  change: VariantGridChange,
): ProductTypeVariantDraft[] {
  const next = [...variants];
  const row = next[change.index];
  if (row) next[change.index] = { ...row, ...change.patch };
  return next;
}

/** The rows after a drag from `from` to `to`, with `sorting` renumbered in the new order. */
export function moveVariant(
  variants: readonly ProductTypeVariantDraft[],
  from: number,
  to: number,
): ProductTypeVariantDraft[] {
  const next = [...variants];
  const [moved] = next.splice(from, 1);
  if (!moved) return next;
  next.splice(to, 0, moved);
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  // Only the rows between the two places change order; the rest keep their objects.
  for (let i = low; i <= high; i += 1) {
    if (next[i]!.sorting !== i) next[i] = { ...next[i]!, sorting: i };
  }
  return next;
}

const LINE = 34;
const ROW_PADDING = 12;
const COLUMNS = [
  'Variant',
  'SKU',
  'Partners Variant',
  'Default partner',
  'Print areas',
  'Supplier[Cost]',
  'Carriers[Cost]',
  'Seller costs',
  'Status',
] as const;
const TEMPLATE = '220px 130px 150px 160px 140px 260px 260px 480px 90px';
const GRID_WIDTH = 220 + 130 + 150 + 160 + 140 + 260 + 260 + 480 + 90;
/** The seller costs sit in one line under their names in the header: a row is as tall as its
 * longest supplier or carrier list. */
const SELLER_LINES = 1;

/**
 * The row and column of a grid control: its own `data-col`, its row's `data-index` (the row says
 * it once rather than each of its fifteen controls: attributes are a part of a row's mount).
 */
function cellOf(element: HTMLElement): { row: number; col: number } | null {
  if (element.dataset.col === undefined) return null;
  const row = element.closest<HTMLElement>('[data-index]');
  if (!row) return null;
  return { row: Number(row.dataset.index), col: Number(element.dataset.col) };
}

/**
 * Whether a row is the object last saved under its id. The row at its saved place is the common
 * case and needs no lookup, so mounting 2,000 rows builds no Map; the Map of saved rows by id is
 * built the first time a row is not at its saved place (an edit, a move).
 */
function savedLookup(savedRows: readonly ProductTypeVariantDraft[]) {
  let byId: Map<string, ProductTypeVariantDraft> | null = null;
  return (index: number, row: ProductTypeVariantDraft) => {
    if (savedRows[index] === row) return true;
    byId ??= new Map(savedRows.map((v) => [variantRowId(v), v]));
    return byId.get(variantRowId(row)) === row;
  };
}

const EMPTY: readonly VariantGridOption[] = [];
// dnd-kit's own announcements are off: the grid says what a drag does (DragStatus). Its
// instructions for screen readers (the handles' description) stay.
const SILENT_DND = {
  announcements: {
    onDragStart: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
};
// Module constants, not literals in the render: dnd-kit's useSensor memoizes on the options object,
// and new sensors give every row new drag listeners, so every visible row's cells would re-render
// on any render of the grid (a focus move, a keystroke, each scroll event of a drag).
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/**
 * The variant grid of the product type screen: one row per variant with its SKU,
 * partner variants, default partner, print areas, supplier costs (one selected), carrier costs
 * (one default), seller costs and status, rows dragged to reorder (pointer or keyboard: Space
 * picks up, arrows move, Space drops).
 *
 * Props only: the screen keeps the rows and applies the domain's rules — `applyVariantChange`
 * and `moveVariant` for edits, `bulkPrice`, `missingVariants` and `validateVariants` from
 * @podoffice/domain for the buttons and the save, whose errors come back through `errors`. Rows
 * are virtualized (TanStack Virtual) and memoized, so one edit re-renders one row of thousands.
 * Arrow keys move between the editable cells (a roving tab stop: one Tab into the grid, one out);
 * in a text input Left and Right first move the caret and leave at its ends.
 */
export function VariantGrid({
  variants,
  savedVariants,
  suppliers,
  carriers,
  printAreas,
  partners = EMPTY,
  errors,
  onChange,
  onReorder,
  onUnsavedCountChange,
  readOnly = false,
  height = 560,
  'aria-label': ariaLabel = 'Variants',
}: VariantGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const layout = useMemo(
    () => columnLayout(suppliers.length, carriers.length, partners.length > 0),
    [suppliers.length, carriers.length, partners.length],
  );
  const rowHeight = Math.max(SELLER_LINES, suppliers.length, carriers.length) * LINE + ROW_PADDING;

  const rowIds = useMemo(() => variants.map(variantRowId), [variants]);

  const isSaved = useMemo(
    () => (savedVariants ? savedLookup(savedVariants) : null),
    [savedVariants],
  );
  const changedCount = useMemo(() => {
    if (!isSaved || variants === savedVariants) return 0;
    let count = 0;
    for (let i = 0; i < variants.length; i += 1) if (!isSaved(i, variants[i]!)) count += 1;
    return count;
  }, [isSaved, savedVariants, variants]);
  useEffect(() => {
    onUnsavedCountChange?.(changedCount);
  }, [changedCount, onUnsavedCountChange]);

  const messagesByRow = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const error of errors ?? []) {
      if (error.index === null) continue;
      const list = map.get(error.index) ?? [];
      list.push(error.message);
      map.set(error.index, list);
    }
    return map;
  }, [errors]);
  const gridMessages = errors?.filter((e) => e.index === null).map((e) => e.message) ?? [];

  const printAreaTitles = useMemo(
    () => new Map(printAreas.map((p) => [p.id, p.title])),
    [printAreas],
  );
  const carrierHints = useMemo(() => carriers.map((c) => carrierPriceLabel(c.price)), [carriers]);
  const partnerChoices = useMemo(
    () => [{ value: '', label: 'None' }, ...partners.map((p) => ({ value: p.id, label: p.name }))],
    [partners],
  );

  // Latest callbacks behind stable functions: rows never re-render because a parent re-created one.
  const latest = useRef({ onChange, onReorder });
  latest.current = { onChange, onReorder };
  const edit = useCallback(
    (index: number, rowId: string, patch: Partial<ProductTypeVariantDraft>) => {
      latest.current.onChange?.({ index, rowId, patch });
    },
    [],
  );

  // The roving tab stop and a pending focus (the cell may be scrolled out and not rendered yet).
  const [active, setActive] = useState({ row: 0, col: 0 });
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);
  const dragging = useRef(false);
  const activeRow = Math.min(active.row, Math.max(0, variants.length - 1));
  // The geometry the keyboard and the drop read (RowDrag). A ref: the grid does not render during
  // a drag (its GridWindow does).
  const geometry = useRef<RowDragGeometry>({
    rowHeight,
    count: variants.length,
    from: 0,
    over: 0,
  });
  geometry.current.rowHeight = rowHeight;
  geometry.current.count = variants.length;

  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);

  const focusCell = useCallback(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = scrollerRef.current?.querySelector<HTMLElement>(
      `[data-index="${target.row}"] [data-col="${target.col}"]`,
    );
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: false });
    }
  }, []);
  useLayoutEffect(() => {
    focusCell();
  });

  const moveTo = (row: number, col: number) => {
    const r = Math.max(0, Math.min(variants.length - 1, row));
    const c = Math.max(0, Math.min(layout.count - 1, col));
    pendingFocus.current = { row: r, col: c };
    setActive({ row: r, col: c });
    virtualizerRef.current?.scrollToIndex(r, { align: 'auto' });
    focusCell();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (dragging.current || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const cell = cellOf(target);
    if (!cell) return;
    const { row, col } = cell;
    const input = target instanceof HTMLInputElement && target.type === 'text' ? target : null;
    const pageRows = Math.max(1, Math.floor(height / rowHeight) - 1);
    switch (event.key) {
      case 'ArrowUp':
        moveTo(row - 1, col);
        break;
      case 'ArrowDown':
        moveTo(row + 1, col);
        break;
      case 'PageUp':
        moveTo(row - pageRows, col);
        break;
      case 'PageDown':
        moveTo(row + pageRows, col);
        break;
      case 'ArrowLeft':
        if (input && (input.selectionStart ?? 0) > 0) return;
        moveTo(row, col - 1);
        break;
      case 'ArrowRight':
        if (input && (input.selectionEnd ?? 0) < input.value.length) return;
        moveTo(row, col + 1);
        break;
      case 'Home':
        if (input) return;
        moveTo(event.ctrlKey ? 0 : row, 0);
        break;
      case 'End':
        if (input) return;
        moveTo(row, layout.count - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const { row, col } = cell;
    setActive((current) => (current.row === row && current.col === col ? current : { row, col }));
  };

  // Built once: new sensor options would give every row's handle new listeners. The keyboard's
  // step reads the rows' geometry through the ref.
  const keyboardOptions = useMemo(
    () => ({
      coordinateGetter: rowKeyboardCoordinates(geometry),
      // An instant scroll when a keyboard drag reaches the scroller's middle: a smooth one is
      // some frames of scroll events, each re-rendering the window of rows.
      scrollBehavior: 'auto' as const,
    }),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useKeyboardSensor(keyboardOptions),
  );

  // What a drag says, in the grid's own live region (DragAnnouncer).
  const announce = useRef<(message: string) => void>(() => {});
  const dragged = useRef({ name: '', over: 0 });
  const onDragStart = () => {
    dragging.current = true;
    // The pressed handle's row (RowDrag set `from` and `over` to it).
    const { from } = geometry.current;
    const row = variants[from];
    dragged.current = { name: row ? variantName(row) : '', over: from };
    announce.current(
      `Picked up ${dragged.current.name} at row ${from + 1}. Arrow keys move it, Space drops it, Escape cancels.`,
    );
  };
  const onOver = (over: number) => {
    if (over === dragged.current.over) return;
    dragged.current.over = over;
    announce.current(`${dragged.current.name} is over row ${over + 1}.`);
  };
  // The drop goes where the row was last drawn: the place the user saw open up.
  const onDragEnd = () => {
    dragging.current = false;
    const { from, over: to } = geometry.current;
    announce.current(`${dragged.current.name} dropped at row ${to + 1}.`);
    if (to === from) return;
    setActive((current) => ({ row: to, col: current.col }));
    latest.current.onReorder?.(from, to);
  };
  const onDragCancel = () => {
    dragging.current = false;
    announce.current(`Moving ${dragged.current.name} was cancelled.`);
  };

  const renderRow = ({ index, start, shift, dragging: picked, handle }: GridWindowRow) => {
    const variant = variants[index]!;
    const rowId = rowIds[index]!;
    return (
      <VariantRow
        key={rowId}
        index={index}
        rowId={rowId}
        gridId={gridId}
        variant={variant}
        start={start}
        height={rowHeight}
        shift={shift}
        dragging={picked}
        handle={handle}
        changed={isSaved ? !isSaved(index, variant) : false}
        messages={messagesByRow.get(index)}
        activeCol={index === activeRow ? active.col : -1}
        layout={layout}
        suppliers={suppliers}
        carriers={carriers}
        carrierHints={carrierHints}
        printAreaTitles={printAreaTitles}
        partnerChoices={partnerChoices}
        readOnly={readOnly}
        edit={edit}
      />
    );
  };

  return (
    <Root>
      <Summary aria-live="polite">
        {variants.length.toLocaleString('en-US')} variant(s)
        {changedCount > 0 && ` · ${changedCount.toLocaleString('en-US')} unsaved change(s)`}
      </Summary>
      {gridMessages.map((message) => (
        <GridError key={message} role="alert">
          {message}
        </GridError>
      ))}
      {/* Outside the grid: dnd-kit adds its hidden instructions and live region after its
          children, and a grid may hold rows only. */}
      <DndContext
        sensors={sensors}
        accessibility={SILENT_DND}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <Scroller
          ref={scrollerRef}
          $height={height}
          data-testid="variant-grid-scroller"
          data-vg-scroller=""
          // With no row there is nothing to focus, yet the columns scroll sideways: let the
          // keyboard scroll them (axe: scrollable-region-focusable).
          tabIndex={variants.length === 0 ? 0 : undefined}
          role={variants.length === 0 ? 'region' : undefined}
          aria-label={variants.length === 0 ? `${ariaLabel} table` : undefined}
        >
          <GridBox
            role="grid"
            aria-label={ariaLabel}
            aria-rowcount={variants.length + 1}
            aria-colcount={COLUMNS.length}
            aria-readonly={readOnly || undefined}
            $width={GRID_WIDTH}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          >
            <HeaderRow role="row" aria-rowindex={1} $template={TEMPLATE}>
              {COLUMNS.map((column) => (
                <HeaderCell key={column} role="columnheader">
                  {column}
                  {column === 'Seller costs' && (
                    // The names of the four $ cells below, once for all rows (each cell also
                    // carries its name, e.g. 'Regular price of Black / S', for assistive tech).
                    <SellerLabels aria-hidden="true">
                      {SELLER.map(({ field, label }) => (
                        <span key={field}>{label}</span>
                      ))}
                    </SellerLabels>
                  )}
                </HeaderCell>
              ))}
            </HeaderRow>
            {variants.length === 0 ? (
              <Empty role="row">
                <span role="gridcell">No variants yet.</span>
              </Empty>
            ) : (
              <GridWindow
                count={variants.length}
                rowHeight={rowHeight}
                height={height}
                template={TEMPLATE}
                activeRow={activeRow}
                readOnly={readOnly}
                geometry={geometry}
                onOver={onOver}
                virtualizerRef={virtualizerRef}
                onRendered={focusCell}
                renderRow={renderRow}
              />
            )}
          </GridBox>
        </Scroller>
      </DndContext>
      <DragAnnouncer announce={announce} label={`${ariaLabel}: reordering`} />
    </Root>
  );
}
