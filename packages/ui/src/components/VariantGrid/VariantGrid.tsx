import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  PRODUCT_TYPE_MESSAGES,
  carrierPriceLabel,
  type MoneyInput,
  type ProductTypeVariantDraft,
} from '@podoffice/domain';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  memo,
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
import { MoneyCell, type CellNav } from './MoneyCell';
import {
  DragAnnouncer,
  DraggableRows,
  rowKeyboardCoordinates,
  rowShift,
  type RowDragGeometry,
  type RowHandleProps,
} from './RowDrag';
import { SelectCell, type SelectCellOption } from './SelectCell';
import {
  Body,
  Empty,
  GridBox,
  GridError,
  HEADER_HEIGHT,
  HeaderCell,
  HeaderRow,
  Root,
  Scroller,
  SellerLabels,
  Summary,
} from './VariantGrid.styles';

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

/** The row key: the saved id, else the sku (unique in a product type, spec 2 §5). */
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

const M = PRODUCT_TYPE_MESSAGES;
const LINE = 34;
const ROW_PADDING = 12;
const SELLER_FIELDS = 4;
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

type SellerField = 'retail_cost' | 'sale_cost' | 'base_cost' | 'fee_ship';
const SELLER: readonly { field: SellerField; label: string }[] = [
  { field: 'retail_cost', label: 'Regular price' },
  { field: 'sale_cost', label: 'Sale price' },
  { field: 'base_cost', label: 'Seller cost' },
  { field: 'fee_ship', label: M.feeShipLabel },
];

/**
 * The focusable controls of a row, left to right: their column numbers for the roving focus.
 * 0 drag handle, 1 default partner, then a radio and a cost per supplier and per carrier, the
 * four seller costs, the status switch.
 */
function columnLayout(suppliers: number, carriers: number, partners: boolean) {
  let col = 1;
  const partner = partners ? col++ : -1;
  const supplierStart = col;
  col += suppliers * 2;
  const carrierStart = col;
  col += carriers * 2;
  const sellerStart = col;
  col += SELLER_FIELDS;
  const status = col++;
  return { partner, supplierStart, carrierStart, sellerStart, status, count: col };
}
type Layout = ReturnType<typeof columnLayout>;

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

/** The variant's name: its options in attribute order ('Black / M'). */
function variantName(variant: ProductTypeVariantDraft): string {
  return variant.attributes.map((a) => a.option).join(' / ') || variant.sku;
}

interface RowProps {
  index: number;
  rowId: string;
  /** The grid's unique prefix (useId) for the radios' names and ids: two grids on a page (the
   * docs page of the stories) must not share radio groups. */
  gridId: string;
  variant: ProductTypeVariantDraft;
  start: number;
  height: number;
  /** How far a drag moves the row (px): the row picked up follows the pointer or the keys, the
   * rows it passes make room. */
  shift: number;
  /** The row is the one picked up. */
  dragging: boolean;
  /** The drag handle's listeners and descriptions, the same object for every row. */
  handle: RowHandleProps;
  changed: boolean;
  messages: readonly string[] | undefined;
  /** The column of the roving tab stop when it is in this row, else -1. */
  activeCol: number;
  layout: Layout;
  suppliers: readonly VariantGridSupplier[];
  carriers: readonly VariantGridCarrier[];
  /** Each carrier's empty-cost hint (its price as text), formatted once for every row. */
  carrierHints: readonly string[];
  printAreaTitles: ReadonlyMap<string, string>;
  /** The Default partner choices, None first, built once for every row. */
  partnerChoices: readonly SelectCellOption[];
  readOnly: boolean;
  edit: (index: number, rowId: string, patch: Partial<ProductTypeVariantDraft>) => void;
}

/**
 * The row's place and drag shift: a drag step re-renders the rows it moves, so this part is thin
 * and the cells below are memoized apart.
 */
