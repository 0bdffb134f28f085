import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
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
    isSubscription: boolean('is_subscription').notNull().default(false),
    // A supplier's order export template (spec 1 §6: suppliers have an export template field).
    templateId: integer('template_id').references((): AnyPgColumn => exportTemplates.id, {
      onDelete: 'set null',
    }),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    levelId: integer('level_id').references((): AnyPgColumn => userLevels.id, {
      onDelete: 'set null',
    }),
    // Percent off the seller's fulfilment price, set by staff.
    discount: doublePrecision('discount'),
    // Carried in every session token; raising it signs the user out everywhere (a new password,
    // signing out, a block).
    tokenVersion: integer('token_version').notNull().default(0),
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
    // The shop's access token from the platform's authorisation (never sent to the browser).
    accessToken: text('access_token'),
    accessScope: text('access_scope'),
    // WooCommerce signs each webhook delivery with the secret given when it was registered (one per
    // site, made at registration); Shopify and ShopBase sign with the app's client secret.
    webhookSecret: text('webhook_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_user_idx').on(t.userId, t.status),
    // The order API finds its site by the key it is sent (src/apiOrders): one site per key.
    uniqueIndex('sites_api_key_idx')
      .on(t.apiKey)
      .where(sql`${t.apiKey} is not null`),
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
    // One transfer is credited once: a transaction id is taken by one deposit that is not
    // denied (a denied one frees it for a corrected request). Case and spaces around it do not
    // make another id.
    uniqueIndex('balances_deposit_transaction_unique')
      .on(sql`lower(btrim(${t.transactionId}))`)
      .where(
        sql`${t.action} = 'Deposit' and ${t.status} <> 'Denied' and ${t.transactionId} is not null`,
      ),
  ],
);

/**
 * A card express deposit started with the card provider (spec 1 §4, §9): which seller and site it
 * is for, the amount asked, and the payment mode it was created in (an order can only be captured
 * where it was created). The provider's order id is unique, and so is the balance entry a capture
 * credits, so one payment is credited once whatever the browser sends.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    mode: text('mode').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    amountCents: integer('amount_cents').notNull(),
    actionNotes: text('action_notes'),
    // created: waiting for the payer; captured: credited as balanceId; failed: taken money did
    // not match the order (an Administrator looks at it), see failure.
    status: text('status').notNull().default('created'),
    captureId: text('capture_id'),
    failure: text('failure'),
    balanceId: integer('balance_id').references(() => balances.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_checkouts_order_unique').on(t.provider, t.providerOrderId),
    uniqueIndex('card_checkouts_balance_unique').on(t.balanceId),
    // The per-seller hourly cap on new checkouts counts these.
    index('card_checkouts_user_created_idx').on(t.userId, t.createdAt),
    check('card_checkouts_mode_check', sql`${t.mode} in ('sandbox', 'production')`),
    check('card_checkouts_status_check', sql`${t.status} in ('created', 'captured', 'failed')`),
    check('card_checkouts_amount_check', sql`${t.amountCents} > 0`),
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

/**
 * Fixed-window counters shared by every API process: sign-in attempts per account and client,
 * auth calls and mails per client, mails per address (src/auth/throttle.ts). One row per key; the
 * row is taken with one upsert, so parallel requests cannot all read a count below the limit.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttles_window_idx').on(t.windowStartedAt)],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- Spec 1, issue 3: accounts, sites and platform administration ----

/** Uploaded files (spec 1 §3 File); the bytes live in the file store, this row describes them. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    source: text('source').notNull().default('aws'),
    fileName: text('file_name').notNull(),
    fileMime: text('file_mime').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sku: text('sku'),
    uuid: text('uuid'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_key_unique').on(t.key)],
);

/** A supplier's partner fulfillment: all four of name, domain, api_key, api_signature, or none. */
export const partnerFulfillments = pgTable('partner_fulfillments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  apiKey: text('api_key').notNull(),
  apiSignature: text('api_signature').notNull(),
  printAreas: jsonb('print_areas'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Order export templates a supplier can be given (templates(limit 100)). */
export const exportTemplates = pgTable('export_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  columns: jsonb('columns').notNull().default([]),
  createdAt: createdAt(),
});

/** A pending platform authorisation: the state sent to the shop and checked at auth_callback. */
export const siteAuthorisations = pgTable(
  'site_authorisations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    // sha256 of the state nonce, like the mailed tokens.
    stateHash: text('state_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_authorisations_state_unique').on(t.stateHash)],
);

