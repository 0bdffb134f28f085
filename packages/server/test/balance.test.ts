import { eq } from 'drizzle-orm';
import { LIMITS, MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { balances } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';
import {
  BALANCES,
  CREATE_BALANCE,
  SITES,
  UPDATE_BALANCE,
  type BalanceHit,
  type BalanceList,
  type SiteHit,
} from './operations';

let api: TestApi;
let samSites: SiteHit[];
let noahSites: SiteHit[];
let noahDisabledSite: SiteHit;
let seller2Id: string;

const SELLER = 'seller@podoffice.test';
const SELLER2 = 'seller2@podoffice.test';

beforeAll(async () => {
  api = await startTestApi();
  const sitesOf = async (email: string, status = true) =>
    (
      await api.ok<{ sites: { hits: SiteHit[] } }>(
        SITES,
        { filter: { status, limit: 9999 } },
        await api.tokenFor(email),
      )
    ).sites.hits;
  samSites = await sitesOf(SELLER);
  noahSites = await sitesOf(SELLER2);
  noahDisabledSite = (await sitesOf(SELLER2, false))[0]!;
  seller2Id = String(await api.idOf(SELLER2));
});
afterAll(() => api?.close());

async function list(email: string, filter: Record<string, unknown> = {}): Promise<BalanceList> {
  return (await api.ok<{ balances: BalanceList }>(BALANCES, { filter }, await api.tokenFor(email)))
    .balances;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The four totals computed here from every matching entry, to hold the server's figures against. */
function totalsOf(hits: BalanceHit[]) {
  const sum = (action: string, status: string) =>
    round2(
      hits
        .filter((h) => h.action === action && h.status === status)
        .reduce((s, h) => s + h.amount, 0),
    );
  return {
    depositAmounts: sum('Deposit', 'Approved'),
    pendingDepositAmounts: sum('Deposit', 'Pending'),
    pendingAmounts: sum('Fulfilled', 'Pending'),
    fullfilledAmounts: sum('Fulfilled', 'Approved'),
  };
}

// Each deposit needs a transaction id of its own: one transfer is credited once.
let nextTransaction = 0;
const deposit = (site: SiteHit, extra: Record<string, unknown> = {}) => ({
  transaction_id: `TXN-T-${++nextTransaction}`,
  site_id: site.id,
  amount: 100,
  approved: false,
  ...extra,
});

describe('balances', () => {
  test('a seller sees only entries of their own sites, even when asking for another’s', async () => {
    const own = new Set(samSites.map((s) => s.id));
    for (const filter of [{}, { user_id: seller2Id }, { site_id: noahSites[0]!.id }]) {
      const { hits } = await list(SELLER, { ...filter, limit: 9999 });
      expect(hits.every((h) => own.has(h.site.id))).toBe(true);
    }
    expect((await list(SELLER, { site_id: noahSites[0]!.id })).count).toBe(0);
    const noah = await list(SELLER2, { limit: 9999 });
    expect(noah.count).toBeGreaterThan(0);
    expect(
      noah.hits.every(
        (h) => noahSites.some((s) => s.id === h.site.id) || h.site.id === noahDisabledSite.id,
      ),
    ).toBe(true);
  });

  test('a supplier has no entries', async () => {
    expect(await list(demoEmail('Supplier'))).toMatchObject({
      count: 0,
      hits: [],
      depositAmounts: 0,
    });
  });

  test.each(['Administrator', 'Supporter', 'Listing', 'Accounting'])(
    '%s sees every entry',
    async (role) => {
      expect((await list(demoEmail(role))).count).toBe(await api.rows(balances));
    },
  );

  test('the seed has every action in every status', async () => {
    const { hits } = await list(demoEmail('Administrator'), { limit: 9999 });
    const pairs = new Set(hits.map((h) => `${h.action}/${h.status}`));
    for (const action of ['Deposit', 'Fulfilled']) {
      for (const status of ['Pending', 'Approved', 'Denied'])
        expect(pairs).toContain(`${action}/${status}`);
    }
  });

  test('entries come newest first, a page of 20 by default', async () => {
    const page = await list(demoEmail('Administrator'));
    expect(page.hits).toHaveLength(20);
    const times = page.hits.map((h) => Date.parse(h.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = await list(demoEmail('Administrator'), { offset: 20, limit: 5 });
    expect(Date.parse(next.hits[0]!.created_at)).toBeLessThanOrEqual(times[19]!);
  });

  test.each([
    ['no filter', () => ({})],
    ['action Deposit', () => ({ action: 'Deposit' })],
    ['action Fulfilled', () => ({ action: 'Fulfilled' })],
    ['one seller', () => ({ user_id: seller2Id })],
    ['one site', () => ({ site_id: samSites[0]!.id })],
    ['the last 60 days', () => ({ from: new Date(Date.now() - 60 * 86_400_000).toISOString() })],
  ])('totals cover everything %s matches, not only the page', async (_case, filter) => {
    const all = await list(demoEmail('Accounting'), { ...filter(), limit: 9999 });
    const page = await list(demoEmail('Accounting'), { ...filter(), limit: 1, offset: 1 });
    expect(page.hits.length).toBeLessThanOrEqual(1);
    expect(page.count).toBe(all.hits.length);
    expect(page).toMatchObject(totalsOf(all.hits));
    expect(
      all.depositAmounts + all.pendingDepositAmounts + all.pendingAmounts + all.fullfilledAmounts,
    ).toBeGreaterThan(0);
  });

  test('a seller’s totals are their own', async () => {
    const sam = await list(SELLER, { limit: 9999 });
    expect(sam).toMatchObject(totalsOf(sam.hits));
    const everyone = await list(demoEmail('Administrator'), { limit: 9999 });
    expect(sam.depositAmounts).toBeLessThan(everyone.depositAmounts);
  });

  test('the action filter keeps one action', async () => {
    const { hits } = await list(demoEmail('Administrator'), { action: 'Fulfilled', limit: 9999 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.action === 'Fulfilled' && h.fee === 0 && h.method === null)).toBe(
      true,
    );
  });

  test('from and to are inclusive; bare dates cover whole UTC days', async () => {
    const { hits } = await list(demoEmail('Administrator'), { limit: 9999 });
    const target = hits[5]!;
    const exact = await list(demoEmail('Administrator'), {
      from: target.created_at,
      to: target.created_at,
    });
    expect(exact.hits.map((h) => h.id)).toContain(target.id);
    const day = target.created_at.slice(0, 10);
    const sameDay = hits.filter((h) => h.created_at.startsWith(day));
    const byDay = await list(demoEmail('Administrator'), { from: day, to: day, limit: 9999 });
    expect(byDay.hits.map((h) => h.id).sort()).toEqual(sameDay.map((h) => h.id).sort());
  });

  test.each([
    ['a date in words', { from: 'yesterday' }, 'from must be an ISO 8601 date'],
    ['a day that does not exist', { to: '2026-02-30' }, 'to must be an ISO 8601 date'],
    ['limit 0', { limit: 0 }, 'limit must be a whole number from 1 to 9999'],
    ['a negative offset', { offset: -20 }, 'offset must be zero or more'],
    ['a site id that is not an id', { site_id: 'x' }, SERVER_MESSAGES.siteNotFound],
  ])('refuses %s', async (_case, filter, message) => {
    expect(
      await api.refused(BALANCES, { filter }, await api.tokenFor(demoEmail('Administrator'))),
    ).toBe(message);
  });

  test('refuses an action that does not exist', async () => {
    const message = await api.refused(
      BALANCES,
      { filter: { action: 'Refund' } },
      await api.tokenFor(SELLER),
    );
    expect(message).toMatch(/Refund/);
  });
});

describe('createBalance', () => {
  test('a seller’s deposit on their own site is pending, fee-free by default, and shows in the totals', async () => {
    const token = await api.tokenFor(SELLER);
    const before = await list(SELLER);
    const { createBalance } = await api.ok<{ createBalance: BalanceHit }>(
      CREATE_BALANCE,
      deposit(samSites[0]!, {
        transaction_id: '  TXN-777  ',
        action_notes: 'Sam Prints_01/06/2026_100',
      }),
      token,
    );
    expect(createBalance).toMatchObject({
      action: 'Deposit',
      status: 'Pending',
      amount: 100,
      fee: 0,
      method: 'manual',
      transaction_id: 'TXN-777',
      actionNotes: 'Sam Prints_01/06/2026_100',
      creater: { id: String(await api.idOf(SELLER)) },
      updater: null,
      site: { id: samSites[0]!.id },
    });
    const after = await list(SELLER);
    expect(after.count).toBe(before.count + 1);
    expect(after.hits[0]!.id).toBe(createBalance.id);
    expect(round2(after.pendingDepositAmounts - before.pendingDepositAmounts)).toBe(100);
    expect(after.depositAmounts).toBe(before.depositAmounts);
  });

  test.each([
    ['manual', 250, 250, 0],
    ['manual_second', 100, 97.1, 2.9],
    ['manual_second', 1000, 971, 29],
    // card_express is paid through the provider: cardDeposit.test.ts
  ])('the %s method credits %d as %d with a fee of %d', async (method, amount, credit, fee) => {
    const { createBalance } = await api.ok<{ createBalance: BalanceHit }>(
      CREATE_BALANCE,
      deposit(samSites[1]!, { amount, method }),
      await api.tokenFor(SELLER),
    );
    expect(createBalance).toMatchObject({ method, amount: credit, fee });
  });

  test.each(['Administrator', 'Accounting'])(
    '%s records a received deposit on any seller’s site as approved',
    async (role) => {
      const before = await list(SELLER2);
      const { createBalance } = await api.ok<{ createBalance: BalanceHit }>(
        CREATE_BALANCE,
        deposit(noahSites[0]!, { amount: 80, approved: true, transaction_id: `TXN-${role}` }),
        await api.tokenFor(demoEmail(role)),
      );
      expect(createBalance).toMatchObject({
        status: 'Approved',
        amount: 80,
        creater: { id: String(await api.idOf(demoEmail(role))) },
        updater: { id: String(await api.idOf(demoEmail(role))) },
      });
      const after = await list(SELLER2);
      expect(round2(after.depositAmounts - before.depositAmounts)).toBe(80);
    },
  );

  const long = (n: number) => 'x'.repeat(n);
  test.each([
    ['an amount below 1', { amount: 0.5 }, MESSAGES.depositAmountMin],
    ['a zero amount', { amount: 0 }, MESSAGES.depositAmountMin],
    ['a negative amount', { amount: -10 }, MESSAGES.depositAmountMin],
    [
      'an amount over the maximum',
      { amount: LIMITS.depositMax + 1 },
      `Amount must be at most ${LIMITS.depositMax}`,
    ],
    ['an empty transaction id', { transaction_id: '   ' }, MESSAGES.depositTransactionRequired],
    [
      'a transaction id over 100 characters',
      { transaction_id: long(101) },
      MESSAGES.depositTransactionMax,
    ],
    ['notes over 500 characters', { action_notes: long(501) }, MESSAGES.depositNotesMax],
    ['an empty site', { site_id: '' }, MESSAGES.depositSiteRequired],
    ['a site that does not exist', { site_id: '999999' }, SERVER_MESSAGES.siteNotFound],
    ['a site id that is not an id', { site_id: 'abc' }, SERVER_MESSAGES.siteNotFound],
    [
      'an approved deposit of a manual method (only the card provider approves one)',
      { approved: true },
      MESSAGES.createDepositFailed,
    ],
    [
      'a pending card express deposit (paid on the provider’s page instead)',
      { method: 'card_express' },
      SERVER_MESSAGES.cardDepositThroughProvider,
    ],
  ])(
    'a seller’s deposit with %s is refused and nothing is stored',
    async (_case, change, message) => {
      const before = await api.rows(balances);
      expect(
        await api.refused(
          CREATE_BALANCE,
          deposit(samSites[0]!, change),
          await api.tokenFor(SELLER),
        ),
      ).toBe(message);
      expect(await api.rows(balances)).toBe(before);
    },
  );

  test('a seller cannot deposit on someone else’s site, nor on a disabled one', async () => {
    const before = await api.rows(balances);
    for (const site of [noahSites[0]!, noahDisabledSite]) {
      expect(await api.refused(CREATE_BALANCE, deposit(site), await api.tokenFor(SELLER))).toBe(
        SERVER_MESSAGES.siteNotFound,
      );
    }
    expect(
      await api.refused(CREATE_BALANCE, deposit(noahDisabledSite), await api.tokenFor(SELLER2)),
    ).toBe(SERVER_MESSAGES.siteNotFound);
    expect(await api.rows(balances)).toBe(before);
  });

  test.each([
    ['an amount that is not a number', { amount: 'lots' }, /Float cannot represent/],
    ['a method that does not exist', { method: 'cash' }, /cash/],
    ['no approved flag', { approved: null }, /approved/],
  ])('a deposit with %s is refused by the schema', async (_case, change, message) => {
    const before = await api.rows(balances);
    expect(
      await api.refused(CREATE_BALANCE, deposit(samSites[0]!, change), await api.tokenFor(SELLER)),
    ).toMatch(message);
    expect(await api.rows(balances)).toBe(before);
  });
});

describe('updateBalance', () => {
  async function pendingDeposit(): Promise<string> {
    const { createBalance } = await api.ok<{ createBalance: BalanceHit }>(
      CREATE_BALANCE,
      deposit(samSites[2]!, { amount: 42 }),
      await api.tokenFor(SELLER),
    );
    return createBalance.id;
  }

  test.each([
    ['Accounting', 'Approved'],
    ['Administrator', 'Denied'],
  ])('%s moves a pending entry to %s and is recorded as its updater', async (role, status) => {
    const id = await pendingDeposit();
    const before = await list(SELLER);
    const { updateBalance } = await api.ok<{ updateBalance: BalanceHit }>(
      UPDATE_BALANCE,
      { id, status },
      await api.tokenFor(demoEmail(role)),
    );
    expect(updateBalance).toMatchObject({
      id,
      status,
      updater: { id: String(await api.idOf(demoEmail(role))) },
    });
    const after = await list(SELLER);
    expect(round2(before.pendingDepositAmounts - after.pendingDepositAmounts)).toBe(42);
    expect(round2(after.depositAmounts - before.depositAmounts)).toBe(
      status === 'Approved' ? 42 : 0,
    );
  });

  test.each([
    ['Approved', 'Denied'],
    ['Denied', 'Approved'],
    ['Approved', 'Pending'],
  ])('an entry already %s cannot become %s, and stays as it was', async (final, next) => {
    const id = await pendingDeposit();
    const admin = await api.tokenFor(demoEmail('Administrator'));
    await api.ok(UPDATE_BALANCE, { id, status: final }, admin);
    const [before] = await api.server.db
      .select()
      .from(balances)
      .where(eq(balances.id, Number(id)));
    expect(await api.refused(UPDATE_BALANCE, { id, status: next }, admin)).toBe(
      SERVER_MESSAGES.balanceFinal,
    );
    const [after] = await api.server.db
      .select()
      .from(balances)
      .where(eq(balances.id, Number(id)));
    expect(after).toEqual(before);
  });

  test('a pending entry cannot be set to pending', async () => {
    const id = await pendingDeposit();
    expect(
      await api.refused(
        UPDATE_BALANCE,
        { id, status: 'Pending' },
        await api.tokenFor(demoEmail('Accounting')),
      ),
    ).toBe(SERVER_MESSAGES.balanceFinal);
  });

  test.each([
    ['an unknown entry', { id: '999999', status: 'Approved' }, SERVER_MESSAGES.balanceNotFound],
    [
      'an id that is not an id',
      { id: '1; drop table balances', status: 'Approved' },
      SERVER_MESSAGES.balanceNotFound,
    ],
  ])('refuses %s', async (_case, variables, message) => {
    expect(
      await api.refused(UPDATE_BALANCE, variables, await api.tokenFor(demoEmail('Administrator'))),
    ).toBe(message);
  });

  test('refuses a status that does not exist', async () => {
    const id = await pendingDeposit();
    const message = await api.refused(
      UPDATE_BALANCE,
      { id, status: 'Paid' },
      await api.tokenFor(demoEmail('Administrator')),
    );
    expect(message).toMatch(/Paid/);
  });
});

describe('one transfer, one deposit (issue 8 §10)', () => {
  test('three parallel deposits with one transaction id create one; the others are told why', async () => {
    const seller = await api.tokenFor(SELLER);
    const before = await api.rows(balances);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api.gql(CREATE_BALANCE, deposit(samSites[0]!, { transaction_id: 'TXN-ONCE-1' }), seller),
      ),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors).map((a) => a.errors?.[0]?.message)).toEqual([
      SERVER_MESSAGES.depositTransactionTaken,
      SERVER_MESSAGES.depositTransactionTaken,
    ]);
    expect(await api.rows(balances)).toBe(before + 1);
  });

  test("staff recording an approved deposit cannot credit a seller's transfer twice", async () => {
    const accounting = await api.tokenFor(demoEmail('Accounting'));
    const seller = await api.tokenFor(SELLER);
    await api.ok(CREATE_BALANCE, deposit(samSites[0]!, { transaction_id: 'TXN-ONCE-2' }), seller);
    const before = await api.rows(balances);
    for (const id of ['TXN-ONCE-2', ' txn-once-2 ']) {
      expect(
        await api.refused(
          CREATE_BALANCE,
          deposit(samSites[0]!, { transaction_id: id, approved: true }),
          accounting,
        ),
      ).toBe(SERVER_MESSAGES.depositTransactionTaken);
    }
    expect(await api.rows(balances)).toBe(before);
  });

  test('a denied deposit frees its transaction id for a corrected request', async () => {
    const seller = await api.tokenFor(SELLER);
    const admin = await api.tokenFor(demoEmail('Administrator'));
    const { createBalance } = await api.ok<{ createBalance: { id: string } }>(
      CREATE_BALANCE,
      deposit(samSites[0]!, { transaction_id: 'TXN-ONCE-3' }),
      seller,
    );
    await api.ok(UPDATE_BALANCE, { id: createBalance.id, status: 'Denied' }, admin);
    await api.ok(CREATE_BALANCE, deposit(samSites[0]!, { transaction_id: 'TXN-ONCE-3' }), seller);
  });
});
