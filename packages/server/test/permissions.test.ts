import { MESSAGES, SERVER_MESSAGES, USER_ROLES, type UserRole } from '@podoffice/domain';
import { DEMO_PASSWORD } from '../src';
import { eq } from 'drizzle-orm';
import { DTF_PARTNER_SUPPLIER_ID } from '@podoffice/domain';
import { balances, partnerFulfillments } from '../src/db/schema';
import { startFakePartner, type FakePartner } from '../src/demo/fakes/partner';
import { FAKE_PAYPAL_CLIENTS, startFakePayPal, type FakePayPal } from '../src/payments/fakePayPal';
import {
  detailsRefused,
  partnerCredentialsRefused,
  USER_MESSAGES,
} from '../src/graphql/accounts/messages';
import { siteDetailRefused } from '../src/graphql/sites/messages';
import { productTypeIdBySku } from '../src/seed/productTypes';
import { demoEmail, startTestApi, type TestApi } from './harness';
import {
  BALANCES,
  CHANGE_PASSWORD,
  CREATE_BALANCE,
  CREATE_CARD_CHECKOUT,
  ME,
  RESET_PASSWORD,
  SELLER_PICKER,
  SITE_PICKER,
  SITES,
  UPDATE_BALANCE,
  USERS_BY_ROLE,
  type BalanceList,
  type SiteHit,
} from './operations';

// Every operation called by every role and by an anonymous caller: allowed, or refused with the
// message a client shows. The rows mirror spec 1 §6 and the domain's permission rules.

type Caller = 'anonymous' | UserRole;
const CALLERS: Caller[] = ['anonymous', ...USER_ROLES];
const STAFF: UserRole[] = ['Administrator', 'Supporter', 'Listing', 'Accounting'];

let api: TestApi;
let paypal: FakePayPal;
let partner: FakePartner;
let sellerSiteId: string;
let seller2Id: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  partner = await startFakePartner();
  api = await startTestApi({
    partners: { baseUrl: partner.url },
    payments: {
      sandbox: { ...FAKE_PAYPAL_CLIENTS.sandbox, baseUrl: paypal.url },
      production: { ...FAKE_PAYPAL_CLIENTS.production, baseUrl: paypal.url },
    },
  });
  const seller = await api.tokenFor(demoEmail('Seller'));
  const sites = await api.ok<{ sites: { hits: SiteHit[] } }>(SITES, {}, seller);
  sellerSiteId = sites.sites.hits[0]!.id;
  seller2Id = await api.idOf('seller2@podoffice.test');
});
afterAll(async () => {
  await api?.close();
  await paypal?.close();
  await partner?.close();
});

/** The seeded Color Ecommerce partner fulfillment's id (supplier 193). */
async function colorEcommerceId(): Promise<string> {
  const [row] = await api.server.db
    .select({ id: partnerFulfillments.id })
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
  return String(row?.id);
}

/** A card payment the seller started and paid on the provider's page, not recorded yet. */
async function paidCardOrder(): Promise<string> {
  const { createCardCheckout } = await api.ok<{ createCardCheckout: { order_id: string } }>(
    CREATE_CARD_CHECKOUT,
    { site_id: sellerSiteId, amount: 30 },
    await api.tokenFor(demoEmail('Seller')),
  );
  paypal.approve(createCardCheckout.order_id);
  return createCardCheckout.order_id;
}

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));

// Each deposit needs a transaction id of its own: one transfer is credited once.
let nextTransaction = 0;
const transactionId = () => `TXN-MATRIX-${++nextTransaction}`;
// Each created carrier needs a code no active carrier holds.
let nextCarrier = 0;

// Product types: demo ones by sku, and fresh ones (each with a sku of its own) to change or delete.
const typeId = async (sku: string) => String(await productTypeIdBySku(api.server.db, sku));
let nextProductType = 0;
const productTypeInput = () => ({
  title: 'Matrix type',
  sku: `MX${++nextProductType}`,
  attributes: [{ name: 'Size', options: [{ name: 'S' }] }],
  print_files: [{ title: 'Front' }],
});
const CREATE_PRODUCT_TYPE =
  'mutation C($input: ProductTypeInput!) { createProductType(input: $input) { id } }';
async function newProductType(): Promise<string> {
  const { createProductType } = await api.ok<{ createProductType: { id: string } }>(
    CREATE_PRODUCT_TYPE,
    { input: productTypeInput() },
    await api.tokenFor(demoEmail('Administrator')),
  );
  return createProductType.id;
}

