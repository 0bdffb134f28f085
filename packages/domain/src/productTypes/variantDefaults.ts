import type {
  ProductTypeCarrier,
  ProductTypePrintArea,
  VariantCarrierCost,
  VariantSupplierCost,
} from './types';

/**
 * Variant defaults: exactly one default carrier and one selected supplier per variant;
 * the first when none is chosen; choosing one unsets the others; deleting the default makes the
 * first remaining one default; the first print area added becomes default. The same rule holds
 * for the product type's carriers (the form's default radio) and print areas.
 *
 * Every function returns a new array and keeps the items whose flag does not change, so a grid row
 * that did not change keeps its identity.
 */

type FlagKey = 'default' | 'selected';
type Flagged<K extends FlagKey> = { [key in K]: boolean };

function withFlag<T extends Flagged<K>, K extends FlagKey>(item: T, key: K, value: boolean): T {
  return item[key] === value ? item : { ...item, [key]: value };
}

/** Flags the item at `index` and unflags the others; an index outside the list changes nothing. */
export function chooseFlag<T extends Flagged<K>, K extends FlagKey>(
  items: readonly T[],
  key: K,
  index: number,
): T[] {
  if (index < 0 || index >= items.length) return [...items];
  return items.map((item, i) => withFlag(item, key, i === index));
}

/**
 * Exactly one flagged item: the first flagged one stays; with none flagged, the item at
 * `fallbackIndex` (when given and in the list) or else the first becomes flagged.
 */
export function ensureOneFlag<T extends Flagged<K>, K extends FlagKey>(
  items: readonly T[],
  key: K,
  fallbackIndex?: number,
): T[] {
  if (items.length === 0) return [];
  const flagged = items.findIndex((item) => item[key]);
  const chosen =
    flagged >= 0
      ? flagged
      : fallbackIndex !== undefined && fallbackIndex >= 0 && fallbackIndex < items.length
        ? fallbackIndex
        : 0;
  return chooseFlag(items, key, chosen);
}

/** Removes the item at `index`; when it was the flagged one, the first remaining becomes flagged. */
export function removeFlagged<T extends Flagged<K>, K extends FlagKey>(
  items: readonly T[],
  key: K,
  index: number,
): T[] {
  if (index < 0 || index >= items.length) return [...items];
  const rest = items.filter((_, i) => i !== index);
  return ensureOneFlag(rest, key);
}

/** Adds an item at the end: flagged when it is the first one, unflagged otherwise. */
export function addFlagged<T extends Flagged<K>, K extends FlagKey>(
  items: readonly T[],
  key: K,
  item: T,
): T[] {
  return ensureOneFlag([...items, withFlag(item, key, items.length === 0)], key);
}

// ---------------------------------------------------------------- a variant's carriers and suppliers

/** The variant ships by `carrierId` by default; the other carriers stop being default. */
export function chooseDefaultCarrier(
  costs: readonly VariantCarrierCost[],
  carrierId: string,
): VariantCarrierCost[] {
  return chooseFlag(
    costs,
    'default',
    costs.findIndex((cost) => cost.carrier_id === carrierId),
  );
}

/** The variant is made by `userId`; the other suppliers stop being selected. */
export function chooseSelectedSupplier(
  costs: readonly VariantSupplierCost[],
  userId: string,
): VariantSupplierCost[] {
  return chooseFlag(
    costs,
    'selected',
    costs.findIndex((cost) => cost.user_id === userId),
  );
}

export function removeCarrierCost(
  costs: readonly VariantCarrierCost[],
  carrierId: string,
): VariantCarrierCost[] {
  return removeFlagged(
    costs,
    'default',
    costs.findIndex((cost) => cost.carrier_id === carrierId),
  );
}

export function removeSupplierCost(
  costs: readonly VariantSupplierCost[],
  userId: string,
): VariantSupplierCost[] {
  return removeFlagged(
    costs,
    'selected',
    costs.findIndex((cost) => cost.user_id === userId),
  );
}

/**
 * One default carrier: the variant's own default, else the product type's default carrier when the
 * variant has it, else the first.
 */
export function ensureDefaultCarrier<T extends VariantCarrierCost>(
  costs: readonly T[],
  typeCarriers: readonly ProductTypeCarrier[] = [],
): T[] {
  const typeDefault = typeCarriers.find((carrier) => carrier.default)?.carrier_id;
  const fallback =
    typeDefault === undefined ? -1 : costs.findIndex((cost) => cost.carrier_id === typeDefault);
  return ensureOneFlag(costs, 'default', fallback);
}

/** One selected supplier: the variant's own choice, else the first. */
export function ensureSelectedSupplier<T extends VariantSupplierCost>(costs: readonly T[]): T[] {
  return ensureOneFlag(costs, 'selected');
}

// ---------------------------------------------------------------- the product type's lists

export function addPrintArea(
  areas: readonly ProductTypePrintArea[],
  area: ProductTypePrintArea,
): ProductTypePrintArea[] {
  return addFlagged(areas, 'default', area);
}

export function removePrintArea(
  areas: readonly ProductTypePrintArea[],
  index: number,
): ProductTypePrintArea[] {
  return removeFlagged(areas, 'default', index);
}

export function chooseDefaultPrintArea(
  areas: readonly ProductTypePrintArea[],
  index: number,
): ProductTypePrintArea[] {
  return chooseFlag(areas, 'default', index);
}

export function addProductTypeCarrier(
  carriers: readonly ProductTypeCarrier[],
  carrier: ProductTypeCarrier,
): ProductTypeCarrier[] {
  return addFlagged(carriers, 'default', carrier);
}

export function removeProductTypeCarrier(
  carriers: readonly ProductTypeCarrier[],
  carrierId: string,
): ProductTypeCarrier[] {
  return removeFlagged(
    carriers,
    'default',
    carriers.findIndex((carrier) => carrier.carrier_id === carrierId),
  );
}

export function chooseDefaultProductTypeCarrier(
  carriers: readonly ProductTypeCarrier[],
  carrierId: string,
): ProductTypeCarrier[] {
  return chooseFlag(
    carriers,
    'default',
    carriers.findIndex((carrier) => carrier.carrier_id === carrierId),
  );
}