const VariantRow = memo(function VariantRow({ start, height, shift, ...props }: RowProps) {
  const { index, changed, messages, dragging } = props;
  return (
    <div
      className="vg-row"
      role="row"
      aria-rowindex={index + 2}
      aria-invalid={messages?.length ? true : undefined}
      data-index={index}
      data-changed={changed || undefined}
      data-dragging={dragging || undefined}
      // The virtual place goes in `top`, the drag's shift in `transform`: dnd-kit measures the row
      // picked up without its transform, so a place given as a transform would put it at 0.
      style={{
        height,
        top: start,
        transform: shift ? `translateY(${shift}px)` : undefined,
      }}
    >
      <RowCells {...props} />
    </div>
  );
});

/** The cells of a row; memoized so an edit or a drag re-renders the rows it changes only. */
const RowCells = memo(function RowCells({
  index,
  rowId,
  gridId,
  variant,
  changed,
  messages,
  activeCol,
  layout,
  suppliers,
  carriers,
  carrierHints,
  printAreaTitles,
  partnerChoices,
  readOnly,
  edit,
  handle,
  dragging,
}: Omit<RowProps, 'start' | 'height' | 'shift'>) {
  const tab = (col: number) => (col === activeCol ? 0 : -1);
  const nav = (col: number) => ({ 'data-col': col, tabIndex: tab(col) });
  const name = variantName(variant);
  const set = (patch: Partial<ProductTypeVariantDraft>) => edit(index, rowId, patch);
  const errorId = messages?.length ? `${rowId}-error` : undefined;

  const supplierCosts = variant.supplier_costs ?? [];
  const carrierCosts = variant.carrier_costs ?? [];

  const setSupplier = (userId: string, patch: { cost?: MoneyInput; selected?: boolean }) => {
    const known = supplierCosts.some((c) => c.user_id === userId);
    const list = known
      ? supplierCosts
      : [...supplierCosts, { user_id: userId, cost: 0, selected: false }];
    set({
      supplier_costs: list.map((c) =>
        c.user_id === userId ? { ...c, ...patch } : patch.selected ? { ...c, selected: false } : c,
      ),
    });
  };
  const setCarrier = (carrierId: string, patch: { cost?: MoneyInput; default?: boolean }) => {
    const known = carrierCosts.some((c) => c.carrier_id === carrierId);
    const list = known
      ? carrierCosts
      : [...carrierCosts, { carrier_id: carrierId, cost: null, default: false }];
    set({
      carrier_costs: list.map((c) =>
        c.carrier_id === carrierId
          ? { ...c, ...patch }
          : patch.default
            ? { ...c, default: false }
            : c,
      ),
    });
  };

  return (
    <>
      <div className="vg-cell vg-variant" role="gridcell">
        <button
          className="vg-handle"
          type="button"
          {...handle}
          {...nav(0)}
          aria-pressed={dragging || undefined}
          aria-label={`Reorder ${name}`}
          disabled={readOnly}
        />
        {/* The name alone as text: most rows have no marks, and two elements a row are a part of
            the mount (issue 11). */}
        {changed || messages?.length ? (
          <span className="vg-marks">
            <span>{name}</span>
            {changed && <span className="vg-changed">Changed</span>}
            {messages?.map((message) => (
              <span className="vg-error" key={message} id={errorId}>
                {message}
              </span>
            ))}
          </span>
        ) : (
          name
        )}
      </div>
      <div className="vg-cell" role="gridcell">
        {variant.sku}
      </div>
      <ListCell items={variant.partner_variants?.map((p) => p.sku ?? p.partner_variant_id)} />
      <div className="vg-cell" role="gridcell">
        {layout.partner >= 0 ? (
          <SelectCell
            nav={nav(layout.partner)}
            label={`Default partner of ${name}`}
            value={variant.partner_default_id ?? ''}
            options={partnerChoices}
            readOnly={readOnly}
            onChange={(id) => set({ partner_default_id: id || null })}
          />
        ) : (
          <span className="vg-muted">None</span>
        )}
      </div>
      <ListCell items={variant.print_area_ids?.map((id) => printAreaTitles.get(id) ?? id)} />
      <div className="vg-cell vg-costs" role="gridcell">
        {suppliers.map((supplier, i) => {
          const cost = supplierCosts.find((c) => c.user_id === supplier.id);
          return (
            <CostLine
              key={supplier.id}
              group={`${gridId}${rowId}-supplier`}
              index={i}
              name={supplier.name}
              pickLabel={`Selected supplier ${supplier.name} of ${name}`}
              costLabel={`${supplier.name} cost of ${name}`}
              picked={cost?.selected ?? false}
              cost={cost?.cost}
              placeholder="$0"
              pickNav={nav(layout.supplierStart + i * 2)}
              costNav={nav(layout.supplierStart + i * 2 + 1)}
              readOnly={readOnly}
              onPick={() => setSupplier(supplier.id, { selected: true })}
              onCost={(text) => setSupplier(supplier.id, { cost: text })}
            />
          );
        })}
      </div>
      <div className="vg-cell vg-costs" role="gridcell">
        {carriers.map((carrier, i) => {
          const cost = carrierCosts.find((c) => c.carrier_id === carrier.carrier_id);
          return (
            <CostLine
              key={carrier.carrier_id}
              group={`${gridId}${rowId}-carrier`}
              index={i}
              name={carrier.name}
              pickLabel={`Default carrier ${carrier.name} of ${name}`}
              costLabel={`${carrier.name} cost of ${name}`}
              picked={cost?.default ?? false}
              cost={cost?.cost}
              // An empty cost falls back to the type's price (spec 2 §5): show it as the hint.
              placeholder={carrierHints[i]!}
              pickNav={nav(layout.carrierStart + i * 2)}
              costNav={nav(layout.carrierStart + i * 2 + 1)}
              readOnly={readOnly}
              onPick={() => setCarrier(carrier.carrier_id, { default: true })}
              onCost={(text) => setCarrier(carrier.carrier_id, { cost: text })}
            />
          );
        })}
      </div>
      <div className="vg-cell vg-seller" role="gridcell">
        {/* Named once in the header (SellerLabels) and in each cell's accessible name. */}
        {SELLER.map(({ field, label }, i) => (
          <MoneyCell
            key={field}
            nav={nav(layout.sellerStart + i)}
            label={`${label} of ${name}`}
            describedBy={errorId}
            invalid={!!errorId}
            value={variant[field]}
            placeholder="$0"
            readOnly={readOnly}
            onChange={(text) => set({ [field]: text })}
          />
        ))}
      </div>
      <div className="vg-cell" role="gridcell">
        <StatusSwitch
          nav={nav(layout.status)}
          name={name}
          on={variant.is_active ?? true}
          readOnly={readOnly}
          onFlip={(on) => set({ is_active: on })}
        />
      </div>
    </>
  );
});

