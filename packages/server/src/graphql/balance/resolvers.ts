import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  BALANCE_PAGE_SIZE,
  MESSAGES,
  SERVER_MESSAGES,
  canApproveBalance,
  canChangeBalanceStatus,
  canMakeDeposit,
  depositCreditCents,
  depositFeeCents,
  depositSchema,
  fromCents,
  isCardDeposit,
  isLimitedToOwnRecords,
  toCents,
  type BalanceStatus,
} from '@podoffice/domain';
import { balances, sites } from '../../db/schema';
import { mailDepositDecision, mailNewDeposit } from '../../mail/depositMails';
import { personEmail } from '../accounts/personalData';
import { page, parseId, parseIsoDate } from '../args';
import {
  badInput,
  clientError,
  forbidden,
  isUniqueViolation,
  notFound,
  validated,
} from '../errors';
import { recordActivity } from '../logs/record';
import type { Resolvers } from '../resolvers-types.generated';
import { createCardCheckout, recordCardDeposit } from './cardDeposits';
import { balanceById, listBalances } from './queries';

export const balanceResolvers: Resolvers = {
  BalancePerson: { email: personEmail },

  Query: {
    balances: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const { limit, offset } = page(filter, BALANCE_PAGE_SIZE);
      // Sellers and suppliers only ever see their own entries; user_id is for staff.
      const ownerId = isLimitedToOwnRecords(viewer)
        ? viewer.id
        : filter?.user_id
          ? parseId(filter.user_id, SERVER_MESSAGES.userNotFound)
          : undefined;
      return listBalances(ctx.db, {
        ownerId,
        siteId: filter?.site_id ? parseId(filter.site_id, SERVER_MESSAGES.siteNotFound) : undefined,
        action: filter?.action ?? undefined,
        from: parseIsoDate(filter?.from, 'from', 'start'),
        to: parseIsoDate(filter?.to, 'to', 'end'),
        limit,
        offset,
      });
    },
  },

  Mutation: {
    createBalance: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (isCardDeposit(args.method)) {
        // A card deposit exists only as a payment the provider took: the seller who paid records
        // it on the way back (approved), and nobody types one in, pending or approved.
        if (!canMakeDeposit(viewer)) throw forbidden();
        if (!args.approved) throw badInput(SERVER_MESSAGES.cardDepositThroughProvider);
        return recordCardDeposit(ctx, args);
      }
      const staffRecordsDeposit = args.approved && canApproveBalance(viewer);
      if (!staffRecordsDeposit) {
        // Only the card provider makes an approved deposit of a seller's: a seller asking for one
        // of the manual methods gets the spec's failure message, as an unpaid card payment does.
        if (args.approved && canMakeDeposit(viewer)) throw badInput(MESSAGES.createDepositFailed);
        if (!canMakeDeposit(viewer)) throw forbidden();
      }
      const input = await validated(depositSchema, {
        site_id: args.site_id,
        amount: args.amount,
        transaction_id: args.transaction_id,
        action_notes: args.action_notes ?? '',
        method: args.method ?? 'manual',
      });
      const siteId = parseId(input.site_id, SERVER_MESSAGES.siteNotFound);
      const [site] = await ctx.db
        .select({ userId: sites.userId })
        .from(sites)
        .where(and(eq(sites.id, siteId), eq(sites.status, true)));
      // Someone else's site reads as a missing one: a seller learns nothing about other sellers.
      if (!site || (!staffRecordsDeposit && site.userId !== viewer.id)) {
        throw notFound(SERVER_MESSAGES.siteNotFound);
      }
      const cents = toCents(input.amount);
      const now = ctx.now;
      const created = await ctx.db
        .insert(balances)
        .values({
          userId: site.userId,
          siteId,
          action: 'Deposit',
          status: staffRecordsDeposit ? 'Approved' : 'Pending',
          amountCents: depositCreditCents(cents, input.method),
          feeCents: depositFeeCents(cents, input.method),
          method: input.method,
          transactionId: input.transaction_id,
          actionNotes: input.action_notes || null,
          createrId: viewer.id,
          updaterId: staffRecordsDeposit ? viewer.id : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: balances.id })
        .then(
          ([row]) => row,
          (e: unknown) => {
            // The unique index on open deposits' transaction ids decides between parallel calls.
            if (isUniqueViolation(e)) {
              throw clientError(SERVER_MESSAGES.depositTransactionTaken, 'CONFLICT');
            }
            throw e;
          },
        );
      const entry = created && (await balanceById(ctx.db, created.id));
      if (!entry) throw new Error('createBalance: the new entry could not be read back');
      await mailNewDeposit({ ...ctx.services, db: ctx.db }, entry);
      return entry;
    },

    createCardCheckout: (_parent, args, ctx) => createCardCheckout(ctx, args),

    updateBalance: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canApproveBalance(viewer)) throw forbidden();
      const id = parseId(args.id, SERVER_MESSAGES.balanceNotFound);
      const [current] = await ctx.db
        .select({
          status: balances.status,
          action: balances.action,
          amountCents: balances.amountCents,
          siteId: balances.siteId,
        })
        .from(balances)
        .where(eq(balances.id, id));
      if (!current) throw notFound(SERVER_MESSAGES.balanceNotFound);
      const final = () => clientError(SERVER_MESSAGES.balanceFinal, 'CONFLICT');
      if (!canChangeBalanceStatus(current.status as BalanceStatus, args.status)) throw final();
      const logged = {
        balance_id: id,
        action: current.action,
        amount: fromCents(current.amountCents),
        site_id: current.siteId,
      };
      // Only a still-pending row changes, so two staff deciding at once cannot both win.
      const changed = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .update(balances)
          .set({ status: args.status, updaterId: viewer.id, updatedAt: ctx.now })
          .where(and(eq(balances.id, id), eq(balances.status, 'Pending')))
          .returning({ id: balances.id });
        if (rows.length > 0) {
          await recordActivity(tx, {
            type: ACTIVITY_TYPES.balanceStatus,
            userId: viewer.id,
            oldData: { ...logged, status: current.status },
            newData: { ...logged, status: args.status },
            at: ctx.now,
          });
        }
        return rows.length > 0;
      });
      if (!changed) throw final();
      const entry = await balanceById(ctx.db, id);
      if (!entry) throw notFound(SERVER_MESSAGES.balanceNotFound);
      await mailDepositDecision({ ...ctx.services, db: ctx.db }, entry);
      return entry;
    },
  },
};
