import { hasRole, type HasRoles } from './roles';

/**
 * App settings (/admin/settings), order export files and logs: the names
 * settings are stored under, the placeholders mail templates may use, page sizes and who sees
 * what. The forms' Yup schemas are in validation/settingsSchemas.
 */

// ---- Setting names ----

/** The five tabs of /admin/settings, in order; `key` is the ?key= of the address. */
export const APP_SETTINGS_TABS = [
  { key: 'account', label: 'Account Settings' },
  { key: 'mail-templates', label: 'Mail Templates' },
  { key: 'notification', label: 'Notification' },
  { key: 'payment', label: 'Payment' },
  { key: 'message', label: 'Message' },
] as const;
export type AppSettingsTab = (typeof APP_SETTINGS_TABS)[number]['key'];

/** One placeholder a template may contain, written {{name}} in a subject or message. */
export interface TemplatePlaceholder {
  name: string;
  description: string;
}

const P = {
  firstName: { name: 'first_name', description: "the recipient's first name" },
  lastName: { name: 'last_name', description: "the recipient's last name" },
  email: { name: 'email', description: "the recipient's email address" },
  link: { name: 'link', description: 'the link the mail is about (activation or reset)' },
  seller: { name: 'seller', description: 'the full name of the seller who deposited' },
  sellerEmail: { name: 'seller_email', description: "the seller's email address" },
  amount: { name: 'amount', description: 'the amount credited, e.g. $1,000.00' },
  fee: { name: 'fee', description: 'the fee taken from the deposit, e.g. $29.00' },
  site: { name: 'site', description: 'the title of the site the deposit is for' },
  transactionId: { name: 'transaction_id', description: 'the transaction ID the seller gave' },
  notes: { name: 'notes', description: "the seller's deposit notes" },
  status: { name: 'status', description: 'the new status: Pending, Approved or Denied' },
  orderId: { name: 'order_id', description: 'the order number' },
  customer: { name: 'customer', description: "the order's customer name" },
  trackingNumber: { name: 'tracking_number', description: 'the tracking number' },
  carrier: { name: 'carrier', description: 'the carrier that ships the parcel' },
  trackingUrl: { name: 'tracking_url', description: 'the address to follow the parcel' },
  appUrl: { name: 'app_url', description: 'the address of POD Office' },
} satisfies Record<string, TemplatePlaceholder>;

