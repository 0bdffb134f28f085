import { and, count, eq, gte } from 'drizzle-orm';
import {
  CARD_DEPOSIT_RETURN,
  DEFAULT_PAYMENT_MODE,
  MESSAGES,
  PAYMENT_MODES,
  PAYMENT_MODE_SETTING,
  SERVER_MESSAGES,
  canMakeDeposit,
  cutText,
  depositCreditCents,
  depositFeeCents,
  depositSchema,
  toCents,
  type PaymentMode,
} from '@podoffice/domain';
import { balances, cardCheckouts, sites } from '../../db/schema';
import { mailDepositDecision } from '../../mail/depositMails';
import { cardProviderOf, PaymentProviderError } from '../../payments';
import { effectiveSettings } from '../appSettings/store';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import {
  badInput,
  clientError,
  forbidden,
  isUniqueViolation,
  notFound,
  validated,
} from '../errors';
import type { Balance, CardCheckout } from '../resolvers-types.generated';
import { balanceById } from './queries';

/** How many card payments one seller may start in an hour: each one is a call to the provider. */
export const CARD_CHECKOUTS_PER_HOUR = 30;

const PROVIDER = 'paypal';

/** The Payment tab's mode (spec 1 §9), the built-in one while never saved or when unreadable. */
async function paymentMode(ctx: Context): Promise<PaymentMode> {
  const [setting] = await effectiveSettings(ctx.db, [PAYMENT_MODE_SETTING]);
  const value = setting?.value;
  return (PAYMENT_MODES as readonly string[]).includes(value ?? '')
    ? (value as PaymentMode)
    : DEFAULT_PAYMENT_MODE;
}

/** One of the seller's own active sites, or the not-found a seller gets for anyone else's. */
async function ownActiveSite(ctx: Context, viewer: Viewer, siteIdText: string) {
  const siteId = parseId(siteIdText, SERVER_MESSAGES.siteNotFound);
  const [site] = await ctx.db
    .select({ id: sites.id, userId: sites.userId, title: sites.title })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.status, true)));
  if (!site || site.userId !== viewer.id) throw notFound(SERVER_MESSAGES.siteNotFound);
  return site;
}

/**
 * createCardCheckout: a seller starts a card express deposit on one of their own sites. Staff are
 * refused as for any deposit (spec 1 §6: only sellers make deposits, and a payment into someone
 * else's account is not a flow of the spec).
 */
