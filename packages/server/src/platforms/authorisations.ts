import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteAuthorisations, sites } from '../db/schema';
import type { Platforms } from './registry';
import type { ShopSite } from './types';

/** How long the owner has to approve the app on the shop. */
export const AUTHORISATION_TTL_MS = 60 * 60 * 1000;

// Only the hash is stored, like the mailed tokens: a copy of the table cannot finish anyone's
// authorisation.
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

type SiteRow = typeof sites.$inferSelect;

/** Records a fresh state for the site and answers the platform's approval page that carries it. */
export async function startAuthorisation(
  db: Executor,
  platforms: Platforms,
  site: ShopSite,
  now: Date,
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  // Built first: an unconfigured platform refuses before anything is stored.
  const url = platforms.client(site.platform).authorizeUrl(site, state);
  await db.insert(siteAuthorisations).values({
    siteId: site.id,
    stateHash: hashState(state),
    expiresAt: new Date(now.getTime() + AUTHORISATION_TTL_MS),
    createdAt: now,
  });
  return url;
}

/**
 * Uses up a state: the active site it was issued for when the state is known, unused and
 * unexpired; null otherwise. One conditional update, so two callbacks cannot both use it.
 */
export async function consumeAuthorisation(
  db: Executor,
  state: string,
  now: Date,
): Promise<SiteRow | null> {
  if (!state) return null;
  const [used] = await db
    .update(siteAuthorisations)
    .set({ usedAt: now })
    .where(
      and(
        eq(siteAuthorisations.stateHash, hashState(state)),
        isNull(siteAuthorisations.usedAt),
        gt(siteAuthorisations.expiresAt, now),
      ),
    )
    .returning({ siteId: siteAuthorisations.siteId });
  if (!used) return null;
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, used.siteId), eq(sites.status, true)));
  return site ?? null;
}

/** The site a state was issued for, whether or not it was used (WooCommerce's browser return). */
export async function siteOfState(db: Executor, state: string): Promise<SiteRow | null> {
  if (!state) return null;
  const [row] = await db
    .select({ site: sites })
    .from(siteAuthorisations)
    .innerJoin(sites, eq(sites.id, siteAuthorisations.siteId))
    .where(eq(siteAuthorisations.stateHash, hashState(state)));
  return row?.site ?? null;
}
