/**
 * Site settings: the email notifications a site's customers get and the
 * Fulfill role. The server keeps them as site setting rows (site_id, name, value as text).
 * Plain rules, apart from the Yup schemas (validation/siteSettingsSchemas.ts), so a screen that
 * only needs a constant does not bring Yup with it.
 */

/** The setting names, in the order the settings screen shows them. */
export const SITE_SETTING_NAMES = [
  'order_received_enable',
  'order_received_after',
  'order_received_message',
  'order_producing_enable',
  'order_producing_message',
  'order_shipping_enable',
  'order_shipping_message',
  'fulfill_role',
] as const;
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

/** The Order received mail goes out 1, 2 or 3 days after the order arrives. */
export const ORDER_RECEIVED_DELAYS = [1, 2, 3] as const;
export type OrderReceivedDelay = (typeof ORDER_RECEIVED_DELAYS)[number];

/** Orders wait 24 hours after payment before production, unless the Fulfill role is on. */
export const DEFAULT_ORDER_HOLD_HOURS = 24;

/** The longest notification message a site may keep. */
export const SITE_MESSAGE_MAX = 5000;

/** This module's own texts (the spec gives none for these cases). */
export const SITE_SETTING_MESSAGES = {
  unknownName: 'Unknown site setting',
  delayInvalid: 'Order received delay must be 1, 2 or 3 days',
  flagInvalid: 'This setting must be true or false',
  messageMax: `Message must maximum ${SITE_MESSAGE_MAX} characters.`,
  apiKeyOnlineSite: 'Sites with a shop have no API key',
} as const;

/** The settings of one site as the screen edits them and getSiteSetting returns them. */
export interface SiteSettingsValues {
  order_received_enable: boolean;
  order_received_after: OrderReceivedDelay;
  order_received_message: string;
  order_producing_enable: boolean;
  order_producing_message: string;
  order_shipping_enable: boolean;
  order_shipping_message: string;
  fulfill_role: boolean;
}

/** A site with no rows yet: every mail off, the Order received mail a day after, the 24-hour hold kept. */
export const SITE_SETTINGS_DEFAULTS: SiteSettingsValues = {
  order_received_enable: false,
  order_received_after: 1,
  order_received_message: '',
  order_producing_enable: false,
  order_producing_message: '',
  order_shipping_enable: false,
  order_shipping_message: '',
  fulfill_role: false,
};

/** The three mails of the Email notification tab, each with its switch and message. */
export const SITE_NOTIFICATIONS = [
  {
    label: 'Order received',
    enable: 'order_received_enable',
    message: 'order_received_message',
  },
  {
    label: 'Order start producing',
    enable: 'order_producing_enable',
    message: 'order_producing_message',
  },
  {
    label: 'Order shipped',
    enable: 'order_shipping_enable',
    message: 'order_shipping_message',
  },
] as const satisfies readonly {
  label: string;
  enable: SiteSettingName;
  message: SiteSettingName;
}[];

/** The settings that are on or off (stored as 'true' or 'false'). */
export const SITE_SETTING_FLAGS: readonly SiteSettingName[] = [
  'order_received_enable',
  'order_producing_enable',
  'order_shipping_enable',
  'fulfill_role',
];

export function isSiteSettingName(name: string): name is SiteSettingName {
  return (SITE_SETTING_NAMES as readonly string[]).includes(name);
}

/** A row as storage keeps it. */
export interface SiteSettingRow {
  name: string;
  value: string | null;
}

/** The settings of a site from its rows; a missing or unreadable row keeps its default. */
export function siteSettingsFromRows(rows: readonly SiteSettingRow[]): SiteSettingsValues {
  const values: SiteSettingsValues = { ...SITE_SETTINGS_DEFAULTS };
  for (const { name, value } of rows) {
    if (!isSiteSettingName(name) || value === null) continue;
    if (SITE_SETTING_FLAGS.includes(name)) {
      if (value === 'true' || value === 'false') {
        (values as unknown as Record<string, boolean>)[name] = value === 'true';
      }
    } else if (name === 'order_received_after') {
      const days = ORDER_RECEIVED_DELAYS.find((d) => String(d) === value);
      if (days) values.order_received_after = days;
    } else {
      (values as unknown as Record<string, string>)[name] = value;
    }
  }
  return values;
}

/** One row per setting, values as text, in SITE_SETTING_NAMES order. */
export function siteSettingsToRows(
  values: SiteSettingsValues,
): { name: SiteSettingName; value: string }[] {
  return SITE_SETTING_NAMES.map((name) => ({ name, value: String(values[name]) }));
}

/** How long a paid order waits before production: the Fulfill role removes the 24-hour hold. */
export function orderHoldHours(fulfillRole: boolean): number {
  return fulfillRole ? 0 : DEFAULT_ORDER_HOLD_HOURS;
}

/** When a paid order may go to production, given the site's Fulfill role. */
export function orderReleaseTime(paidAt: Date, fulfillRole: boolean): Date {
  return new Date(paidAt.getTime() + orderHoldHours(fulfillRole) * 60 * 60 * 1000);
}

/** Platforms whose sites are shops; the others (api, import) are sites without a shop. */
const SHOP_PLATFORMS = ['shopify', 'woocommerce', 'shopbase'];

/** A site with a shop is online; an api or import site is offline (a site's own type wins when set). */
export function isOnlineSite(site: { type?: string | null; platform: string }): boolean {
  if (site.type === 'online') return true;
  if (site.type === 'offline') return false;
  return SHOP_PLATFORMS.includes(site.platform);
}

/**
 * The Generate Api key tab is hidden when the site type is online. The key lets an
 * outside system send orders to an offline site through the order API.
 */
export function hasSiteApiKey(site: { type?: string | null; platform: string }): boolean {
  return !isOnlineSite(site);
}