/**
 * A supplier's or carrier's line: the radio that picks it (the selected supplier, the default
 * carrier), its name as the radio's label, and its $ cost. No element of its own: the three sit in
 * the cell's grid columns (.vg-costs), a line each.
 */
function CostLine({
  group,
  index,
  name,
  pickLabel,
  costLabel,
  picked,
  cost,
  placeholder,
  pickNav,
  costNav,
  readOnly,
  onPick,
  onCost,
}: {
  /** The radio group: the grid's id, the row's and the list's. */
  group: string;
  index: number;
  name: string;
  pickLabel: string;
  costLabel: string;
  picked: boolean;
  cost: MoneyInput | null | undefined;
  placeholder: string;
  pickNav: CellNav;
  costNav: CellNav;
  readOnly: boolean;
  onPick: () => void;
  onCost: (text: string) => void;
}) {
  const radioId = `${group}-${index}`;
  return (
    <>
      <input
        className="vg-radio"
        type="radio"
        id={radioId}
        {...pickNav}
        name={group}
        aria-label={pickLabel}
        checked={picked}
        disabled={readOnly}
        onChange={onPick}
      />
      <label htmlFor={radioId}>{name}</label>
      <MoneyCell
        nav={costNav}
        label={costLabel}
        value={cost}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={onCost}
      />
    </>
  );
}

/**
 * A cell of names, one a line ('Front', 'Back'), or a muted None: one text node in a pre-line
 * cell, not an element a name (a row's elements are most of what mounting the grid costs).
 */
function ListCell({ items }: { items: readonly string[] | undefined }) {
  return items?.length ? (
    <div className="vg-cell vg-list" role="gridcell">
      {items.join('\n')}
    </div>
  ) : (
    <div className="vg-cell vg-muted" role="gridcell">
      None
    </div>
  );
}

