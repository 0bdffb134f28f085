import { eq } from 'drizzle-orm';
import { ORDER_ROW_MESSAGES as R, canImportOrders, hasRole } from '@podoffice/domain';
import { sites } from '../../db/schema';
import { parseId } from '../args';
import type { Context, Viewer } from '../context';
import { forbidden, notFound } from '../errors';

/** The site a caller imports into: an Administrator's any active site, a Seller's own. */
export async function importSite(
  ctx: Context,
  siteId: string,
): Promise<{ viewer: Viewer; id: number }> {
  const viewer = await ctx.viewer();
  if (!canImportOrders(viewer)) throw forbidden();
  const id = parseId(siteId, R.notYourSite);
  const [site] = await ctx.db
    .select({ userId: sites.userId, status: sites.status })
    .from(sites)
    .where(eq(sites.id, id));
  if (!site || !site.status || (!hasRole(viewer, 'Administrator') && site.userId !== viewer.id)) {
    throw notFound(R.notYourSite);
  }
  return { viewer, id };
}
