import { randomBytes } from 'node:crypto';
import {
  MIN_PASSWORD_COST,
  PRODUCTION_PASSWORD_COST,
  passwordParams,
} from '../src/auth/passwordCost';
import { hashPassword, unknownUserHash, verifyPassword } from '../src/auth/passwords';
import { ConfigError, configFromEnv } from '../src/config';

// The suite hashes at a lower cost (testEnv.ts); these prove what production uses.
describe('password hashing', () => {
  const suiteCost = process.env.PASSWORD_HASH_COST;
  afterEach(() => {
    process.env.PASSWORD_HASH_COST = suiteCost;
  });

  test("production's parameters: scrypt N = 2^15, r = 8, p = 1, unless PASSWORD_HASH_COST says otherwise", () => {
    expect(passwordParams({})).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwordParams({ PASSWORD_HASH_COST: '' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwordParams({ PASSWORD_HASH_COST: '16' })).toEqual({ N: 65536, r: 8, p: 1 });
    expect(passwordParams({ PASSWORD_HASH_COST: String(MIN_PASSWORD_COST) }).N).toBe(1024);
    // Out of range or not a number: production's, never a weaker one.
    for (const bad of ['4', '9', '21', 'cheap', '12.5']) {
      expect(passwordParams({ PASSWORD_HASH_COST: bad }).N).toBe(2 ** PRODUCTION_PASSWORD_COST);
    }
  });

  test('a hash made without PASSWORD_HASH_COST carries and checks at 2^15', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const password = randomBytes(8).toString('hex');
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(`${password}x`, stored)).toBe(false);
    expect(await unknownUserHash()).toMatch(/^scrypt\$32768\$/);
  });

  test("a hash keeps its own cost: one made at the suite's cost still checks at production's", async () => {
    process.env.PASSWORD_HASH_COST = String(MIN_PASSWORD_COST);
    const stored = await hashPassword('Demo#2026');
    expect(stored).toMatch(/^scrypt\$1024\$/);
    delete process.env.PASSWORD_HASH_COST;
    expect(await verifyPassword('Demo#2026', stored)).toBe(true);
  });

  test('production refuses a cost below 2^15; a bad value is named', () => {
    const production = { NODE_ENV: 'production', SEED_DEMO: '0' };
    expect(() => configFromEnv({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(
      new ConfigError([
        'PASSWORD_HASH_COST below 15 is for tests: it cannot be set with NODE_ENV=production',
      ]),
    );
    expect(() => configFromEnv({ ...production, PASSWORD_HASH_COST: '16' })).not.toThrow();
    expect(() => configFromEnv({ PASSWORD_HASH_COST: '10' })).not.toThrow();
    expect(() => configFromEnv({ PASSWORD_HASH_COST: 'cheap' })).toThrow(
      'PASSWORD_HASH_COST must be a whole number from 10 to 20 (scrypt\'s cost as log2 N), got "cheap"',
    );
  });
});
