import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { SERVER_MESSAGES } from '@podoffice/domain';
import pLimit from 'p-limit';
import { tooManyRequests } from '../graphql/errors';
import { passwordParams } from './passwordCost';

const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes, exactly Node's default ceiling at these values: leave headroom.
const MAX_MEM = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads files and verifies session
 * tokens (WebCrypto HMAC). A burst of sign-ins must not take all of it: at most two hashes run at
 * once, and past `maxWaiting` queued ones the request is refused at once instead of waiting.
 */
export const PASSWORD_HASHING = { concurrency: 2, maxWaiting: 32 } as const;
const hashing = pLimit(PASSWORD_HASHING.concurrency);

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= PASSWORD_HASHING.maxWaiting) {
    const now = new Date();
    return Promise.reject(
      tooManyRequests(SERVER_MESSAGES.passwordChecksBusy, new Date(now.getTime() + 1000), now),
    );
  }
  return hashing(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: MAX_MEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const params = passwordParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the email is unknown, so a wrong address costs as long as a wrong password
// (one per cost: a test may change PASSWORD_HASH_COST between its parts).
const dummyHashes = new Map<number, Promise<string>>();
export function unknownUserHash(): Promise<string> {
  const { N } = passwordParams();
  let hash = dummyHashes.get(N);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'));
    dummyHashes.set(N, hash);
  }
  return hash;
}
