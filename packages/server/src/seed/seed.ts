import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ROLES,
  depositCreditCents,
  depositFeeCents,
  toCents,
  type BalanceAction,
  type BalanceStatus,
  type DepositMethod,
} from '@podoffice/domain';
import { hashPassword } from '../auth/passwords';
import type { Database, Executor } from '../db/client';
import { balances, roles, siteWebhooks, sites, userRoles, users } from '../db/schema';
import { seedCarriers } from './carriers';
import { seedCatalogue } from './catalogue';
import { seedProductTypes } from './productTypes';
import { seedOrders } from './orders';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { seedRules } from './rules';
import { seedOrderExports, seedOrderReferences, seedPlatform } from './platform';
import { seedSiteSettings } from './siteSettings';
import { renewDemoShopTokens, seedSites } from './sites';
import { seedUsers } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Roles always; the demo data (users, sites, balances) when asked and not yet there; all in one
 * transaction. Idempotent: a second start finds the roles and the first demo account and leaves
 * everything as it is. The demo carriers, product types and orders came later, so they have checks
 * of their own.
 */
export async function seed(db: Database, options: { demo: boolean; now: Date }): Promise<void> {
  const demo = options.demo && !(await demoSeeded(db));
  // Hashing is slow on purpose: do it before the transaction opens, not inside it.
  const hashes = demo
    ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)))
    : [];
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((name) => ({ name })))
      .onConflictDoNothing({ target: roles.name });
    if (demo && !(await demoSeeded(tx))) await seedDemo(tx, hashes, options.now);
    if (options.demo) {
      await renewDemoShopTokens(tx);
      await seedCarriers(tx, options.now);
      await seedProductTypes(tx, options.now);
      await seedOrders(tx, options.now);
      await seedOrderExports(tx, options.now);
      await seedOrderReferences(tx);
    }
  });
}

async function demoSeeded(db: Executor): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first) return true;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, first.email));
  return rows.length > 0;
}

interface DemoSite {
  owner: string;
  title: string;
  domain: string;
  platform: 'shopify' | 'woocommerce' | 'shopbase' | 'api' | 'import';
  verified: boolean;
  status?: boolean;
  domainName?: string;
}

const DEMO_SITES: DemoSite[] = [
  {
    owner: 'seller@podoffice.test',
    title: 'Sam Prints',
    domain: 'https://sam-prints.myshopify.com',
    platform: 'shopify',
    verified: true,
    domainName: 'https://shop.samprints.com',
  },
  {
    owner: 'seller@podoffice.test',
    title: 'Sam Prints Woo',
    domain: 'https://woo.samprints.com',
    platform: 'woocommerce',
    verified: true,
  },
  {
    owner: 'seller@podoffice.test',
    title: 'Sam Prints ShopBase',
    domain: 'https://samprints.onshopbase.com',
    platform: 'shopbase',
    verified: false,
  },
  {
    owner: 'seller@podoffice.test',
    title: 'Sam Prints API',
    domain: 'https://api.samprints.com',
    platform: 'api',
    verified: true,
  },
  {
    owner: 'seller@podoffice.test',
    title: 'Sam Prints CSV',
    domain: 'https://import-sam-prints.podoffice.test',
    platform: 'import',
    verified: true,
  },
  {
    owner: 'seller2@podoffice.test',
    title: 'Noah Tees',
    domain: 'https://noah-tees.myshopify.com',
    platform: 'shopify',
    verified: true,
  },
  {
    owner: 'seller2@podoffice.test',
    title: 'Noah Tees CSV',
    domain: 'https://import-noah-tees.podoffice.test',
    platform: 'import',
    verified: true,
  },
  {
    owner: 'seller2@podoffice.test',
    title: 'Noah Old Shop',
    domain: 'https://old.noahtees.com',
    platform: 'woocommerce',
    verified: true,
    status: false,
  },
];

interface DemoEntry {
  site: string;
  action: BalanceAction;
  status: BalanceStatus;
  amount: number;
  daysAgo: number;
  method?: DepositMethod;
}

// Every action and status, spread over about four months, on both sellers' sites.
const DEMO_DEPOSITS: DemoEntry[] = [
  {
    site: 'Sam Prints',
    action: 'Deposit',
    status: 'Approved',
    amount: 1000,
    daysAgo: 118,
    method: 'manual',
  },
  {
    site: 'Sam Prints',
    action: 'Deposit',
    status: 'Approved',
    amount: 500,
    daysAgo: 84,
    method: 'manual_second',
  },
  {
    site: 'Sam Prints Woo',
    action: 'Deposit',
    status: 'Denied',
    amount: 250,
    daysAgo: 71,
    method: 'manual',
  },
  {
    site: 'Sam Prints',
    action: 'Deposit',
    status: 'Approved',
    amount: 750,
    daysAgo: 43,
    method: 'card_express',
  },
  {
    site: 'Sam Prints API',
    action: 'Deposit',
    status: 'Pending',
    amount: 300,
    daysAgo: 3,
    method: 'manual',
  },
  {
    site: 'Sam Prints Woo',
    action: 'Deposit',
    status: 'Pending',
    amount: 120,
    daysAgo: 1,
    method: 'manual_second',
  },
  {
    site: 'Noah Tees',
    action: 'Deposit',
    status: 'Approved',
    amount: 400,
    daysAgo: 97,
    method: 'manual',
  },
  {
    site: 'Noah Tees',
    action: 'Deposit',
    status: 'Denied',
    amount: 50,
    daysAgo: 60,
    method: 'manual',
  },
  {
    site: 'Noah Tees CSV',
    action: 'Deposit',
    status: 'Pending',
    amount: 200,
    daysAgo: 2,
    method: 'manual',
  },
];

