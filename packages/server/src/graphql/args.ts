import { DATE_MESSAGES, isDateInRange } from '@podoffice/domain';
import { badInput, notFound } from './errors';

/** Texts of this server's own argument checks (the domain has no rule for them). */
export const ARG_MESSAGES = {
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  offset: 'offset must be zero or more',
  date: (field: string) => `${field} must be an ISO 8601 date`,
  unknownRole: 'Unknown role',
  search: (max: number) => `search must be at most ${max} characters`,
  tooManyValues: (field: string, max: number) => `${field} takes at most ${max} values`,
} as const;

export const MAX_PAGE_SIZE = 9999;
export const MAX_SEARCH_LENGTH = 100;

/** The most values a filter list of names (statuses) takes; each name once is far fewer. */
export const FILTER_VALUES_MAX = 100;

/**
 * A filter list of names, each once: ["ready", "ready"] is the Ready tab, not twice its count
 * (the counts add a status's rollup once per value), and a list of 10,000 is refused.
 */
export function distinctValues<T>(
  values: readonly T[] | null | undefined,
  field: string,
): T[] | null {
  if (values === null || values === undefined) return null;
  if (values.length > FILTER_VALUES_MAX) {
    throw badInput(ARG_MESSAGES.tooManyValues(field, FILTER_VALUES_MAX));
  }
  return [...new Set(values)];
}

/** A trimmed search text ready for ILIKE (its wildcards escaped), or undefined when empty. */
export function likePattern(search: string | null | undefined): string | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  if (text.length > MAX_SEARCH_LENGTH) throw badInput(ARG_MESSAGES.search(MAX_SEARCH_LENGTH));
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A row id (a positive 32-bit integer, what a serial column holds), or null when it cannot be one. */
export function rowIdOf(value: string | number): number | null {
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Row ids travel as GraphQL IDs (strings). Anything that is not a positive 32-bit integer cannot be
 * a row, so it is reported with the same text as a missing row.
 */
export function parseId(value: string | number, missingMessage: string): number {
  const id = rowIdOf(value);
  if (id === null) throw notFound(missingMessage);
  return id;
}

export function page(
  filter: { limit?: number | null; offset?: number | null } | null | undefined,
  defaultLimit: number,
  maxLimit = MAX_PAGE_SIZE,
): { limit: number; offset: number } {
  const limit = filter?.limit ?? defaultLimit;
  const offset = filter?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw badInput(ARG_MESSAGES.limit(maxLimit));
  }
  if (!Number.isInteger(offset) || offset < 0) throw badInput(ARG_MESSAGES.offset);
  return { limit, offset };
}

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A strict ISO 8601 date or date-time, UTC unless it carries an offset. A bare date is a whole
 * UTC day: its first millisecond, or with `bound: 'end'` its last, so an inclusive range of bare
 * dates covers both end days.
 */
export function parseIsoDate(
  value: string | null | undefined,
  field: string,
  bound: 'start' | 'end' = 'start',
): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) throw badInput(ARG_MESSAGES.date(field));
  const [, day = '', time, zone] = match;
  const date = new Date(
    time
      ? `${day}${time}${zone ?? 'Z'}`
      : `${day}T${bound === 'end' ? '23:59:59.999' : '00:00:00.000'}Z`,
  );
  // Date rolls 2026-02-30 over into March; a calendar day that does not exist is refused instead.
  const [y, m, d] = day.split('-').map(Number);
  const calendar = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d));
  if (Number.isNaN(date.getTime()) || calendar.getUTCMonth() !== (m ?? 1) - 1) {
    throw badInput(ARG_MESSAGES.date(field));
  }
  if (!isDateInRange(date)) throw badInput(DATE_MESSAGES.outOfRange(field));
  return date;
}
