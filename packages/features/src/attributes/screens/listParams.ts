/** Every attribute in one dropdown (spec 1 §9 dropdown loads). */
export const ATTRIBUTE_DROPDOWN_LIMIT = 9999;

/** The page kept in the address (?page=), so a reload or a Back keeps it. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The same address on another page; page 1 leaves no trace. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** An id kept in the address, or null when it is missing or not an id. */
export function idFromParams(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && /^\d+$/.test(value) ? value : null;
}
