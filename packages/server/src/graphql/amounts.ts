import {
  AMOUNT_READERS,
  type AmountField,
  type AmountRecord,
  type HasRoles,
} from '@podoffice/domain';
import type { Context } from './context';

type AmountResolver<F extends string> = (
  parent: { [K in F]?: number | null },
  args: unknown,
  ctx: Context,
) => number | null | Promise<number | null>;

/**
 * The field resolvers of a record's guarded amounts (the domain's AMOUNT_READERS): the parent's
 * amount for those who may read it, null for the others. Every path that answers the type (a
 * list, a detail, an order's variant, a tracking's order) goes through them.
 */
export function amountResolvers<R extends AmountRecord>(
  record: R,
): { [F in AmountField<R>]: AmountResolver<F> } {
  const rules: Record<string, (user: HasRoles | null | undefined) => boolean> =
    AMOUNT_READERS[record];
  return Object.fromEntries(
    Object.entries(rules).map(([field, canRead]) => [
      field,
      (parent: Record<string, number | null | undefined>, _args: unknown, ctx: Context) => {
        const amount = (viewer: HasRoles) => (canRead(viewer) ? (parent[field] ?? null) : null);
        // Known by the time a page's rows are answered: no promise for each amount of each row.
        const known = ctx.knownViewer();
        return known ? amount(known) : ctx.viewer().then(amount);
      },
    ]),
  ) as unknown as { [F in AmountField<R>]: AmountResolver<F> };
}
