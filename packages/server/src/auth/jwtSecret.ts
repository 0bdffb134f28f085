import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

const SECRET_NAME = 'jwt_secret';

/**
 * The key that signs sign-in tokens. Without JWT_SECRET one is generated once and kept (a file in
 * DATA_DIR for the embedded database; the app_secrets table on PostgreSQL, where every API process
 * must share it), so tokens survive restarts.
 */
export async function resolveJwtSecret(options: {
  configured?: string;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  db: Database;
}): Promise<Uint8Array> {
  if (options.configured) return new TextEncoder().encode(options.configured);
  const secret =
    options.kind === 'postgres'
      ? await secretFromTable(options.db)
      : await secretFromFile(path.join(options.dataDir, 'jwt-secret'));
  return new TextEncoder().encode(secret);
}

async function secretFromFile(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' fails if another process won the race; then its secret is the one to use.
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return (await readFile(file, 'utf8')).trim();
  }
}

async function secretFromTable(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The JWT secret could not be stored');
  return row.value;
}