export const MAIL_TEMPLATE_KEYS = [
  'welcome',
  'password_recovery',
  'deposit_new',
  'deposit_approve',
  'deposit_reject',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

export interface MailTemplateInfo {
  /** The tab the template is edited in. */
  tab: AppSettingsTab;
  label: string;
  /** When the mail is sent and to whom. */
  description: string;
  placeholders: readonly TemplatePlaceholder[];
  /** The placeholders the message cannot do without: the mail is pointless with them missing. */
  required: readonly TemplatePlaceholder[];
}

const person = [P.firstName, P.lastName, P.email];
const deposit = [P.seller, P.sellerEmail, P.amount, P.fee, P.site, P.transactionId, P.notes];

/** Which mail each template is, where it is edited and what it may say. */
export const MAIL_TEMPLATES: Record<MailTemplateKey, MailTemplateInfo> = {
  welcome: {
    tab: 'account',
    label: 'Welcome mail',
    description: 'Sent to a new seller after sign-up, with the link that activates the account.',
    placeholders: [...person, P.link, P.appUrl],
    required: [P.link],
  },
  password_recovery: {
    tab: 'account',
    label: 'Password recovery mail',
    description: 'Sent when someone asks to reset a password, with the link to choose a new one.',
    placeholders: [...person, P.link, P.appUrl],
    required: [P.link],
  },
  deposit_new: {
    tab: 'mail-templates',
    label: 'New deposit mail',
    description:
      'Sent to every active Administrator and Accounting user when a seller makes a deposit that waits for approval.',
    placeholders: [...person, ...deposit, P.status, P.appUrl],
    required: [],
  },
  deposit_approve: {
    tab: 'mail-templates',
    label: 'Approve deposit mail',
    description: 'Sent to the seller when a deposit is approved.',
    placeholders: [...person, ...deposit, P.status, P.appUrl],
    required: [],
  },
  deposit_reject: {
    tab: 'mail-templates',
    label: 'Reject deposit mail',
    description: 'Sent to the seller when a deposit is denied.',
    placeholders: [...person, ...deposit, P.status, P.appUrl],
    required: [],
  },
};

export const mailSubjectSetting = (key: MailTemplateKey) => `mail_${key}_subject`;
export const mailMessageSetting = (key: MailTemplateKey) => `mail_${key}_message`;

/** The template whose message is stored under this setting name, if it is one. */
export function templateOfMessageSetting(name: string): MailTemplateKey | undefined {
  return MAIL_TEMPLATE_KEYS.find((key) => mailMessageSetting(key) === name);
}

/** How a placeholder is written in a template: {{name}}, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The first placeholder a template's message needs but does not contain. */
export function missingPlaceholder(
  key: MailTemplateKey,
  message: string | null | undefined,
): TemplatePlaceholder | undefined {
  const written = new Set(Array.from(message?.matchAll(PLACEHOLDER_PATTERN) ?? [], (m) => m[1]));
  return MAIL_TEMPLATES[key].required.find((p) => !written.has(p.name));
}

/** The seven order and tracking messages of the Notification tab. */
export const NOTIFICATION_KEYS = [
  'order_received',
  'order_producing',
  'order_shipped',
  'order_cancelled',
  'tracking_added',
  'tracking_updated',
  'tracking_delivered',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

const order = [P.firstName, P.lastName, P.orderId, P.customer, P.site];
const tracking = [...order, P.trackingNumber, P.carrier, P.trackingUrl];

export const NOTIFICATIONS: Record<
  NotificationKey,
  { label: string; description: string; placeholders: readonly TemplatePlaceholder[] }
> = {
  order_received: {
    label: 'Order received',
    description: 'An order reached the platform.',
    placeholders: order,
  },
  order_producing: {
    label: 'Order start producing',
    description: 'The supplier started producing the order.',
    placeholders: order,
  },
  order_shipped: {
    label: 'Order shipped',
    description: 'The order left the supplier.',
    placeholders: tracking,
  },
  order_cancelled: {
    label: 'Order cancelled',
    description: 'The order was cancelled.',
    placeholders: order,
  },
  tracking_added: {
    label: 'Tracking number added',
    description: 'A tracking number was added to the order.',
    placeholders: tracking,
  },
  tracking_updated: {
    label: 'Tracking updated',
    description: 'The carrier reported news about the parcel.',
    placeholders: tracking,
  },
  tracking_delivered: {
    label: 'Parcel delivered',
    description: 'The carrier reported the parcel delivered.',
    placeholders: tracking,
  },
};

export const notificationSetting = (key: NotificationKey) => `notification_${key}`;

export const PAYMENT_MODES = ['sandbox', 'production'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_SETTING = 'payment_mode';
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'sandbox';

/** The message shown to sellers (the seller_message setting). */
export const SELLER_MESSAGE_SETTING = 'seller_message';

/** The tracking delay is counted in hours (the default) or days. */
export const TRACKING_DELAY_UNITS = ['hour', 'day'] as const;
export type TrackingDelayUnit = (typeof TRACKING_DELAY_UNITS)[number];

/**
 * The tracking service settings, written only by settingTrackingMore. tracking_more_delay_time
 * holds '<number> <hour|day>' (spec 2 §3; formatTrackingDelay, parseTrackingDelay).
 */
export const TRACKING_SETTINGS = {
  apiKey: 'tracking_more_api_key',
  delayTime: 'tracking_more_delay_time',
} as const;

/**
 * Where the delay's unit was kept before tracking_more_delay_time held it ('6' beside 'hour'):
 * read with an old row of that shape, never written.
 */
export const LEGACY_TRACKING_DELAY_UNIT_SETTING = 'tracking_more_delay_unit';

/** The settings saveAppSettings accepts. */
export const SAVABLE_APP_SETTING_NAMES: readonly string[] = [
  ...MAIL_TEMPLATE_KEYS.flatMap((key) => [mailSubjectSetting(key), mailMessageSetting(key)]),
  ...NOTIFICATION_KEYS.map(notificationSetting),
  PAYMENT_MODE_SETTING,
  SELLER_MESSAGE_SETTING,
];

/** Every setting getAppSettings answers for. */
export const APP_SETTING_NAMES: readonly string[] = [
  ...SAVABLE_APP_SETTING_NAMES,
  ...Object.values(TRACKING_SETTINGS),
];

/** The setting names a tab reads and saves. */
export function settingNamesOfTab(tab: AppSettingsTab): string[] {
  switch (tab) {
    case 'account':
    case 'mail-templates':
      return MAIL_TEMPLATE_KEYS.filter((key) => MAIL_TEMPLATES[key].tab === tab).flatMap((key) => [
        mailSubjectSetting(key),
        mailMessageSetting(key),
      ]);
    case 'notification':
      return [...NOTIFICATION_KEYS.map(notificationSetting), ...Object.values(TRACKING_SETTINGS)];
    case 'payment':
      return [PAYMENT_MODE_SETTING];
    case 'message':
      return [SELLER_MESSAGE_SETTING];
  }
}

// ---- Limits and messages of this server's own checks (the spec gives no text for them) ----

export const SETTINGS_LIMITS = {
  subjectMax: 200,
  messageMax: 20_000,
  trackingApiKeyMax: 200,
  trackingTimeMax: 10_000,
  exportEmailsMax: 5,
} as const;

export const SETTINGS_MESSAGES = {
  unknownSetting: (name: string) => `Unknown setting: ${name}`,
  trackingOnlyThroughTracking: 'Tracking settings are saved with settingTrackingMore',
  noSettings: 'There are no settings to save',
  duplicateSetting: (name: string) => `The setting ${name} is given twice`,
  subjectMax: `Subject must maximum ${SETTINGS_LIMITS.subjectMax} characters.`,
  messageMax: `Message must maximum ${SETTINGS_LIMITS.messageMax} characters.`,
  placeholderRequired: (name: string) => `Please include {{${name}}} in the message`,
  paymentMode: 'Payment mode must be sandbox or production',
  trackingTimeWhole: 'limitTime must be a whole number',
  trackingTimeMax: `limitTime must be at most ${SETTINGS_LIMITS.trackingTimeMax}`,
  trackingUnit: 'Please choose hour or day',
  trackingApiKeyMax: `apiKey must maximum ${SETTINGS_LIMITS.trackingApiKeyMax} characters.`,
  exportEmailInvalid: (value: string) => `${value} is not a valid email address`,
  exportEmailDuplicate: (value: string) => `${value} is entered twice`,
  exportEmailsMax: `You can enter at most ${SETTINGS_LIMITS.exportEmailsMax} email addresses`,
} as const;

// ---- Order export files and logs ----

/** Export files 20 a page; activity and system logs 25. */
export const EXPORT_FILES_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 25;

/** /export-orders: Administrators see every export file, Suppliers only their own. */
export function canSeeOrderExports(user: HasRoles | null | undefined): boolean {
  return hasRole(user, 'Administrator', 'Supplier');
}

/** True when the caller sees only the export files made for them. */
export function isLimitedToOwnExports(user: HasRoles | null | undefined): boolean {
  return !hasRole(user, 'Administrator');
}

/** Activity log types the platform writes; recordActivity callers add their own. */
export const ACTIVITY_TYPES = {
  appSettings: 'app_settings',
  trackingSettings: 'tracking_settings',
  balanceStatus: 'balance_status',
} as const;

/** System log types the platform writes. */
export const SYSTEM_LOG_TYPES = {
  mail: 'mail',
  // Spec 2 §9: what shop ingestion writes about each order it receives.
  orderCreated: 'created',
  orderUpdated: 'updated',
  duplicateOrder: 'duplicate order',
  orderConvertError: 'Order convert error',
  // Not in the spec: a webhook refused before it was read (bad signature, unknown site).
  webhookRefused: 'webhook refused',
  // Spec 2 §9 names product.updated; its siblings follow its form.
  productCreated: 'product.created',
  productUpdated: 'product.updated',
  productDeleted: 'product.deleted',
  // Not in the spec: a push the shop or the registration refused (the shop product removed again).
  productPushFailed: 'product push failed',
  // Not in the spec: a shop product mapped by the wizard, or a mapping the shop refused.
  productMapped: 'product.mapped',
  productMappingFailed: 'product mapping failed',
} as const;
