import { RETRY_MESSAGES, waitInWords } from '@podoffice/domain';
import { clearThrottle, hitThrottle, undoThrottleHit } from '../../auth/throttle';
import type { Context } from '../context';
import { tooManyRequests } from '../errors';

// One key per counter; JSON keeps an address with colons and an email with anything apart.
const key = (...parts: string[]) => JSON.stringify(parts);

function refusal(ctx: Context, message: (wait: string) => string, retryAt: Date) {
  const seconds = (retryAt.getTime() - ctx.now.getTime()) / 1000;
  return tooManyRequests(message(waitInWords(seconds)), retryAt, ctx.now);
}

/** Counts an unauthenticated account call (sign-in, sign-up, reset, activation) of the client. */
export async function limitAccountCall(ctx: Context): Promise<void> {
  const hit = await hitThrottle(
    ctx.db,
    key('account-calls', ctx.clientAddress),
    ctx.services.throttles.authCallsPerClient,
    ctx.now,
  );
  if (!hit.allowed) throw refusal(ctx, RETRY_MESSAGES.tooManyRequests, hit.retryAt);
}

/**
 * Takes one of the account's sign-in attempts before the password is checked, so parallel
 * guesses each use one up. Counted per account and client (someone elsewhere cannot lock the
 * owner out) and per account from everywhere (a slower ceiling). `succeeded` gives the attempt
 * back to the owner.
 */
export async function takeSignInAttempt(ctx: Context, email: string) {
  const { signInPerAccountAndClient, signInPerAccount } = ctx.services.throttles;
  const fromClient = key('sign-in', email, ctx.clientAddress);
  const fromAnywhere = key('sign-in', email);
  const local = await hitThrottle(ctx.db, fromClient, signInPerAccountAndClient, ctx.now);
  const global = await hitThrottle(ctx.db, fromAnywhere, signInPerAccount, ctx.now);
  const blocked = [local, global].filter((hit) => !hit.allowed);
  if (blocked.length > 0) {
    const retryAt = new Date(Math.max(...blocked.map((hit) => hit.retryAt.getTime())));
    throw refusal(ctx, RETRY_MESSAGES.signInLocked, retryAt);
  }
  return {
    async succeeded() {
      await clearThrottle(ctx.db, fromClient);
      await undoThrottleHit(ctx.db, fromAnywhere);
    },
  };
}

/**
 * Whether a reset or activation mail may go to `address`. A client asking for too many is refused
 * (HTTP 429). An address that already got its share gets no more: silently by default, so a
 * reset's answer does not tell whether the address has an account; with `refuse` (sign-up, where
 * the caller owns the new address) as a refusal.
 */
export async function mayMail(
  ctx: Context,
  address: string,
  options: { refuse?: boolean } = {},
): Promise<boolean> {
  const { mailsPerClient, mailsPerAddress } = ctx.services.throttles;
  const client = await hitThrottle(
    ctx.db,
    key('mails-by-client', ctx.clientAddress),
    mailsPerClient,
    ctx.now,
  );
  if (!client.allowed) throw refusal(ctx, RETRY_MESSAGES.tooManyRequests, client.retryAt);
  const to = await hitThrottle(ctx.db, key('mails-to', address), mailsPerAddress, ctx.now);
  if (!to.allowed && options.refuse) throw refusal(ctx, RETRY_MESSAGES.tooManyRequests, to.retryAt);
  return to.allowed;
}