/** A fresh pending deposit by the seller, for a caller to try to decide on. */
async function pendingEntryId(): Promise<string> {
  const seller = await api.tokenFor(demoEmail('Seller'));
  const { createBalance } = await api.ok<{ createBalance: { id: string } }>(
    CREATE_BALANCE,
    { transaction_id: transactionId(), site_id: sellerSiteId, amount: 10, approved: false },
    seller,
  );
  return createBalance.id;
}

interface Row {
  operation: string;
  /** Who may call it; everyone else is refused. */
  allowed: readonly Caller[];
  /** The refusal a signed-in caller outside `allowed` gets (anonymous always gets notSignedIn). */
  refusal?: (caller: UserRole) => string;
  call(token: string | undefined): Promise<{ errors?: { message: string }[] }>;
}

const signedIn = USER_ROLES;

const ROWS: Row[] = [
  { operation: 'me', allowed: signedIn, call: (t) => api.gql(ME, {}, t) },
  {
    operation: 'sites (a site picker)',
    allowed: signedIn,
    call: (t) => api.gql(SITE_PICKER, {}, t),
  },
  {
    operation: 'sites with their webhooks',
    // A supplier owns no site, so there is nothing to refuse.
    allowed: ['Administrator', 'Seller', 'Supplier', 'Supporter'],
    refusal: () => siteDetailRefused('webhooks'),
    call: (t) => api.gql('{ sites { hits { id webhooks { id } } } }', {}, t),
  },
  { operation: 'balances', allowed: signedIn, call: (t) => api.gql(BALANCES, {}, t) },
  {
    operation: 'usersByRole of sellers by name (a seller picker)',
    allowed: STAFF,
    call: (t) => api.gql(SELLER_PICKER, { role: 'Seller' }, t),
  },
  {
    operation: 'usersByRole of another role',
    allowed: ['Administrator'],
    refusal: (caller) =>
      STAFF.includes(caller) ? USER_MESSAGES.sellersOnly : SERVER_MESSAGES.forbidden,
    call: (t) => api.gql(SELLER_PICKER, { role: 'Administrator' }, t),
  },
  {
    operation: 'usersByRole with emails and roles',
    allowed: ['Administrator'],
    refusal: (caller) =>
      STAFF.includes(caller) ? detailsRefused('email') : SERVER_MESSAGES.forbidden,
    call: (t) => api.gql(USERS_BY_ROLE, { role: 'Seller' }, t),
  },
  {
    // Add site's warning names environment variables: only for those who may add sites.
    operation: 'platformAvailability',
    allowed: ['Administrator', 'Seller'],
    call: (t) => api.gql('{ platformAvailability { platform configured demo settings } }', {}, t),
  },
  {
    operation: 'userLevels',
    allowed: ['Administrator', 'Supporter', 'Listing'],
    call: (t) => api.gql('{ userLevels { id name } }', {}, t),
  },
  {
    // Spec 2 §2, §6: everyone signed in reads carriers (the active ones outside the screen's roles).
    operation: 'carriers',
    allowed: signedIn,
    call: (t) =>
      api.gql('{ carriers(filter: { status: false }) { count hits { id name } } }', {}, t),
  },
  {
    operation: 'createCarrier',
    allowed: ['Administrator', 'Listing'],
    call: (t) =>
      api.gql(
        'mutation C($input: CarrierInput!) { createCarrier(input: $input) { id } }',
        {
          input: {
            name: 'Matrix carrier',
            code: `matrix-${++nextCarrier}`,
            url: 'https://matrix.example/{tracking_number}',
          },
        },
        t,
      ),
  },
  {
    operation: 'updateCarrier (also its soft delete)',
    allowed: ['Administrator', 'Listing'],
    call: (t) =>
      api.gql(
        'mutation U($id: ID!) { updateCarrier(id: $id, input: { description: "Checked" }) { id } }',
        { id: '1' },
        t,
      ),
  },
  {
    // Spec 2 §6: the full list (Administrator, Listing, Supporter), the Supplier's reduced list,
    // the Seller's catalog and pickers; Accounting has no screen that shows product types.
    operation: 'productTypes',
    allowed: ['Administrator', 'Listing', 'Supporter', 'Supplier', 'Seller'],
    call: (t) => api.gql('{ productTypes { count hits { id sku suppliers { id } } } }', {}, t),
  },
  {
    operation: "productTypeById (the Supplier's own type)",
    allowed: ['Administrator', 'Listing', 'Supporter', 'Supplier', 'Seller'],
    call: async (t) =>
      api.gql(
        'query B($id: ID!) { productTypeById(id: $id) { id variants { id } } }',
        { id: await typeId('CTS') },
        t,
      ),
  },
  {
    operation: 'productTypeByIds',
    allowed: ['Administrator', 'Listing', 'Supporter', 'Supplier', 'Seller'],
    call: async (t) =>
      api.gql(
        'query B($ids: [ID!]!) { productTypeByIds(ids: $ids) { id } }',
        { ids: [await typeId('MUG')] },
        t,
      ),
  },
  {
    // Spec 2 §7 categories(filter{status true, limit 9999, offset 0}): the form's category picker.
    operation: 'categories (the product type form and filter)',
    allowed: signedIn,
    call: (t) =>
      api.gql(
        '{ categories(filter: { status: true, limit: 9999, offset: 0 }) { count hits { id } } }',
        {},
        t,
      ),
  },
  {
    operation: "getAttributes(limit 9999) (the form's attribute picker)",
    allowed: signedIn,
    call: (t) => api.gql('{ getAttributes(limit: 9999) { count hits { id name } } }', {}, t),
  },
  {
    operation: 'getAttributeTerms(attribute_id)',
    allowed: signedIn,
    call: (t) => api.gql('{ getAttributeTerms(limit: 9999) { count hits { id sku } } }', {}, t),
  },
  {
    operation: 'getAttributeTermByAttributeName(attribute_name)',
    allowed: signedIn,
    call: (t) =>
      api.gql(
        '{ getAttributeTermByAttributeName(attribute_name: "color") { count hits { id sku } } }',
        {},
        t,
      ),
  },
  {
    operation: 'createProductType',
    allowed: ['Administrator', 'Listing'],
    call: (t) => api.gql(CREATE_PRODUCT_TYPE, { input: productTypeInput() }, t),
  },
  {
    operation: 'updateProductType',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'mutation U($id: ID!, $input: ProductTypeInput!) { updateProductType(id: $id, input: $input) { id } }',
        { id: await newProductType(), input: productTypeInput() },
        t,
      ),
  },
  {
    operation: 'duplicateProductType',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'mutation D($id: ID!) { duplicateProductType(id: $id) { id } }',
        { id: await typeId('POS') },
        t,
      ),
  },
  {
    operation: 'deleteProductType',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'mutation D($id: ID!) { deleteProductType(id: $id) }',
        { id: await newProductType() },
        t,
      ),
  },
  {
    operation: 'updateProductTypeState',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'mutation S($id: ID!) { updateProductTypeState(id: $id, state: "active") { id } }',
        { id: await typeId('CAP') },
        t,
      ),
  },
  {
    operation: 'createProductTypeVariant (the whole grid)',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'mutation G($input: ProductTypeVariantsInput!) { createProductTypeVariant(input: $input) { id } }',
        { input: { productTypeId: await newProductType(), variants: [] } },
        t,
      ),
  },
  {
    operation: 'deletePartnerVariants',
    allowed: ['Administrator', 'Listing'],
    call: (t) => api.gql('mutation P { deletePartnerVariants(ids: ["999999"]) }', {}, t),
  },
  {
    // Administrator and Seller, and only users flagged is_special (spec 2 §2 Catalog, §6): the
    // per-role demo accounts carry no flag, so all are refused; productTypes.test.ts has the
    // special Administrator and Seller who export.
    operation: 'exportCatalog',
    allowed: [],
    call: async (t) =>
      api.gql(
        'mutation E($ids: [ID!]!) { exportCatalog(ids: $ids) }',
        { ids: [await typeId('MUG')] },
        t,
      ),
  },
  {
    // Spec 2 §7 users(filter{role "Supplier", limit 100}): the product type screens' picker.
    operation: 'users of the Supplier role (the supplier picker), with emails',
    allowed: ['Administrator', 'Listing', 'Supporter'],
    call: (t) =>
      api.gql(
        '{ users(filter: { role: "Supplier", limit: 100 }) { count hits { id first_name last_name email } } }',
        {},
        t,
      ),
  },
  {
    operation: 'users of another role',
    allowed: ['Administrator'],
    call: (t) =>
      api.gql('{ users(filter: { role: "Seller", limit: 100 }) { count hits { id } } }', {}, t),
  },
  {
    operation: 'resetPassword (public)',
    allowed: CALLERS,
    call: (t) => api.gql(RESET_PASSWORD, { email: 'nobody@podoffice.test' }, t),
  },
  {
    operation: 'changePassword of oneself',
    allowed: signedIn,
    call: async (t) => {
      const id = t ? (await api.ok<{ me: { id: string } }>(ME, {}, t)).me.id : '1';
      const res = await api.gql(
        CHANGE_PASSWORD,
        { id, current: DEMO_PASSWORD, next: DEMO_PASSWORD },
        t,
      );
      // A new password ends the caller's sessions: later rows sign in again.
      api.forgetTokens();
      return res;
    },
  },
  {
    operation: 'changePassword of another user (no current password)',
    allowed: ['Administrator'],
    call: (t) => api.gql(CHANGE_PASSWORD, { id: String(seller2Id), next: DEMO_PASSWORD }, t),
  },
  {
    operation: 'createBalance pending deposit on own site',
    allowed: ['Seller'],
    call: (t) =>
      api.gql(
        CREATE_BALANCE,
        { transaction_id: transactionId(), site_id: sellerSiteId, amount: 25, approved: false },
        t,
      ),
  },
  {
    operation: 'createBalance approved deposit',
    allowed: ['Administrator', 'Accounting'],
    refusal: (caller) =>
      caller === 'Seller' ? MESSAGES.createDepositFailed : SERVER_MESSAGES.forbidden,
    call: (t) =>
      api.gql(
        CREATE_BALANCE,
        { transaction_id: transactionId(), site_id: sellerSiteId, amount: 40, approved: true },
        t,
      ),
  },
  {
    operation: 'createCardCheckout on own site',
    allowed: ['Seller'],
    call: (t) => api.gql(CREATE_CARD_CHECKOUT, { site_id: sellerSiteId, amount: 30 }, t),
  },
  {
    operation: 'createBalance card express deposit (a paid order of the seller’s)',
    allowed: ['Seller'],
    call: async (t) =>
      api.gql(
        CREATE_BALANCE,
        {
          transaction_id: await paidCardOrder(),
          site_id: sellerSiteId,
          amount: 30,
          approved: true,
          method: 'card_express',
        },
        t,
      ),
  },
  {
    // The variant grid's Partners Variant column (spec 2 §2, §7).
    operation: 'partnerCatalogs',
    allowed: ['Administrator', 'Listing'],
    call: async (t) =>
      api.gql(
        'query ($id: ID!) { partnerCatalogs(PartnerFulfillmentID: $id) { count } }',
        { id: await colorEcommerceId() },
        t,
      ),
  },
  {
    // The variant grid's partner choices.
    operation: 'partnerFulfillments(filter{limit 20})',
    allowed: ['Administrator', 'Listing'],
    call: (t) => api.gql('{ partnerFulfillments(filter: { limit: 20 }) { id name } }', {}, t),
  },
  {
    // The partners' API credentials stay with Administrators (and each partner's own supplier).
    operation: 'partnerFulfillments with api_key',
    allowed: ['Administrator'],
    refusal: (caller) =>
      caller === 'Listing' ? partnerCredentialsRefused('api_key') : SERVER_MESSAGES.forbidden,
    call: (t) =>
      api.gql('{ partnerFulfillments(filter: { limit: 20 }) { id name api_key } }', {}, t),
  },
  {
    operation: 'updateBalance',
    allowed: ['Administrator', 'Accounting'],
    call: async (t) =>
      api.gql(UPDATE_BALANCE, { id: await pendingEntryId(), status: 'Approved' }, t),
  },
];

