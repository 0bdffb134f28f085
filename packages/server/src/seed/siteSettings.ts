import { inArray } from 'drizzle-orm';
import {
  SITE_SETTINGS_DEFAULTS,
  siteSettingsToRows,
  type SiteSettingsValues,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import { siteSettings, sites } from '../db/schema';

const RECEIVED =
  'Hi there! We have received your order and our print team is getting it ready. We will write again when it goes into production.';
const PRODUCING =
  'Good news: your order is now being printed. Most orders leave our studio within 3 business days.';
const SHIPPED =
  'Your order is on its way! Use the tracking link in this mail to follow it to your door.';

// Demo sites with settings of their own; the others keep the defaults, so both states show.
const DEMO_SITE_SETTINGS: Record<string, Partial<SiteSettingsValues>> = {
  'Sam Prints': {
    order_received_enable: true,
    order_received_after: 2,
    order_received_message: RECEIVED,
    order_producing_enable: true,
    order_producing_message: PRODUCING,
    order_shipping_enable: true,
    order_shipping_message: SHIPPED,
  },
  'Sam Prints Woo': {
    order_shipping_enable: true,
    order_shipping_message: SHIPPED,
  },
  'Sam Prints API': {
    order_received_enable: true,
    order_received_after: 1,
    order_received_message: RECEIVED,
    fulfill_role: true,
  },
  'Noah Tees': {
    order_producing_enable: true,
    order_producing_message: PRODUCING,
    order_received_after: 3,
  },
};

/** Site setting rows for a few demo sites (spec 1 §3), found by title among the seeded sites. */
export async function seedSiteSettings(tx: Executor, now: Date): Promise<void> {
  const titles = Object.keys(DEMO_SITE_SETTINGS);
  const rows = await tx
    .select({ id: sites.id, title: sites.title })
    .from(sites)
    .where(inArray(sites.title, titles));
  const values = rows.flatMap((site) =>
    siteSettingsToRows({ ...SITE_SETTINGS_DEFAULTS, ...DEMO_SITE_SETTINGS[site.title] }).map(
      (row) => ({ siteId: site.id, name: row.name, value: row.value, updatedAt: now }),
    ),
  );
  if (values.length) await tx.insert(siteSettings).values(values);
}
