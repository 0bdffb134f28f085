/** One filter kept in the address: its query key and how its value reads and writes. */
export interface UrlField<Value> {
  /** The query key, e.g. 'seller' for ?seller=12. */
  key: string;
  /** The value for what the address holds (null when the key is missing); bad input reads as the default. */
  read: (raw: string | null) => Value;
  /** What the address holds for a value; null (the default) leaves the key out. */
  write: (value: Value) => string | null;
}

/** How a list's filters and page live in the address, both ways. */
export interface UrlFilters<Filters> {
  /** The filters an address asks for. */
  read: (params: URLSearchParams) => Filters;
  /** The address's query for these filters and page; defaults and page 1 leave no trace. */
  write: (filters: Filters, page?: number) => URLSearchParams;
}

/**
 * The address codec of a list's filters, one field per filter, written in the fields' order.
 *
 * @example
 * const orderFilterParams = urlFilters<OrderFilterValues>({
 *   search: textParam('search'),
 *   status: choiceParam('status', ORDER_STATUSES, null),
 *   from: dayParam('from'),
 *   to: dayParam('to'),
 * });
 * orderFilterParams.write({ search: 'tee', status: null, from: null, to: null }, 2).toString();
 * // 'search=tee&page=2'
 */
export function urlFilters<Filters>(fields: {
  [Name in keyof Filters]: UrlField<Filters[Name]>;
}): UrlFilters<Filters> {
  const names = Object.keys(fields) as (keyof Filters)[];
  return {
    read: (params) => {
      const filters = {} as Filters;
      for (const name of names) filters[name] = fields[name].read(params.get(fields[name].key));
      return filters;
    },
    write: (filters, page = 1) => {
      const params = new URLSearchParams();
      for (const name of names) {
        const value = fields[name].write(filters[name]);
        if (value) params.set(fields[name].key, value);
      }
      if (page > 1) params.set('page', String(page));
      return params;
    },
  };
}

/** Free text, trimmed; '' when missing. */
export const textParam = (key: string): UrlField<string> => ({
  key,
  read: (raw) => raw?.trim() ?? '',
  write: (value) => value || null,
});

/** Any value as given, such as a seller's id; null when missing. */
export const valueParam = (key: string): UrlField<string | null> => ({
  key,
  read: (raw) => raw || null,
  write: (value) => value,
});

/** A record's numeric id; null when missing or not an id. */
export const idParam = (key: string): UrlField<string | null> => ({
  key,
  read: (raw) => (raw && /^\d+$/.test(raw) ? raw : null),
  write: (value) => value,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day, 'YYYY-MM-DD'; null when missing or not a day. */
export const dayParam = (key: string): UrlField<string | null> => ({
  key,
  read: (raw) => (raw && DAY.test(raw) ? raw : null),
  write: (value) => value,
});

/** One of a fixed set of values; anything else reads as the fallback, which leaves no trace. */
export function choiceParam<const Choice extends string, Fallback extends Choice | null>(
  key: string,
  choices: readonly Choice[],
  fallback: Fallback,
): UrlField<Choice | Fallback> {
  return {
    key,
    read: (raw) => (choices.includes(raw as Choice) ? (raw as Choice) : fallback),
    write: (value) => (value === fallback ? null : value),
  };
}

/** Active records by default, ?status=inactive for the others (categories, news, levels). */
export const activeParam = (key = 'status'): UrlField<boolean> => ({
  key,
  read: (raw) => raw !== 'inactive',
  write: (active) => (active ? null : 'inactive'),
});

/** A list with no filters, only its page in the address. */
export const noFilters = urlFilters<Record<never, never>>({});
