import { rm } from 'node:fs/promises';
import { TEMPLATE_DIR_ENV, dropPostgresCopies } from './databases';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_DIR_ENV];
  if (template) await rm(template, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) await dropPostgresCopies();
}
