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

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifySessionToken(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<SessionClaims | null> {
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
    return { userId: id, version: ver as number };
  } catch {
    return null;
  }
}
