import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Enumerations are text columns with CHECK constraints rather than pg enums: adding a value later is
// a one-line migration, and the allowed values stay next to the domain's lists.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    birthday: text('birthday'),
    status: boolean('status').notNull().default(true),
    activated: boolean('activated').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    domain: text('domain').notNull(),
    platform: text('platform').notNull(),
    emailSupport: text('email_support'),
    status: boolean('status').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    type: text('type'),
    domainName: text('domain_name'),
    rebrandlyDomain: text('rebrandly_domain'),
    apiKey: text('api_key'),
    isAutoFetchOrder: boolean('is_auto_fetch_order').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_user_idx').on(t.userId, t.status),
    check(
      'sites_platform_check',
      sql`${t.platform} in ('shopify', 'woocommerce', 'shopbase', 'api', 'import')`,
    ),
  ],
);

export const siteWebhooks = pgTable(
  'site_webhooks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    address: text('address').notNull(),
    deliveryUrl: text('delivery_url'),
  },
  (t) => [index('site_webhooks_site_idx').on(t.siteId)],
);

export const balances = pgTable(
  'balances',
  {
    id: serial('id').primaryKey(),
    // The owner of the site, copied at creation so a seller's page filters on one indexed column.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    action: text('action').notNull(),
    status: text('status').notNull(),
    // What the balance is credited (deposits) or charged (orders), after any fee.
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    method: text('method'),
    transactionId: text('transaction_id'),
    actionNotes: text('action_notes'),
    orderId: integer('order_id'),
    createrId: integer('creater_id').references(() => users.id),
    updaterId: integer('updater_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The page is ordered newest first and filtered by owner, site or action, then by date range.
    index('balances_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('balances_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('balances_site_created_idx').on(t.siteId, t.createdAt.desc(), t.id.desc()),
    index('balances_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    check('balances_action_check', sql`${t.action} in ('Deposit', 'Fulfilled')`),
    check('balances_status_check', sql`${t.status} in ('Pending', 'Approved', 'Denied')`),
    check(
      'balances_method_check',
      sql`${t.method} is null or ${t.method} in ('manual', 'manual_second', 'card_express')`,
    ),
    check('balances_amount_check', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id.desc())],
);

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // sha256 of the mailed token: a leaked table does not hand out working links.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tokens_hash_unique').on(t.tokenHash),
    index('tokens_user_idx').on(t.userId, t.kind),
    check('tokens_kind_check', sql`${t.kind} in ('activation', 'reset')`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt)],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
