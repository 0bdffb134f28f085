import { wholeNumber } from '../envRules';
import type { ThrottleRule } from './throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How often the unauthenticated account calls may be used (README: "Throttling"). */
export interface ThrottleLimits {
  /** login, register, resetPassword, accountActivation, resetPasswordByToken per client address. */
  authCallsPerClient: ThrottleRule;
  /** Failed sign-ins of one account from one client before that client must wait. */
  signInPerAccountAndClient: ThrottleRule;
  /**
   * Failed sign-ins of one account from everywhere: a slower ceiling against guesses spread over
   * many addresses. The owner's own client keeps its five tries until then.
   */
  signInPerAccount: ThrottleRule;
  /** Reset and activation mails to one address. */
  mailsPerAddress: ThrottleRule;
  /** Reset and activation mails asked for by one client address. */
  mailsPerClient: ThrottleRule;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  authCallsPerClient: { limit: 30, windowMs: MINUTE },
  signInPerAccountAndClient: { limit: 5, windowMs: 15 * MINUTE },
  signInPerAccount: { limit: 50, windowMs: HOUR },
  mailsPerAddress: { limit: 3, windowMs: HOUR },
  mailsPerClient: { limit: 10, windowMs: HOUR },
};

/** AUTH_RATE_LIMIT as config.ts validates it with the other variables. */
export const authRateLimitSetting = wholeNumber(
  1,
  Number.MAX_SAFE_INTEGER,
  (text) => `AUTH_RATE_LIMIT must be a positive whole number of calls per minute, got "${text}"`,
);

/** AUTH_RATE_LIMIT: account calls per minute per client address (30 by default). */
export function throttleLimitsFromEnv(env: NodeJS.ProcessEnv): ThrottleLimits {
  const limit = authRateLimitSetting.validateSync(env.AUTH_RATE_LIMIT);
  if (limit === undefined) return DEFAULT_THROTTLE_LIMITS;
  return { ...DEFAULT_THROTTLE_LIMITS, authCallsPerClient: { limit, windowMs: MINUTE } };
}
