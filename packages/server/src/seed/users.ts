import { eq, inArray, sql } from 'drizzle-orm';
import { DTF_PARTNER_SUPPLIER_ID } from '@podoffice/domain';
import type { Executor } from '../db/client';
import { exportTemplates, partnerFulfillments, roles, userRoles, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_SUPPLIER_PARTNER, DTF_PARTNER_DEMO } from './partners';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Order export templates an Administrator can give a supplier (templates(limit 100)). */
export const DEMO_EXPORT_TEMPLATES = [
  { name: 'Standard CSV', columns: ['order_id', 'sku', 'quantity', 'design_url', 'address'] },
  { name: 'DTF Express', columns: ['order_id', 'sku', 'quantity', 'print_file', 'ship_to'] },
  { name: 'Embroidery', columns: ['order_id', 'sku', 'thread_colors', 'placement', 'ship_to'] },
  { name: 'Wide format', columns: ['order_id', 'sku', 'width_cm', 'height_cm', 'ship_to'] },
];

interface ExtraUser {
  first: string;
  last: string;
  role: 'Seller' | 'Supplier';
  blocked?: boolean;
  special?: boolean;
}

// Sellers and suppliers only: the staff roles keep one demo account each, which other areas' lists
// and tests count on.
const EXTRA_USERS: ExtraUser[] = [
  { first: 'Olivia', last: 'Bennett', role: 'Seller', special: true },
  { first: 'Lucas', last: 'Moreau', role: 'Seller' },
  { first: 'Amara', last: 'Okoye', role: 'Seller' },
  { first: 'Mateo', last: 'Rossi', role: 'Seller', blocked: true },
  { first: 'Hana', last: 'Sato', role: 'Supplier' },
  { first: 'Ethan', last: 'Walsh', role: 'Seller' },
  { first: 'Zara', last: 'Haddad', role: 'Seller', special: true },
  { first: 'Ivan', last: 'Petrov', role: 'Seller' },
  { first: 'Chloe', last: 'Dubois', role: 'Seller', blocked: true },
  { first: 'Kofi', last: 'Mensah', role: 'Supplier' },
  { first: 'Isla', last: 'Murray', role: 'Seller' },
  { first: 'Diego', last: 'Alvarez', role: 'Seller' },
  { first: 'Mei', last: 'Lin', role: 'Seller' },
  { first: 'Aarav', last: 'Patel', role: 'Seller' },
  { first: 'Freya', last: 'Larsen', role: 'Supplier', blocked: true },
  { first: 'Omar', last: 'Farouk', role: 'Seller' },
  { first: 'Elena', last: 'Popescu', role: 'Seller' },
  { first: 'Jonas', last: 'Weber', role: 'Seller' },
  { first: 'Aisha', last: 'Bello', role: 'Seller' },
  { first: 'Tomás', last: 'Silva', role: 'Seller' },
  { first: 'Yuki', last: 'Tanaka', role: 'Seller' },
  { first: 'Ruby', last: 'Hughes', role: 'Seller', blocked: true },
  { first: 'Felix', last: 'Novak', role: 'Supplier' },
  { first: 'Leila', last: 'Karimi', role: 'Seller' },
  { first: 'Owen', last: 'Price', role: 'Seller' },
  { first: 'Sara', last: 'Lindqvist', role: 'Seller' },
  { first: 'Arjun', last: 'Rao', role: 'Seller' },
  { first: 'Nadia', last: 'Haddou', role: 'Seller' },
];