describe.each(ROWS)('$operation', (row) => {
  test.each(CALLERS)('called by %s', async (caller) => {
    const before = await api.rows(balances);
    const res = await row.call(await tokenOf(caller));
    if (row.allowed.includes(caller)) {
      expect(res.errors).toBeUndefined();
      return;
    }
    const expected =
      caller === 'anonymous'
        ? SERVER_MESSAGES.notSignedIn
        : (row.refusal?.(caller) ?? SERVER_MESSAGES.forbidden);
    expect(res.errors?.[0]?.message).toBe(expected);
    // updateBalance's set-up adds one entry of its own; the refused call itself adds none.
    const setUp = row.operation === 'updateBalance' ? 1 : 0;
    expect(await api.rows(balances)).toBe(before + setUp);
  });
});

test('a seller sees only their own entries and sites whatever filter they send', async () => {
  const seller = await api.tokenFor(demoEmail('Seller'));
  const sellerId = await api.idOf(demoEmail('Seller'));
  const asSeller = await api.ok<{ balances: BalanceList }>(
    BALANCES,
    { filter: { user_id: String(seller2Id), limit: 9999 } },
    seller,
  );
  const ownSites = await api.ok<{ sites: { hits: SiteHit[] } }>(
    SITES,
    { filter: { user_id: String(seller2Id), limit: 9999 } },
    seller,
  );
  expect(asSeller.balances.count).toBeGreaterThan(0);
  const siteIds = new Set(ownSites.sites.hits.map((s) => s.id));
  expect(ownSites.sites.hits.every((s) => s.user.id === String(sellerId))).toBe(true);
  expect(asSeller.balances.hits.every((h) => siteIds.has(h.site.id))).toBe(true);
});
