import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A selected field as drizzle lists it for a statement (orderSelectedFields): its path and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;

/**
 * drizzle's mapResultRow (drizzle-orm/utils) for one statement, with what it works out for every
 * cell of every row worked out once: which decoder a field has (three `is` checks walking class
 * chains), the field's path and whether it counts towards a left join's "all null" object. Under
 * 20 clients at once mapResultRow was 8 % of the API's CPU, most of it those checks on the orders
 * page's 20 rows of ~150 cells (issue 29). The rows it gives are the same objects, field for field
 * (rowMapper.test.ts compares the two on joins, nulls and decoded columns).
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: readonly unknown[]) => Row {
  const columns = fields.map(({ path, field }) => {
    const column = is(field, Column);
    // A column decodes its own values; an SQL field, a subquery or an alias keeps a decoder (the
    // `.mapWith()` one, else the identity) that drizzle's types do not show.
    const sqlOf = (f: unknown) => f as { decoder: Decoder };
    const decoder: Decoder = column
      ? (field as Decoder)
      : is(field, SQL)
        ? sqlOf(field).decoder
        : is(field, Subquery)
          ? sqlOf((field as unknown as { _: { sql: unknown } })._.sql).decoder
          : sqlOf((field as SQL.Aliased).sql).decoder;
    const from = decoder.mapFromDriverValue;
    return {
      parents: path.slice(0, -1),
      name: path[path.length - 1]!,
      // Most columns (text, integers, booleans) decode to the driver's value as it is: not called.
      // The others bound once: a column of an aliased table is a Proxy, looked up at every call.
      decode:
        from === (Column.prototype as unknown as Decoder).mapFromDriverValue
          ? null
          : from.bind(decoder),
      // The table of a column of a nested object (`{ carrier: carriers }` over a left join): if
      // all of that object's columns are null and its join may be missing, the object is null.
      table:
        joinsNotNullableMap && column && path.length === 2
          ? getTableName((field as Column).table)
          : undefined,
    };
  });
  const nullable = columns.some((c) => c.table !== undefined);
  return (row) => {
    const result: Row = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < columns.length; i++) {
      const { parents, name, decode, table } = columns[i]!;
      let node = result;
      for (let k = 0; k < parents.length; k++) {
        const chunk = parents[k]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Row;
      }
      const raw = row[i];
      const value = (node[name] = raw === null || decode === null ? raw : decode(raw));
      if (table === undefined) continue;
      const object = parents[0]!;
      if (!(object in nullify)) nullify[object] = value === null ? table : false;
      else if (typeof nullify[object] === 'string' && nullify[object] !== table) {
        nullify[object] = false;
      }
    }
    if (nullable) {
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
}

/** What drizzle's prepared query (node-postgres and PGlite alike) keeps of its select. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Makes a prepared select map its rows with compileRowMapper. drizzle calls a prepared query's
 * customResultMapper, when it has one, with the rows in array mode, in place of mapResultRow for
 * each row; a prepared query that has one already (a relational query's) or maps no fields (raw
 * SQL) is left as it is.
 */
export function mapRowsOnce(prepared: object): void {
  const select = prepared as PreparedSelect;
  if (!select.fields || select.customResultMapper) return;
  const map = compileRowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(map);
}
