import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'podoffice';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Who a token was issued to, and the user's token version at the time (see users.tokenVersion). */
export interface SessionClaims {
  userId: number;
  version: number;
}

export async function signSessionToken(
  { userId, version }: SessionClaims,
  key: Uint8Array,
  ttlSeconds: number,
  now: Date,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({ ver: version })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

/** A token whose signature and issuer checked out: its claims and the times it is valid between. */
interface VerifiedToken {
  claims: SessionClaims;
  /** Seconds since the epoch (jose's `nbf` and `exp`), when the token has them. */
  notBefore?: number;
  expiresAt?: number;
}

/**
 * Tokens already verified, by key. A signed-in user sends the same token with every call, and
 * checking its signature again (WebCrypto's HMAC, handed to libuv's threads and back) cost more of
 * the API's CPU per call than any resolver (issue 29). A signature that checked out once with a
 * key always does, so a known token is only checked again against the clock, as jose checks it;
 * whether its user may still use it is read from the database on every call (context.ts).
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

/** Tokens remembered per key; past this the oldest is forgotten (and verified again if sent). */
export const VERIFIED_TOKENS_MAX = 10_000;

/** Whether `now` is within a token's validity, by jose's rule (whole seconds, no tolerance). */
function inTime(token: VerifiedToken, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (token.notBefore !== undefined && token.notBefore > seconds) return false;
  return token.expiresAt === undefined || token.expiresAt > seconds;
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifySessionToken(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<SessionClaims | null> {
  let known = verifiedTokens.get(key);
  if (!known) verifiedTokens.set(key, (known = new Map()));
  const verified = known.get(token);
  if (verified) return inTime(verified, now) ? verified.claims : null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
    });
    const id = Number(payload.sub);
    const version = payload.ver;
    // A token from before versions existed carries none: it reads as version 0.
    const ver = version === undefined ? 0 : version;
    if (!Number.isSafeInteger(id) || id < 1 || !Number.isSafeInteger(ver)) return null;
    const claims = { userId: id, version: ver as number };
    if (known.size >= VERIFIED_TOKENS_MAX) known.delete(known.keys().next().value!);
    known.set(token, { claims, notBefore: payload.nbf, expiresAt: payload.exp });
    return claims;
  } catch {
    return null;
  }
}
