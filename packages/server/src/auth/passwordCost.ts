/** scrypt's cost as log2 N: 32 MiB and ~90 ms per hash on one core here, slow for guessing, bearable for a sign-in. */
export const PRODUCTION_PASSWORD_COST = 15;
/** The lowest cost PASSWORD_HASH_COST may ask for, outside production only (config.ts refuses it there). */
export const MIN_PASSWORD_COST = 10;
export const MAX_PASSWORD_COST = 20;

/**
 * The scrypt parameters new hashes use: production's, or a lower cost where PASSWORD_HASH_COST
 * asks for it. The server suite does: each file signs users in, and the throttle tests sign in
 * dozens of times (throttles.test.ts took 20 s at production's cost, 11 at 2^10). The parameters
 * are stored with each hash, so they can be raised without breaking old passwords, and a hash made
 * at one cost is checked at its own.
 */
export function passwordParams(env: Record<string, string | undefined> = process.env) {
  const asked = Number(env.PASSWORD_HASH_COST?.trim() || PRODUCTION_PASSWORD_COST);
  const cost =
    Number.isInteger(asked) && asked >= MIN_PASSWORD_COST && asked <= MAX_PASSWORD_COST
      ? asked
      : PRODUCTION_PASSWORD_COST;
  return { N: 2 ** cost, r: 8, p: 1 } as const;
}
