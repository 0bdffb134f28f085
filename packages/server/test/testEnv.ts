// The server suite's environment, set in every test file (jest setupFiles) and in global setup,
// whose template databases hold the demo accounts' hashes.

/**
 * scrypt at 2^10 instead of production's 2^15 (src/auth/passwordCost.ts): a sign-in costs ~1 ms
 * instead of ~90. passwords.test.ts proves the production parameters, config.test.ts that
 * production refuses a lower cost.
 */
export const TEST_PASSWORD_HASH_COST = '10';

export function applyTestEnv(env: NodeJS.ProcessEnv = process.env): void {
  env.PASSWORD_HASH_COST ??= TEST_PASSWORD_HASH_COST;
}

applyTestEnv();