function demoCharges(): DemoEntry[] {
  const samSites = ['Sam Prints', 'Sam Prints Woo', 'Sam Prints API', 'Sam Prints CSV'];
  const charges: DemoEntry[] = [];
  for (let i = 0; i < 18; i++) {
    charges.push({
      site: samSites[i % samSites.length] ?? 'Sam Prints',
      action: 'Fulfilled',
      status: i < 4 ? 'Pending' : i === 9 ? 'Denied' : 'Approved',
      amount: 12.5 + ((i * 7) % 23) + (i % 4) * 0.25,
      daysAgo: 1 + i * 6,
    });
  }
  for (let i = 0; i < 7; i++) {
    charges.push({
      site: i % 2 ? 'Noah Tees CSV' : 'Noah Tees',
      action: 'Fulfilled',
      status: i < 2 ? 'Pending' : i === 4 ? 'Denied' : 'Approved',
      amount: 18 + i * 2.75,
      daysAgo: 2 + i * 11,
    });
  }
  return charges;
}

async function seedDemo(tx: Executor, hashes: string[], now: Date): Promise<void> {
  const roleRows = await tx.select().from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const created = new Date(now.getTime() - 130 * DAY_MS);

  const userRows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        email: a.email,
        passwordHash: hashes[i] ?? '',
        firstName: a.firstName,
        lastName: a.lastName,
        phone: `0200000${String(i + 1).padStart(4, '0')}`,
        address: `${10 + i} Demo Street, Springfield`,
        activated: true,
        isSpecial: a.special ?? false,
        createdAt: created,
        updatedAt: created,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const idOf = (email: string) => userId.get(email) ?? 0;

  await tx
    .insert(userRoles)
    .values(DEMO_ACCOUNTS.map((a) => ({ userId: idOf(a.email), roleId: roleId.get(a.role) ?? 0 })));

  const siteRows = await tx
    .insert(sites)
    .values(
      DEMO_SITES.map((s) => {
        const shop = ['shopify', 'woocommerce', 'shopbase'].includes(s.platform);
        return {
          userId: idOf(s.owner),
          title: s.title,
          domain: s.domain,
          platform: s.platform,
          emailSupport: `support@${new URL(s.domain).hostname}`,
          status: s.status ?? true,
          verified: s.verified,
          type: shop ? 'online' : 'offline',
          domainName: s.domainName ?? null,
          apiKey: s.platform === 'api' ? randomBytes(24).toString('base64url') : null,
          isAutoFetchOrder: s.platform === 'shopify',
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning({
      id: sites.id,
      title: sites.title,
      userId: sites.userId,
      platform: sites.platform,
      verified: sites.verified,
      domain: sites.domain,
    });
  const siteByTitle = new Map(siteRows.map((s) => [s.title, s]));

  const hooked = siteRows.filter((s) => s.platform === 'shopify' && s.verified);
  await tx.insert(siteWebhooks).values(
    hooked.flatMap((s) =>
      ['orders/create', 'orders/updated', 'app/uninstalled'].map((topic) => ({
        siteId: s.id,
        topic,
        address: `https://api.podoffice.test/webhooks/shopify/${s.id}`,
        deliveryUrl: `${s.domain}/admin/webhooks`,
      })),
    ),
  );

  const accounting = idOf('accounting@podoffice.test');
  const entries = [...DEMO_DEPOSITS, ...demoCharges()];
  await tx.insert(balances).values(
    entries.map((e, i) => {
      const site = siteByTitle.get(e.site);
      if (!site) throw new Error(`Demo site ${e.site} is missing`);
      const at = new Date(now.getTime() - e.daysAgo * DAY_MS - (i % 7) * 3_600_000);
      const settled = e.status !== 'Pending';
      const cents = toCents(e.amount);
      const deposit = e.action === 'Deposit';
      const method = deposit ? (e.method ?? 'manual') : null;
      return {
        userId: site.userId,
        siteId: site.id,
        action: e.action,
        status: e.status,
        amountCents: method ? depositCreditCents(cents, method) : cents,
        feeCents: method ? depositFeeCents(cents, method) : 0,
        method,
        transactionId: deposit ? `TXN-${100200 + i}` : null,
        actionNotes: deposit ? `${site.title}_${ddmmyyyy(at)}_${e.amount}` : `Order #${5000 + i}`,
        orderId: deposit ? null : 5000 + i,
        createrId: deposit ? site.userId : null,
        updaterId: deposit && settled ? accounting : null,
        createdAt: at,
        updatedAt: settled ? new Date(Math.min(at.getTime() + DAY_MS, now.getTime())) : at,
      };
    }),
  );
  await seedSites(tx, now);
  await seedSiteSettings(tx, now);
  await seedPlatform(tx, now);
  await seedRules(tx, now);
  await seedUsers(tx, hashes[0] ?? '', now);
  await seedCatalogue(tx, now);
}

function ddmmyyyy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
