import { and, eq, inArray } from 'drizzle-orm';
import { SYSTEM_LOG_TYPES, formatMoney } from '@podoffice/domain';
import type { Executor } from '../db/client';
import { balances, roles, userRoles, users } from '../db/schema';
import { recordSystemLog } from '../graphql/logs/record';
import type { Balance } from '../graphql/resolvers-types.generated';
import type { Mailer } from './mailer';
import { depositMail, type TemplateVars } from './templates';

/** What a deposit mail needs from the request: storage, the mailer and the app's address. */
export interface DepositMailContext {
  db: Executor;
  mailer: Mailer;
  appUrl: string;
}

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

/** The seller a deposit belongs to: the owner of its site. */
async function sellerOf(db: Executor, balanceId: string | number): Promise<Person | undefined> {
  const [seller] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(balances)
    .innerJoin(users, eq(users.id, balances.userId))
    .where(eq(balances.id, Number(balanceId)));
  return seller;
}

/** Active, activated Administrators and Accounting staff: the people who approve deposits. */
async function depositDeciders(db: Executor): Promise<Person[]> {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        inArray(roles.name, ['Administrator', 'Accounting']),
        eq(users.status, true),
        eq(users.activated, true),
      ),
    )
    .orderBy(users.email);
  // Someone with both roles gets the mail once.
  return rows.filter((row, i) => rows.findIndex((r) => r.email === row.email) === i);
}

function depositVars(entry: Balance, seller: Person, appUrl: string): TemplateVars {
  return {
    seller: `${seller.firstName} ${seller.lastName}`.trim(),
    seller_email: seller.email,
    amount: formatMoney(entry.amount),
    fee: formatMoney(entry.fee),
    site: entry.site?.title ?? '',
    transaction_id: entry.transaction_id ?? '',
    notes: entry.actionNotes ?? '',
    status: entry.status,
    app_url: appUrl,
  };
}

const recipientVars = (person: Person): TemplateVars => ({
  first_name: person.firstName,
  last_name: person.lastName,
});

/**
 * Sends without failing the call that triggered it: the deposit is recorded either way, and a
 * mail that could not go out is written to the system log for an Administrator to see.
 */
async function sendQuietly(ctx: DepositMailContext, mails: ReturnType<typeof depositMail>[]) {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      await recordSystemLog(ctx.db, {
        type: SYSTEM_LOG_TYPES.mail,
        message: `Could not send "${mail.template?.key ?? mail.subject}" to ${mail.to}: ${reason}`,
      });
    }
  }
}

/**
 * A seller's deposit waits for approval: the 'new deposit' template goes to every Administrator
 * and Accounting user, since they are the ones who approve or deny it.
 */
export async function mailNewDeposit(ctx: DepositMailContext, entry: Balance): Promise<void> {
  if (entry.action !== 'Deposit' || entry.status !== 'Pending') return;
  const seller = await sellerOf(ctx.db, entry.id);
  if (!seller) return;
  const deposit = depositVars(entry, seller, ctx.appUrl);
  const deciders = await depositDeciders(ctx.db);
  await sendQuietly(
    ctx,
    deciders.map((staff) =>
      depositMail('deposit_new', staff.email, { ...deposit, ...recipientVars(staff) }),
    ),
  );
}

/** A deposit was approved or denied: the seller gets the matching template. */
export async function mailDepositDecision(ctx: DepositMailContext, entry: Balance): Promise<void> {
  if (entry.action !== 'Deposit' || entry.status === 'Pending') return;
  const seller = await sellerOf(ctx.db, entry.id);
  if (!seller) return;
  const key = entry.status === 'Approved' ? 'deposit_approve' : 'deposit_reject';
  await sendQuietly(ctx, [
    depositMail(key, seller.email, {
      ...depositVars(entry, seller, ctx.appUrl),
      ...recipientVars(seller),
    }),
  ]);
}
