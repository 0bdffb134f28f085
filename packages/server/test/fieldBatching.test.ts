import { USERS_PAGE_SIZE } from '@podoffice/domain';
import { files, partnerFulfillments, users } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi, isBackgroundStatement } from './harness';

const USERS = `query Users($filter: UserFilter) {
  users(filter: $filter) {
    count
    hits { id email avatar { id url } partner_fulfillment { name api_key } }
  }
}`;

interface UsersPage {
  users: {
    count: number;
    hits: {
      id: string;
      email: string;
      avatar: { id: string; url: string } | null;
      partner_fulfillment: { name: string; api_key: string } | null;
    }[];
  };
}

/** Suppliers made for this file only: the search below finds them and nobody else. */
const DOMAIN = 'batched.test';
const SUPPLIERS = USERS_PAGE_SIZE + 5;

let api: TestApi;
let admin: string;
let counting = false;
let queries: string[] = [];

beforeAll(async () => {
  api = await startTestApi({
    onQuery: (sql) => {
      if (counting && !isBackgroundStatement(sql)) queries.push(sql);
    },
  });
  admin = await api.tokenFor(demoEmail('Administrator'));
  const { db } = api.server;
  const now = new Date();
  const avatars = await db
    .insert(files)
    .values(
      Array.from({ length: SUPPLIERS }, (_, i) => ({
        key: `uploads/batched/avatar-${i}.png`,
        source: 'local',
        fileName: `avatar-${i}.png`,
        fileMime: 'image/png',
        fileSize: 100,
      })),
    )
    .returning({ id: files.id });
  const rows = await db
    .insert(users)
    .values(
      avatars.map((avatar, i) => ({
        email: `supplier-${i}@${DOMAIN}`,
        passwordHash: 'unused',
        firstName: 'Batched',
        lastName: `Supplier ${i}`,
        activated: true,
        avatarFileId: avatar.id,
        createdAt: new Date(now.getTime() - i * 1000),
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db.insert(partnerFulfillments).values(
    rows.map((row, i) => ({
      userId: row.id,
      name: `Partner ${i}`,
      domain: `https://partner-${i}.example`,
      apiKey: `key-${i}`,
      apiSignature: `sig-${i}`,
    })),
  );
});

afterAll(() => api.close());

/**
 * Waits until nothing but the request reaches the database: the server's own work at start (the
 * periodic sweeps run once at once) came into the count on a loaded CI machine (9 for 7).
 */
async function untilQuiet() {
  for (let i = 0; i < 50; i++) {
    queries = [];
    counting = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    counting = false;
    if (queries.length === 0) return;
  }
  throw new Error(`the server kept querying: ${queries.join('\n')}`);
}

/** The SQL statements one users page costs, with the page it answered. */
async function countedPage(limit: number) {
  await untilQuiet();
  queries = [];
  counting = true;
  try {
    const data = await api.ok<UsersPage>(USERS, { filter: { search: DOMAIN, limit } }, admin);
    return { data, statements: queries.length };
  } finally {
    counting = false;
  }
}

describe('per-row fields of a users page', () => {
  test('a page of 25 with avatars and partner fulfillments costs as many queries as a page of 1', async () => {
    const one = await countedPage(1);
    const full = await countedPage(USERS_PAGE_SIZE);

    expect(full.data.users.count).toBe(SUPPLIERS);
    expect(full.data.users.hits).toHaveLength(USERS_PAGE_SIZE);
    full.data.users.hits.forEach((hit, i) => {
      expect(hit.email).toBe(`supplier-${i}@${DOMAIN}`);
      expect(hit.avatar?.url).toContain(`avatar-${i}.png`);
      expect(hit.partner_fulfillment).toEqual({ name: `Partner ${i}`, api_key: `key-${i}` });
    });
    expect(full.statements).toBe(one.statements);
    // The caller, the page, its count, the roles, the avatars and the partners.
    expect(full.statements).toBeLessThanOrEqual(8);
  });

  test('users whose fields are loaded together each get their own avatar and partner', async () => {
    const { data } = await countedPage(SUPPLIERS);
    const byEmail = new Map(data.users.hits.map((hit) => [hit.email, hit]));
    for (let i = 0; i < SUPPLIERS; i += 1) {
      const hit = byEmail.get(`supplier-${i}@${DOMAIN}`);
      expect(hit?.avatar?.url).toContain(`avatar-${i}.png`);
      expect(hit?.partner_fulfillment?.name).toBe(`Partner ${i}`);
    }
  });
});
