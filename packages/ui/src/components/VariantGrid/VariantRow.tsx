import {
  PRODUCT_TYPE_MESSAGES,
  type MoneyInput,
  type ProductTypeVariantDraft,
} from '@podoffice/domain';
import { memo } from 'react';
import { MoneyCell, type CellNav } from './MoneyCell';
import type { RowHandleProps } from './RowDrag';
import { SelectCell, type SelectCellOption } from './SelectCell';
import type { VariantGridCarrier, VariantGridSupplier } from './VariantGrid';

// A row of the variant grid (VariantGrid): its cells and their controls. Memoized apart from the
// grid, so an edit or a drag step re-renders the rows it changes, not the thousands it has.

const M = PRODUCT_TYPE_MESSAGES;
const SELLER_FIELDS = 4;

type SellerField = 'retail_cost' | 'sale_cost' | 'base_cost' | 'fee_ship';
export const SELLER: readonly { field: SellerField; label: string }[] = [
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
export function columnLayout(suppliers: number, carriers: number, partners: boolean) {
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
export type Layout = ReturnType<typeof columnLayout>;

/** The variant's name: its options in attribute order ('Black / M'). */
export function variantName(variant: ProductTypeVariantDraft): string {
  return variant.attributes.map((a) => a.option).join(' / ') || variant.sku;
}

export interface RowProps {
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
export const VariantRow = memo(function VariantRow({ start, height, shift, ...props }: RowProps) {
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
              // An empty cost falls back to the type's price: show it as the hint.
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
