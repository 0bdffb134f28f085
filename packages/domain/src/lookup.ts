/**
 * The value a table holds under a caller's name, or undefined: only the table's own keys count, so
 * 'constructor', '__proto__' or 'toString' find nothing rather than what every object inherits.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
