import { and, eq, ne } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as M,
  cleanLabels,
  firstCustomerFormError,
  canEditCustomer,
} from '@podoffice/domain';
import { customers, type CustomerAddress } from '../../db/schema';
import { recordActivity } from '../logs/record';
import { parseId } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, isUniqueViolation, notFound } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { toCustomer } from './resolvers';

/** The activity log type of an edit from the customer detail (not in the spec). */
export const CUSTOMER_ACTIVITY_TYPES = { update: 'customer.Update' } as const;

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** What the log keeps of a customer: every field the form shows. */
const snapshotOf = (row: typeof customers.$inferSelect) => ({
  tags: row.tags,
  lists: row.lists,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  email: row.email,
  company: row.company,
  address: row.address,
});

/**
 * updateCustomer is not in §7: §2's customer detail has an Edit form whose Save, in the old
 * product, did nothing. A form that looks like it saves and does not is worse than none, so the
 * form stores what it shows here.
 *
 * Who: the Administrator only. /customers is the Administrator's area (§2); the detail route is
 * open to Supporters, Sellers and Suppliers for reading (they reach it from an order), but §6 gives
 * none of them a right to change a shop's customer record outside an order (a Seller corrects a
 * shopper through the order's Update customer info). The stricter reading is the one taken: a
 * right can be added later, one given cannot be taken back from data already changed.
 */
export const customerResolvers: Resolvers = {
  Mutation: {
    updateCustomer: async (_parent, { id: rawId, input }, ctx: Context) => {
      const viewer = await ctx.viewer();
      if (!canEditCustomer(viewer)) throw forbidden();
      const id = parseId(rawId, M.notFound);
      const error = firstCustomerFormError(input);
      if (error) throw badInput(error);
      const email = clean(input.email)?.toLowerCase() ?? null;
      try {
        return await ctx.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(customers)
            .where(eq(customers.id, id))
            .for('update');
          if (!before) throw notFound(M.notFound);
          if (email !== null) {
            // Checked before the write for a clear message; the unique index stays the guard
            // against two saves at once (caught below).
            const [other] = await tx
              .select({ id: customers.id })
              .from(customers)
              .where(
                and(
                  eq(customers.siteId, before.siteId),
                  eq(customers.email, email),
                  ne(customers.id, id),
                ),
              )
              .limit(1);
            if (other) throw badInput(M.emailTaken);
          }
          const typed = clean(input.country);
          // A customer stored with a country code only shows that code in the form's Country:
          // sent back unchanged it is still the code, not a country of that name.
          const storedCode = before.address?.country_code ?? null;
          const codeSentBack =
            (before.address?.country ?? null) === null &&
            typed !== null &&
            typed.toUpperCase() === storedCode?.toUpperCase();
          const country = codeSentBack ? null : typed;
          const address: CustomerAddress = {
            // The form has no state nor codes: they are kept, but a country code that no longer
            // names the typed country would mislabel the address, so it goes with the change.
            ...(before.address ?? {}),
            address1: clean(input.address1),
            address2: clean(input.address2),
            city: clean(input.city),
            country,
            zip: clean(input.zip),
            ...(country !== (before.address?.country ?? null) ? { country_code: null } : {}),
          };
          const [after] = await tx
            .update(customers)
            .set({
              tags: cleanLabels(input.tags),
              lists: cleanLabels(input.lists),
              firstName: clean(input.first_name),
              lastName: clean(input.last_name),
              phone: clean(input.phone),
              email,
              company: clean(input.company),
              address,
              updatedAt: ctx.now,
            })
            .where(eq(customers.id, id))
            .returning();
          await recordActivity(tx, {
            type: CUSTOMER_ACTIVITY_TYPES.update,
            userId: viewer.id,
            oldData: { id, ...snapshotOf(before) },
            newData: { id, ...snapshotOf(after!) },
            at: ctx.now,
          });
          return toCustomer(after!);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw badInput(M.emailTaken);
        throw e;
      }
    },
  },
};