/**
 * The Status switch: the look of the library's Switch drawn by the grid's own class (styles), a
 * plain button that carries the roving-focus tags itself. The shared Switch is two styled
 * components and, to tag its inner button, a wrapper and an effect: in every row of the view.
 */
function StatusSwitch({
  nav,
  name,
  on,
  readOnly,
  onFlip,
}: {
  nav: CellNav;
  name: string;
  on: boolean;
  readOnly: boolean;
  onFlip: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="vg-switch"
      {...nav}
      aria-checked={on}
      aria-label={`Status of ${name}`}
      disabled={readOnly}
      onClick={() => onFlip(!on)}
    />
  );
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
 * The variant grid of the product type screen (spec 2 §2): one row per variant with its SKU,
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
  // The row being dragged (-1: none), and the geometry the keyboard and the drop read (RowDrag).
  // Refs: the grid does not render during a drag (RowDrag's DraggableRows does).
  const dragRow = useRef(-1);
  const geometry = useRef<RowDragGeometry>({
    rowHeight,
    count: variants.length,
    from: 0,
    over: 0,
  });
  geometry.current.rowHeight = rowHeight;
  geometry.current.count = variants.length;

  // The tab stop's row stays rendered when it scrolls out of the window: unmounting it would drop
  // the focus to the page (arrow keys dead) and leave the grid without a tab stop. So does the row
  // being dragged (dnd-kit holds its node; read at each scroll, which is when it could leave). A
  // new function when the tab stop's row changes, so the virtualizer recomputes its indexes.
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
    count: variants.length,
    getScrollElement: () => scrollerRef.current,
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
  // A new row height (suppliers or carriers added) re-measures the rows; the first height is the
  // one the virtualizer started with (measure() would clear its sizes and render the grid again).
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

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
    virtualizer.scrollToIndex(r, { align: 'auto' });
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
    useSensor(KeyboardSensor, keyboardOptions),
  );

  // What a drag says, in the grid's own live region (DragAnnouncer).
  const announce = useRef<(message: string) => void>(() => {});
  const dragged = useRef({ name: '', over: 0 });
  const onDragStart = () => {
    dragging.current = true;
    const { from } = geometry.current;
    geometry.current.over = from;
    dragRow.current = from;
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
    dragRow.current = -1;
    announce.current(`${dragged.current.name} dropped at row ${to + 1}.`);
    if (to === from) return;
    setActive((current) => ({ row: to, col: current.col }));
    latest.current.onReorder?.(from, to);
  };
  const onDragCancel = () => {
    dragging.current = false;
    dragRow.current = -1;
    announce.current(`Moving ${dragged.current.name} was cancelled.`);
  };

  const items = virtualizer.getVirtualItems();

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
              <DraggableRows
                disabled={readOnly}
                geometry={geometry}
                onOver={onOver}
                onPress={(row) => {
                  geometry.current.from = row;
                }}
              >
                {({ handle, from, over, dragY, press }) => (
                  <Body
                    $height={virtualizer.getTotalSize()}
                    $template={TEMPLATE}
                    role="rowgroup"
                    {...press}
                  >
                    {items.map((item) => {
                      const variant = variants[item.index]!;
                      const rowId = rowIds[item.index]!;
                      return (
                        <VariantRow
                          key={rowId}
                          index={item.index}
                          rowId={rowId}
                          gridId={gridId}
                          variant={variant}
                          start={item.start}
                          height={rowHeight}
                          shift={rowShift(item.index, from, over, rowHeight, dragY)}
                          dragging={item.index === from}
                          handle={handle}
                          changed={isSaved ? !isSaved(item.index, variant) : false}
                          messages={messagesByRow.get(item.index)}
                          activeCol={item.index === activeRow ? active.col : -1}
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
                    })}
                  </Body>
                )}
              </DraggableRows>
            )}
          </GridBox>
        </Scroller>
      </DndContext>
      <DragAnnouncer announce={announce} label={`${ariaLabel}: reordering`} />
    </Root>
  );
}