const emailOf = (u: ExtraUser) =>
  `${u.first}.${u.last}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase() + '@podoffice.test';

/**
 * The users area's demo data: a birthday on every demo account (the profile asks for one), the
 * demo supplier's partner fulfillment and export template, and enough sellers and suppliers, some
 * blocked and some special, to fill two pages of /admin/users-manager.
 */
export async function seedUsers(tx: Executor, passwordHash: string, now: Date): Promise<void> {
  await tx
    .insert(exportTemplates)
    .values(
      DEMO_EXPORT_TEMPLATES.map((t, i) => ({
        ...t,
        createdAt: new Date(now.getTime() - (200 - i) * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: exportTemplates.name });
  const templates = await tx.select().from(exportTemplates);
  const templateId = (name: string) => templates.find((t) => t.name === name)?.id ?? null;

  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    await tx
      .update(users)
      .set({ birthday: `${1980 + i * 2}-0${1 + (i % 9)}-${10 + i}` })
      .where(eq(users.email, account.email));
  }

  const [supplier] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'supplier@podoffice.test'));
  if (supplier) {
    await tx
      .update(users)
      .set({ templateId: templateId('DTF Express') })
      .where(eq(users.id, supplier.id));
    await tx
      .insert(partnerFulfillments)
      .values({
        userId: supplier.id,
        ...DEMO_SUPPLIER_PARTNER,
        printAreas: [...DEMO_SUPPLIER_PARTNER.printAreas],
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: partnerFulfillments.userId });
  }

  const roleRows = await tx
    .select()
    .from(roles)
    .where(inArray(roles.name, ['Seller', 'Supplier']));
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  const created = await tx
    .insert(users)
    .values(
      EXTRA_USERS.map((u, i) => {
        const at = new Date(now.getTime() - (110 - i * 3) * DAY_MS - i * 3_600_000);
        return {
          email: emailOf(u),
          passwordHash,
          firstName: u.first,
          lastName: u.last,
          phone: `0300000${String(i + 1).padStart(4, '0')}`,
          address: i % 3 === 0 ? null : `${20 + i} Market Street, Riverton`,
          birthday:
            i % 4 === 0
              ? null
              : `${1975 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-1${i % 10}`,
          status: !u.blocked,
          activated: true,
          isSpecial: u.special ?? false,
          templateId:
            u.role === 'Supplier' ? templateId(i % 2 ? 'Standard CSV' : 'Embroidery') : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const byEmail = new Map(created.map((u) => [u.email, u.id]));
  const links = EXTRA_USERS.flatMap((u) => {
    const userId = byEmail.get(emailOf(u));
    const role = roleId.get(u.role);
    return userId && role ? [{ userId, roleId: role }] : [];
  });
  if (links.length > 0) await tx.insert(userRoles).values(links);

  const suppliers = EXTRA_USERS.filter((u) => u.role === 'Supplier' && !u.blocked);
  const partners = suppliers.flatMap((u, i) => {
    const userId = byEmail.get(emailOf(u));
    return userId
      ? [
          {
            userId,
            name: `${u.last} Print Co`,
            domain: `https://api.${u.last.toLowerCase()}-print.example`,
            apiKey: `key_${u.last.toLowerCase()}_${1000 + i}`,
            apiSignature: `sig_${u.first.toLowerCase()}_${2000 + i}`,
            printAreas: ['front', 'back'],
            createdAt: now,
            updatedAt: now,
          },
        ]
      : [];
  });
  if (partners.length > 0) {
    await tx
      .insert(partnerFulfillments)
      .values(partners)
      .onConflictDoNothing({ target: partnerFulfillments.userId });
  }
  await seedDtfPartner(tx, passwordHash, now, roleId.get('Supplier'));
}

/**
 * The direct-to-film partner's supplier (spec 2 §1, §9): user id 193 exactly, with the Color
 * Ecommerce partner fulfillment. The id is given rather than drawn from the sequence, so the
 * sequence is then moved past the highest id: later accounts continue after 193 instead of
 * colliding with it when the sequence reaches it.
 */
async function seedDtfPartner(
  tx: Executor,
  passwordHash: string,
  now: Date,
  supplierRoleId: number | undefined,
): Promise<void> {
  const at = new Date(now.getTime() - 150 * DAY_MS);
  const [created] = await tx
    .insert(users)
    .values({
      id: DTF_PARTNER_SUPPLIER_ID,
      email: DTF_PARTNER_DEMO.email,
      passwordHash,
      firstName: DTF_PARTNER_DEMO.firstName,
      lastName: DTF_PARTNER_DEMO.lastName,
      phone: '03000000193',
      status: true,
      activated: true,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
  );
  if (!created) return;
  if (supplierRoleId)
    await tx.insert(userRoles).values({ userId: created.id, roleId: supplierRoleId });
  await tx
    .insert(partnerFulfillments)
    .values({
      userId: created.id,
      ...DTF_PARTNER_DEMO.partner,
      printAreas: [...DTF_PARTNER_DEMO.partner.printAreas],
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: partnerFulfillments.userId });
}