export async function createCardCheckout(
  ctx: Context,
  args: { site_id: string; amount: number; action_notes?: string | null },
): Promise<CardCheckout> {
  const viewer = await ctx.viewer();
  if (!canMakeDeposit(viewer)) throw forbidden();
  const input = await validated(depositSchema, {
    site_id: args.site_id,
    amount: args.amount,
    transaction_id: '',
    action_notes: args.action_notes ?? '',
    method: 'card_express',
  });
  const site = await ownActiveSite(ctx, viewer, input.site_id);
  const amountCents = toCents(input.amount);

  const since = new Date(ctx.now.getTime() - 60 * 60 * 1000);
  const [started] = await ctx.db
    .select({ n: count() })
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.userId, viewer.id), gte(cardCheckouts.createdAt, since)));
  if ((started?.n ?? 0) >= CARD_CHECKOUTS_PER_HOUR) {
    throw clientError(SERVER_MESSAGES.cardCheckoutsTooMany, 'TOO_MANY_REQUESTS');
  }

  const mode = await paymentMode(ctx);
  const provider = cardProviderOf(ctx.services);
  if (!provider.configured(mode)) throw badInput(SERVER_MESSAGES.cardPaymentsUnavailable);

  const back = (where: string) => {
    const url = new URL('/balance', ctx.services.appUrl);
    url.searchParams.set(CARD_DEPOSIT_RETURN.param, where);
    url.searchParams.set(CARD_DEPOSIT_RETURN.site, String(site.id));
    url.searchParams.set(CARD_DEPOSIT_RETURN.amount, (amountCents / 100).toFixed(2));
    return url.href;
  };
  let order;
  try {
    order = await provider.createOrder(mode, {
      amountCents,
      currency: 'USD',
      // Unique per attempt, so a retried request is not mistaken for this one by the provider.
      customId: `pod-${viewer.id}-${site.id}-${ctx.now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
      description: cutText(`POD Office deposit to ${site.title}`, 127),
      returnUrl: back(CARD_DEPOSIT_RETURN.return),
      cancelUrl: back(CARD_DEPOSIT_RETURN.cancel),
    });
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    console.error(`createCardCheckout: ${e.message}`);
    throw badInput(SERVER_MESSAGES.cardPaymentsUnavailable);
  }
  await ctx.db.insert(cardCheckouts).values({
    provider: PROVIDER,
    providerOrderId: order.orderId,
    mode,
    userId: viewer.id,
    siteId: site.id,
    amountCents,
    actionNotes: input.action_notes || null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { order_id: order.orderId, approve_url: order.approveUrl, mode };
}

const failed = () => badInput(MESSAGES.createDepositFailed);

/**
 * createBalance for the card express method: the payer came back from the provider. The order
 * must be one this seller started for this site; the server captures it (idempotently) and
 * credits what the provider reports taken, less the card fee. The browser's amount is never used.
 */
export async function recordCardDeposit(
  ctx: Context,
  args: { transaction_id: string; site_id: string; action_notes?: string | null },
): Promise<Balance> {
  const viewer = await ctx.viewer();
  if (!canMakeDeposit(viewer)) throw forbidden();
  const orderId = args.transaction_id.trim();
  const siteId = parseId(args.site_id, SERVER_MESSAGES.siteNotFound);
  const [checkout] = orderId
    ? await ctx.db
        .select()
        .from(cardCheckouts)
        .where(
          and(eq(cardCheckouts.provider, PROVIDER), eq(cardCheckouts.providerOrderId, orderId)),
        )
    : [];
  // An unknown order, or another seller's or another site's: not a payment of this deposit.
  if (!checkout || checkout.userId !== viewer.id || checkout.siteId !== siteId) throw failed();
  if (checkout.balanceId !== null) {
    const entry = await balanceById(ctx.db, checkout.balanceId);
    if (entry) return entry;
  }
  if (checkout.status === 'failed') throw failed();

  let outcome;
  try {
    outcome = await cardProviderOf(ctx.services).captureOrder(
      checkout.mode as PaymentMode,
      orderId,
    );
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    // Nothing is recorded: the same call again captures (or reads the capture) idempotently.
    console.error(`createBalance (card ${orderId}): ${e.message}`);
    throw failed();
  }
  if (!outcome.paid) throw failed();

  if (outcome.currency !== 'USD' || outcome.amountCents !== checkout.amountCents) {
    // Money moved but not what was asked: nothing is credited automatically; the checkout keeps
    // why, for an Administrator to settle with the seller.
    await ctx.db
      .update(cardCheckouts)
      .set({
        status: 'failed',
        captureId: outcome.captureId,
        failure: `captured ${outcome.currency} ${outcome.amountCents / 100}, expected USD ${checkout.amountCents / 100}`,
        updatedAt: ctx.now,
      })
      .where(eq(cardCheckouts.id, checkout.id));
    throw failed();
  }

  const notes = args.action_notes?.trim() || checkout.actionNotes;
  let balanceId: number;
  try {
    balanceId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(balances)
        .values({
          userId: checkout.userId,
          siteId: checkout.siteId,
          action: 'Deposit',
          // Spec 1 §4: an instant card-provider deposit is created approved.
          status: 'Approved',
          amountCents: depositCreditCents(outcome.amountCents, 'card_express'),
          feeCents: depositFeeCents(outcome.amountCents, 'card_express'),
          method: 'card_express',
          transactionId: orderId,
          actionNotes: notes ? cutText(notes, 500) : null,
          createrId: viewer.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: balances.id });
      if (!row) throw new Error('createBalance: the card deposit was not stored');
      await tx
        .update(cardCheckouts)
        .set({
          status: 'captured',
          captureId: outcome.captureId,
          balanceId: row.id,
          updatedAt: ctx.now,
        })
        .where(eq(cardCheckouts.id, checkout.id));
      return row.id;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // A parallel call with the same order credited it first: answer with that entry.
    const [row] = await ctx.db
      .select({ balanceId: cardCheckouts.balanceId })
      .from(cardCheckouts)
      .where(eq(cardCheckouts.id, checkout.id));
    const entry = row?.balanceId ? await balanceById(ctx.db, row.balanceId) : undefined;
    if (entry) return entry;
    // The order id was taken by a deposit typed in by hand: the payment is captured but cannot
    // be credited automatically; the checkout keeps why, for an Administrator.
    await ctx.db
      .update(cardCheckouts)
      .set({
        status: 'failed',
        captureId: outcome.captureId,
        failure: 'the order id is already the transaction id of another deposit',
        updatedAt: ctx.now,
      })
      .where(eq(cardCheckouts.id, checkout.id));
    throw failed();
  }
  const entry = await balanceById(ctx.db, balanceId);
  if (!entry) throw new Error('createBalance: the card deposit could not be read back');
  // The seller gets the approval mail, as for a deposit staff approve.
  await mailDepositDecision({ ...ctx.services, db: ctx.db }, entry);
  return entry;
}