/** Site setting rows (spec 1 §3): site_id, name, value. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_settings_site_name_unique').on(t.siteId, t.name)],
);

/** Seller levels: a discount from an order total on (spec 1 §3 User level). */
export const userLevels = pgTable(
  'user_levels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    orderTotal: integer('order_total').notNull(),
    discount: doublePrecision('discount').notNull(),
    status: boolean('status').notNull().default(true),
    createrId: integer('creater_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_levels_order_total_check', sql`${t.orderTotal} between 0 and 100000`),
    check('user_levels_discount_check', sql`${t.discount} between 0 and 100`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // Stored as written; sanitised (DOMPurify) wherever it is rendered.
    content: text('content').notNull(),
    status: boolean('status').notNull().default(true),
    notification: boolean('notification').notNull().default(false),
    sendMail: boolean('send_mail').notNull().default(false),
    createrId: integer('creater_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_status_created_idx').on(t.status, t.createdAt.desc())],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Carriers (spec 2 §3). Deleting one only sets status false (spec 2 §4): orders, trackings and
// product types keep pointing at it. Tracking imports name a carrier by code, so two active
// carriers may not share a code (case-insensitive); a retired one may keep its old code.
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    // A tracking page address with {tracking_number} where the code goes.
    url: text('url').notNull(),
    description: text('description'),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carriers_active_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.status}`),
  ],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    optionName: text('option_name').notNull(),
    sku: text('sku').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attribute_terms_attribute_idx').on(t.attributeId)],
);

/** Guideline (type 1) and policy (type 2) entries. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    type: integer('type').notNull().default(1),
    sorting: integer('sorting').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('policies_type_check', sql`${t.type} in (1, 2)`)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // A percent with up to two decimals (12.5%), as seller levels' discounts; the domain rounds nothing.
    discount: doublePrecision('discount').notNull(),
    type: text('type').notNull(),
    effectiveTime: integer('effective_time'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('discounts_type_check', sql`${t.type} in ('timeline', 'time_amount')`),
    check('discounts_discount_check', sql`${t.discount} between 1 and 100`),
  ],
);

/** Platform settings by name: mail templates, notification messages, payment mode, tracking. */
export const appSettings = pgTable('app_settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: text('value'),
  updatedAt: updatedAt(),
});

/** Order export files: written by the order export job, and seeded for the demo. */
export const orderExports = pgTable(
  'order_exports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    orderIds: jsonb('order_ids').notNull().default([]),
    // What the file lists: orders (exportOrders, supplierExportOrder) or trackings (exportTracking).
    kind: text('kind').notNull().default('orders'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The job that wrote the file (src/graphql/exports/orderExportJob.ts): a retried job finds
    // its file instead of writing a second one, and does not mail a receiver twice.
    jobId: text('job_id'),
    mailedTo: jsonb('mailed_to').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_exports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('order_exports_job_idx').on(t.jobId),
  ],
);

/** Who changed what (old and new data), for /egg/order-logs. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    oldData: jsonb('old_data'),
    newData: jsonb('new_data'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Erasing a customer's or an order's customer info rewrites the entries that logged it, found
    // by the id inside new_data (orders/edits.ts): without these, a scan of every entry.
    index('activity_logs_type_data_id_idx').on(t.type, sql`(${t.newData} ->> 'id')`),
    index('activity_logs_type_data_order_id_idx').on(t.type, sql`(${t.newData} ->> 'order_id')`),
  ],
);

/** What the platform itself reports, for /egg/logs. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('system_logs_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

// ---- Spec 2, issue 11: product types and their variants ----

// Money in integer cents, like every amount of the platform; it travels as dollars.
const cents = (name: string) => integer(name).notNull().default(0);

/**
 * Product types (spec 2 §3). Lists filter on state, personalized, is_special, categories and
 * suppliers, so those are columns (and join tables) with indexes; attributes, images, files
 * supported and tags are read whole with the type and never queried inside, so they are jsonb.
 */
export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // Cleaned (upper case, no spaces) before it is stored, so the unique index is the rule.
    sku: text('sku').notNull(),
    description: text('description'),
    descriptionSpecial: text('description_special'),
    mockup: text('mockup'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    state: text('state').notNull().default('active'),
    personalized: boolean('personalized').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    productionTime: text('production_time'),
    shippingTime: text('shipping_time'),
    tag: text('tag'),
    linkTemplate: text('link_template'),
    fileTypeSupported: jsonb('file_type_supported').$type<string[]>().notNull().default([]),
    dpl: integer('dpl').notNull().default(0),
    origin: text('origin'),
    attributes: jsonb('attributes')
      .$type<{ name: string; slug: string; options: { name: string; sku?: string | null }[] }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_types_sku_unique').on(t.sku),
    index('product_types_list_idx').on(t.state, t.personalized, t.id.desc()),
    check('product_types_state_check', sql`${t.state} in ('active', 'paused')`),
    check(
      'product_types_tag_check',
      sql`${t.tag} is null or ${t.tag} in ('Best seller', 'New', 'Premium')`,
    ),
  ],
);

/** Print areas of a product type (spec 2 §3 Print file or area); variants list their ids. */
export const productTypePrintAreas = pgTable(
  'product_type_print_areas',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mockup: text('mockup'),
    width: integer('width'),
    height: integer('height'),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    anyPrint: jsonb('any_print').$type<{ anyprint_id: string; anyprint_name: string } | null>(),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [
    index('product_type_print_areas_type_idx').on(t.productTypeId, t.sorting),
    // §4: one default print area per type, whatever two editors save at once.
    uniqueIndex('product_type_print_areas_one_default')
      .on(t.productTypeId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Suppliers of a product type, in the form's order; the list filters on supplier. */
export const productTypeSuppliers = pgTable(
  'product_type_suppliers',
  {
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productTypeId, t.userId] }),
    index('product_type_suppliers_user_idx').on(t.userId, t.productTypeId),
  ],
);

/** Shipping carriers of a product type with their price (0 is Free) and one default. */
export const productTypeCarriers = pgTable(
  'product_type_carriers',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    priceCents: cents('price_cents'),
    isDefault: boolean('is_default').notNull().default(false),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_type_carriers_unique').on(t.productTypeId, t.carrierId),
    // §4: one default carrier per type; orders fall back to it.
    uniqueIndex('product_type_carriers_one_default')
      .on(t.productTypeId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Categories of a product type; the list filters on them. */
export const productTypeCategories = pgTable(
  'product_type_categories',
  {
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productTypeId, t.categoryId] }),
    index('product_type_categories_category_idx').on(t.categoryId, t.productTypeId),
  ],
);

/**
 * Variants of a product type (spec 2 §3 Product type variant). `signature` is the domain's
 * variantSignature over the type's attributes: one variant per combination of options. Supplier
 * and carrier costs, print area ids and the partner print-area mapping are read and written whole
 * with the variant, so they are jsonb; partner variants have their own rows (deletePartnerVariants
 * removes them by id).
 */
export const productTypeVariants = pgTable(
  'product_type_variants',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    signature: text('signature').notNull(),
    attributes: jsonb('attributes')
      .$type<{ name: string; slug: string; option: string }[]>()
      .notNull()
      .default([]),
    supplierCosts: jsonb('supplier_costs')
      .$type<{ user_id: string; cost_cents: number; selected: boolean }[]>()
      .notNull()
      .default([]),
    carrierCosts: jsonb('carrier_costs')
      .$type<{ carrier_id: string; cost_cents: number; default: boolean }[]>()
      .notNull()
      .default([]),
    retailCostCents: cents('retail_cost_cents'),
    saleCostCents: cents('sale_cost_cents'),
    baseCostCents: cents('base_cost_cents'),
    originalCostCents: cents('original_cost_cents'),
    otherBaseCostCents: cents('other_base_cost_cents'),
    feeShipCents: cents('fee_ship_cents'),
    isActive: boolean('is_active').notNull().default(true),
    sorting: integer('sorting').notNull().default(0),
    printAreaIds: jsonb('print_area_ids').$type<string[]>().notNull().default([]),
    partnerDefaultId: text('partner_default_id'),
    mappingPartnerPrintAreas: jsonb('mapping_partner_print_areas')
      .$type<
        {
          partner_id: string;
          partner_key: string;
          product_type_print_area_id: string;
          product_type_print_area_title?: string | null;
        }[]
      >()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_type_variants_signature_unique').on(t.productTypeId, t.signature),
    uniqueIndex('product_type_variants_sku_unique').on(t.productTypeId, t.sku),
    index('product_type_variants_sorting_idx').on(t.productTypeId, t.sorting, t.id),
    // §4: exactly one default carrier and one selected supplier per variant (none only when the
    // list is empty). The lists are jsonb read whole with the variant, so a check, not an index:
    // a second default would ship or pay twice over.
    check(
      'product_type_variants_one_default_carrier',
      sql`jsonb_array_length(jsonb_path_query_array(${t.carrierCosts}, '$[*] ? (@.default == true)')) = least(jsonb_array_length(${t.carrierCosts}), 1)`,
    ),
    check(
      'product_type_variants_one_selected_supplier',
      sql`jsonb_array_length(jsonb_path_query_array(${t.supplierCosts}, '$[*] ? (@.selected == true)')) = least(jsonb_array_length(${t.supplierCosts}), 1)`,
    ),
  ],
);

/** A variant's counterpart at a partner fulfillment (spec 2 §3 Partner mapping). */
export const productTypePartnerVariants = pgTable(
  'product_type_partner_variants',
  {
    id: serial('id').primaryKey(),
    productTypeVariantId: integer('product_type_variant_id')
      .notNull()
      .references(() => productTypeVariants.id, { onDelete: 'cascade' }),
    partnerVariantId: text('partner_variant_id').notNull(),
    partnerFulfillmentId: text('partner_fulfillment_id').notNull(),
    sku: text('sku'),
  },
  (t) => [
    uniqueIndex('product_type_partner_variants_unique').on(
      t.productTypeVariantId,
      t.partnerFulfillmentId,
      t.partnerVariantId,
    ),
  ],
);

// ---- Spec 2, issue 12: orders ----

/**
 * The statuses of spec 2 §4, in the tabs' order, for the CHECK constraint that stores them. The
 * domain's ORDER_STATUSES is the rule (drizzle-kit reads this file without the workspace packages);
 * a server test holds the two lists equal.
 */
export const ORDER_STATUS_VALUES = [
  'pending',
  'pending_design',
  'processing',
  'ready',
  'in_production',
  'fulfilled',
  'refunded',
  'cancelled',
  'error',
] as const;

const statusList = ORDER_STATUS_VALUES.map((s) => `'${s}'`).join(', ');

/**
 * A seller's shop customer (spec 2 §3 Customer). One per email per site, not per email globally:
 * the same shopper buying from two sellers' shops is two sellers' customer, and one seller's
 * customer info edit must not change what the other seller sees. Customers without an email (a
 * CSV row may have none) are not merged.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Stored lower-cased and trimmed, so the unique index is case-insensitive.
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<CustomerAddress | null>(),
    // The detail's Edit form (spec 2 §2 Customers): the customer's company and the staff's own
    // labels. Arrays, not link tables: they are read and written whole with the customer, never
    // joined or counted across customers.
    company: text('company'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lists: text('lists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_site_email_unique')
      .on(t.siteId, t.email)
      .where(sql`${t.email} is not null`),
    index('customers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customers_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_name_trgm').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

/** A customer's address (§3 Customer.address): read and written whole, never searched. */
export interface CustomerAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  state_code?: string | null;
  country?: string | null;
  country_code?: string | null;
  zip?: string | null;
}

/** The list's order, then what its tabs count by: the tail of every slice index of orders. */
const countedNewestFirst = (
  t: Record<'createdAt' | 'id' | 'status' | 'apiOrder', ExtraConfigColumn>,
) => [t.createdAt.desc(), t.id.desc(), t.status, t.apiOrder] as const;

/**
 * An order: one line item of a shop order (spec 2 §3 Order). Money in integer cents. The product
 * type variant is kept without a cascade (variantReferences then stops a variant that was sold from
 * being deleted), and so are the site, supplier, carrier and customer: an order is a record of
 * what was made and sold.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    // The shop's order id and line item: with the site, what makes an import the same order.
    originId: text('origin_id').notNull(),
    originItem: text('origin_item').notNull(),
    originNumber: text('origin_number'),
    originSku: text('origin_sku'),
    productSku: text('product_sku'),
    priceCents: integer('price_cents').notNull().default(0),
    baseCostCents: integer('base_cost_cents').notNull().default(0),
    supplierCostCents: integer('supplier_cost_cents').notNull().default(0),
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('pending'),
    // The working status a paused order returns to on resume (§4 Resume).
    pausedFrom: text('paused_from'),
    personalized: boolean('personalized').notNull().default(false),
    customOrder: boolean('custom_order').notNull().default(false),
    designStatus: boolean('design_status').notNull().default(false),
    productName: text('product_name'),
    variantImage: text('variant_image'),
    amazonOrderId: text('amazon_order_id'),
    // The shop's shipping method (§3 shipping.method_title), searched by the list.
    methodTitle: text('method_title'),
    labelImageId: integer('label_image_id').references(() => files.id, { onDelete: 'set null' }),
    newPartnerOrderId: text('new_partner_order_id'),
    // The idempotency key of the DTF push sending the order to the partner now, and since when.
    // Every push of the order uses this key until the partner answers (made or refused): the
    // partner answers a repeated key with the order it made, so the order reaches it once.
    partnerPushKey: text('partner_push_key'),
    partnerPushAt: timestamp('partner_push_at', { withTimezone: true }),
    partnerError: text('partner_error')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Orders of api sites, shown on /orders/ApiOrders; copied from the site (its platform never
    // changes) so the filter is a column of the indexes rather than a join.
    apiOrder: boolean('api_order').notNull().default(false),
    supplierId: integer('supplier_id').references(() => users.id),
    carrierId: integer('carrier_id').references(() => carriers.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productTypeVariantId: integer('product_type_variant_id')
      .notNull()
      .references(() => productTypeVariants.id),
    customerId: integer('customer_id').references(() => customers.id),
    // A personalized order split in parts (§4 Split order): the parts keep the shop's ids, so only
    // the order as imported is held to one per shop line item.
    splitFromId: integer('split_from_id').references((): AnyPgColumn => orders.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_origin_unique')
      .on(t.siteId, t.originId, t.originItem)
      .where(sql`${t.splitFromId} is null`),
    // The list is newest first; every filter of §3 has an index led by its column, ending in the
    // list's order, so a page of 20 reads 20 index entries and the tab counts read the range. They
    // end in status and api_order, which every list sends (issue 29): the tabs' counts of a slice
    // are an index-only scan, never a visit to the table (a trailing key column serves as INCLUDE
    // would, and drizzle's index builder has no INCLUDE).
    index('orders_created_idx').on(...countedNewestFirst(t)),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_site_created_idx').on(t.siteId, ...countedNewestFirst(t)),
    index('orders_supplier_created_idx').on(t.supplierId, ...countedNewestFirst(t)),
    index('orders_type_created_idx').on(t.productTypeId, ...countedNewestFirst(t)),
    index('orders_api_created_idx').on(t.apiOrder, t.createdAt.desc(), t.id.desc(), t.status),
    index('orders_variant_idx').on(t.productTypeVariantId),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_carrier_idx').on(t.carrierId),
    index('orders_split_from_idx').on(t.splitFromId),
    // §2 search fields: substrings (trigram indexes), as the search box matches parts of ids.
    index('orders_origin_id_trgm').using('gin', sql`${t.originId} gin_trgm_ops`),
    index('orders_origin_number_trgm').using('gin', sql`${t.originNumber} gin_trgm_ops`),
    index('orders_amazon_order_id_trgm').using('gin', sql`${t.amazonOrderId} gin_trgm_ops`),
    index('orders_product_sku_trgm').using('gin', sql`${t.productSku} gin_trgm_ops`),
    index('orders_origin_sku_trgm').using('gin', sql`${t.originSku} gin_trgm_ops`),
    index('orders_method_title_trgm').using('gin', sql`${t.methodTitle} gin_trgm_ops`),
    check('orders_status_check', sql.raw(`"orders"."status" in (${statusList})`)),
    check(
      'orders_paused_from_check',
      sql.raw(`"orders"."paused_from" is null or "orders"."paused_from" in (${statusList})`),
    ),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'orders_money_check',
      sql`${t.priceCents} >= 0 and ${t.baseCostCents} >= 0 and ${t.supplierCostCents} >= 0 and ${t.shippingCostCents} >= 0`,
    ),
  ],
);

/**
 * An order's billing and shipping addresses (§3): one of each kind per order, with the recipient's
 * names and phone. The shipping method's title (§3 shipping.method_title) is the order's own
 * column: the list filters and searches on it with the order's other columns.
 */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    stateCode: text('state_code'),
    zip: text('zip'),
    country: text('country'),
    countryCode: text('country_code'),
  },
  (t) => [
    uniqueIndex('order_addresses_order_kind_unique').on(t.orderId, t.kind),
    check('order_addresses_kind_check', sql`${t.kind} in ('billing', 'shipping')`),
  ],
);

/** The designs of an order, one per print area of its product type (§3 print_files). */
export const orderPrintFiles = pgTable(
  'order_print_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The print area may be edited away later; the order keeps its title and size.
    productTypePrintFileId: integer('product_type_print_file_id').references(
      () => productTypePrintAreas.id,
      { onDelete: 'set null' },
    ),
    title: text('title').notNull(),
    mockup: text('mockup'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    note: text('note'),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [index('order_print_files_order_idx').on(t.orderId, t.sorting)],
);

/**
 * An order's tracking (spec 2 §3 Tracking). One per order: a second would be submitted to the
 * tracking service and the shop twice. The site is the order's (an order never changes site),
 * kept here so the trackings page counts its tabs from this table's own index.
 *
 * Two pieces of outside work hang on a row, both done by the tracking sync job
 * (src/trackings/sync.ts) and both visible on the page: the tracking service (submitted,
 * next_check_at, service_error) and the shop's fulfilment (push_after, push_error, fulfilment_id).
 */
export const trackings = pgTable(
  'trackings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    trackingCode: text('tracking_code').notNull(),
    // The carrier chosen in the modal, or named by code in an import (EXPRESS).
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    carrierCode: text('carrier_code'),
    // What the supplier paid (TOTAL COST, SHIPPING COST); null when sent as -1 (§5: not given).
    baseCostCents: integer('base_cost_cents'),
    shippingCostCents: integer('shipping_cost_cents'),
    // Where the parcel is: one of the domain's TRACKING_STATUSES.
    status: text('status').notNull().default('unknown'),
    // Registered with the tracking service; when to ask it next (null: nothing more to ask).
    submitted: boolean('submitted').notNull().default(false),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    serviceError: text('service_error'),
    // The shop's fulfilment: its id once pushed; when to push (again); why the last push failed.
    fulfilmentId: text('fulfilment_id'),
    pushAfter: timestamp('push_after', { withTimezone: true }),
    pushAttempts: integer('push_attempts').notNull().default(0),
    pushError: text('push_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trackings_order_unique').on(t.orderId),
    index('trackings_code_idx').on(t.trackingCode),
    // The search box finds a part of a code (ILIKE '%…%').
    index('trackings_code_trgm').using('gin', sql`${t.trackingCode} gin_trgm_ops`),
    index('trackings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('trackings_site_status_idx').on(t.siteId, t.status),
    index('trackings_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('trackings_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('trackings_push_idx')
      .on(t.pushAfter)
      .where(sql`${t.pushAfter} is not null`),
  ],
);

/**
 * What happened to a tracking, newest first in its View log drawer: the service's checkpoints and
 * the platform's own steps (added, submitted, pushed, failures). A checkpoint read again by the
 * next check is the same line (the unique index), not a second one.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    trackingId: integer('tracking_id')
      .notNull()
      .references(() => trackings.id, { onDelete: 'cascade' }),
    status: text('status'),
    message: text('message').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_events_unique').on(t.trackingId, t.occurredAt, t.message),
    index('tracking_events_tracking_idx').on(t.trackingId, t.occurredAt.desc(), t.id.desc()),
  ],
);

/** Comments on an order (§3 Order comment), oldest first in the drawer. */
export const orderComments = pgTable(
  'order_comments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_comments_order_idx').on(t.orderId, t.createdAt, t.id)],
);

/**
 * What happened to one record, in words (§3 Entity log; the order's Activities drawer). Not tied to
 * a table by a foreign key: entity_name says which (orders today), and a log outlives its record.
 */
export const entityLogs = pgTable(
  'entity_logs',
  {
    id: serial('id').primaryKey(),
    entityName: text('entity_name').notNull(),
    entityId: integer('entity_id').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('entity_logs_entity_idx').on(t.entityName, t.entityId, t.createdAt.desc(), t.id)],
);

/**
 * How many orders there are in each status, as rows of changes (+n, -n) that triggers on orders
 * write with every statement (migration 0009): the tabs and dashboard of all orders read a few
 * rows here instead of counting 100,000 orders. Rows are added, never updated, so two writers of
 * orders never wait on one counter row; the read folds them together when they pile up
 * (compactOrderStatusCounts).
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull(),
    // Counted apart: the internal lists and the dashboard leave api sites' orders out.
    apiOrder: boolean('api_order').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('order_status_counts_status_idx').on(t.status, t.apiOrder)],
);

/**
 * Orders counted by the UTC day they were created, status and api or not, kept by the statement
 * triggers of migration 0017 in the transaction of every write, as order_status_counts: the tabs of
 * a range of whole days (the default week, a year) add up a few rows per day instead of counting
 * the orders. Rows of changes; a read folds the days it read when their unfolded rows pile up.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    apiOrder: boolean('api_order').notNull(),
    n: integer('n').notNull(),
    // A row a fold wrote (one per day, status and api): what is not folded is a trigger's change.
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [index('order_day_counts_day_idx').on(t.day, t.status, t.apiOrder)],
);

/**
 * Orders counted by site, supplier, status and api or not, kept by the statement triggers of
 * migration 0021 in the transaction of every write, as orderDayCounts: the tabs of a seller's,
 * a site's or a supplier's orders of any time, and their dashboards, add up a few hundred rows
 * instead of reading 40,000 to 100,000 index entries at a million orders. Rows of changes; a read
 * folds the rows it read when their unfolded rows pile up.
 */
export const orderSliceCounts = pgTable(
  'order_slice_counts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    // Null for orders no supplier was assigned to.
    supplierId: integer('supplier_id'),
    status: text('status').notNull(),
    apiOrder: boolean('api_order').notNull(),
    n: integer('n').notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('order_slice_counts_site_idx').on(t.siteId),
    index('order_slice_counts_supplier_idx').on(t.supplierId),
  ],
);

/**
 * The supplier dashboards' rollup (issue 29): by UTC day, supplier and product type, the figures
 * supplierStats and supplierTransactions sum, kept by the triggers of migration 0017 like
 * orderDayCounts. A row per day and type, not per status too: a year of every supplier's orders is
 * then a few thousand rows. The triggers name the statuses of each column; the rollup check
 * (src/orders/rollups.ts) recomputes them from the domain's lists. Orders without a supplier are
 * not counted (no dashboard shows them).
 */
/** What both supplier rollups keep for a period's supplier and product type (a call makes new columns). */
const supplierFigures = () => ({
  supplierId: integer('supplier_id').notNull(),
  productTypeId: integer('product_type_id').notNull(),
  // Orders in the statuses a Supplier sees (SUPPLIER_VISIBLE_STATUSES), supplier_cost x quantity.
  n: integer('n').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
  // Orders owed for (ready, in production, fulfilled); what is pending (ready, in production)
  // and approved (fulfilled).
  owedN: integer('owed_n').notNull(),
  pendingCents: bigint('pending_cents', { mode: 'number' }).notNull(),
  approvedCents: bigint('approved_cents', { mode: 'number' }).notNull(),
  folded: boolean('folded').notNull().default(false),
});

export const supplierDayCounts = pgTable(
  'supplier_day_counts',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    ...supplierFigures(),
  },
  (t) => [
    index('supplier_day_counts_supplier_idx').on(t.supplierId, t.day),
    index('supplier_day_counts_day_idx').on(t.day),
  ],
);

/**
 * supplier_day_counts by month (the first day of the month), kept by the same trigger in the same
 * transaction (migration 0023): a year of every supplier's stats by month reads ~250 rows of it
 * rather than a year of days (7,000 rows at the bench's million orders, and more with every
 * supplier and product type: issue 29). A range's partial months come from the days.
 */
export const supplierMonthCounts = pgTable(
  'supplier_month_counts',
  {
    id: serial('id').primaryKey(),
    month: date('month', { mode: 'string' }).notNull(),
    ...supplierFigures(),
  },
  (t) => [
    index('supplier_month_counts_supplier_idx').on(t.supplierId, t.month),
    index('supplier_month_counts_month_idx').on(t.month),
  ],
);

/**
 * Trackings counted by site and status, kept by the statement-level triggers of migration 0014 in
 * the transaction of every write (one row per site and status per statement): the trackings
 * page's eleven tab counts for every site, or a few, without reading 100,000 trackings. Reads sum
 * the rows and fold them when they pile up, as order_status_counts.
 */
export const trackingStatusCounts = pgTable(
  'tracking_status_counts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('tracking_status_counts_site_idx').on(t.siteId, t.status)],
);

/**
 * Background jobs as their starter sees them (status, progress, failure, result). The queue itself
 * is pg-boss's (schema pgboss, src/jobs/runner.ts); a row here shares its job's id and is written
 * by the runner at each step, so the `job` query reads one row whichever process runs it.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    // pg-boss's id of the job.
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    // The business key (an export's filter, an order id): one live job per kind and key.
    key: text('key').notNull(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    result: jsonb('result'),
    attempts: integer('attempts').notNull().default(0),
    // The process running it (src/jobs/runner.ts) and when it last said it still was: a running
    // job whose process stopped saying so is run again.
    runner: text('runner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'background_jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'retrying', 'done', 'failed')`,
    ),
    // Starting the same work twice (two clicks, two tabs, two API processes) gives the one job.
    uniqueIndex('background_jobs_live_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.status} in ('queued', 'running', 'retrying')`),
    index('background_jobs_started_by_idx').on(t.startedBy, t.createdAt.desc()),
    index('background_jobs_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

// ---- Issue 26: orders arriving from shops ----

/**
 * External orders (spec 2 §3 External (mapping) order): a shop order's line whose variant is not
 * mapped to a product type variant yet. One row per shop order line (the unique index: a webhook
 * delivered three times, or with a Fetch Orders, stores it once). The shop order's customer and
 * addresses are kept whole in `order` to make the internal order when it is mapped. A removed one
 * is kept (removed_at), so the shop's next update of that order does not bring it back.
 */
export const externalOrders = pgTable(
  'external_orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderOriginId: text('order_origin_id').notNull(),
    orderNumber: text('order_number'),
    lineItemId: text('line_item_id').notNull(),
    productOriginId: text('product_origin_id'),
    variantOriginId: text('variant_origin_id'),
    sku: text('sku'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    metaData: jsonb('meta_data').$type<{ name: string; value: string }[]>().notNull().default([]),
    personalized: boolean('personalized').notNull().default(false),
    printFileUrl: text('print_file_url'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    order: jsonb('order').notNull(),
    mappedOrderId: integer('mapped_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    mappedAt: timestamp('mapped_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('external_orders_line_idx').on(t.siteId, t.orderOriginId, t.lineItemId),
    // The lists: a site's (or every site's) lines still waiting, newest first.
    index('external_orders_waiting_idx')
      .on(t.siteId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.mappedAt} is null and ${t.removedAt} is null`),
    index('external_orders_waiting_all_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.mappedAt} is null and ${t.removedAt} is null`),
  ],
);

/**
 * A shop variant mapped to a product type variant (§7 createNewOrder's mappingProduct): the next
 * order line of that variant becomes an internal order as it arrives. One mapping per shop
 * variant of a site (the unique index); mapping it again replaces it.
 */
export const siteVariantMappings = pgTable(
  'site_variant_mappings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    originProductId: text('origin_product_id'),
    originVariantId: text('origin_variant_id').notNull(),
    productTypeVariantId: integer('product_type_variant_id')
      .notNull()
      .references(() => productTypeVariants.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_variant_mappings_variant_idx').on(t.siteId, t.originVariantId)],
);

/**
 * Webhook deliveries already taken (the platform's delivery id): a shop retries a delivery it
 * thinks failed, and anyone who saw one can send it again; a repeat is answered and not run.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    topic: text('topic').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_delivery_idx').on(t.siteId, t.deliveryId),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * CSV order imports (spec 2 §3 Import history): the file's name, what became of its rows, who and
 * when; the refused rows are kept as a CSV in the file store (refused_key) for the history's
 * download. One row per import job (the unique job id).
 */
export const importHistories = pgTable(
  'import_histories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: text('job_id').notNull(),
    originKey: text('origin_key'),
    originName: text('origin_name').notNull(),
    refusedKey: text('refused_key'),
    // The rows the job's first run accepted and refused (with why): a retry imports the same ones
    // rather than finding its own earlier orders 'already imported'.
    plan: jsonb('plan').$type<{
      accepted: number[];
      problems: { row: number; column: string; message: string }[];
    }>(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('import_histories_job_idx').on(t.jobId),
    index('import_histories_site_idx').on(t.siteId, t.createdAt.desc()),
    index('import_histories_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A seller's products (spec 2 §3 Product): what POD Office put on their shops (or mapped from
 * them), each variant a product type variant at the seller's prices. A product belongs to the
 * seller who owns its sites (`user_id`); its SKU is unique among that seller's products (§5 'SKU
 * change must be unique', §8 'SKU already existed'). `push_key` is the creation request's own
 * key: the same request sent twice (two clicks, a retried job) makes one product.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    // Sanitised HTML (the rich-text editor's), as the shop shows it.
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // The shop's categories (WooCommerce) or custom collections (Shopify, ShopBase) by title.
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    personalized: boolean('personalized').notNull().default(false),
    ideaId: text('idea_id'),
    // The short link's code (GET /p/{code}): stable for the product's life, unguessable.
    shortCode: text('short_code').notNull(),
    pushKey: text('push_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_user_sku_unique').on(t.userId, t.sku),
    uniqueIndex('products_short_code_unique').on(t.shortCode),
    uniqueIndex('products_push_key_unique').on(t.userId, t.pushKey),
    // The list is newest first, a seller's own or everyone's.
    index('products_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // §2's search matches parts of the title and the SKU.
    index('products_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_sku_trgm').using('gin', sql`${t.sku} gin_trgm_ops`),
  ],
);

/** A product's variants: one per product type variant, at the seller's regular and sale price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productTypeVariantId: integer('product_type_variant_id')
      .notNull()
      .references(() => productTypeVariants.id),
    sku: text('sku').notNull(),
    image: text('image'),
    regularPriceCents: integer('regular_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_unique').on(t.productId, t.productTypeVariantId),
    // The list's product type filter.
    index('product_variants_type_idx').on(t.productTypeId, t.productId),
    check(
      'product_variants_prices_check',
      sql`${t.regularPriceCents} >= 0 and ${t.salePriceCents} >= 0 and ${t.salePriceCents} <= ${t.regularPriceCents}`,
    ),
  ],
);

/** A product's designs: one file per print area of its product types (§2 Designs column). */
export const productPrintFiles = pgTable(
  'product_print_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    printAreaId: integer('print_area_id')
      .notNull()
      .references(() => productTypePrintAreas.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('product_print_files_unique').on(t.productId, t.printAreaId)],
);

/**
 * Where a product is on a shop (§3 productStore): the shop's product id and its page. A shop
 * product is one POD product (unique per site and origin id), and a product is once per site.
 */
export const productStores = pgTable(
  'product_stores',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    originId: text('origin_id').notNull(),
    permalink: text('permalink'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_stores_origin_unique').on(t.siteId, t.originId),
    uniqueIndex('product_stores_product_site_unique').on(t.productId, t.siteId),
    // The list's site filter.
    index('product_stores_site_idx').on(t.siteId, t.productId),
  ],
);

/**
 * A user's saved views of a list screen (issue 25): a name for a tab, filters (the address's query)
 * and columns. A name is once per user and screen, whatever its case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    columns: jsonb('columns').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_name_unique').on(t.userId, t.screen, sql`lower(${t.name})`)],
);
