import type { UserRole } from '@podoffice/domain';

/** The documented password of every demo account. */
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccount {
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  /** is_special (spec 1 §3): sees the catalog (spec 2 §2 Catalog). */
  special?: boolean;
}

/** One account per role a person signs in with, plus a second seller; seeded outside production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@podoffice.test', role: 'Administrator', firstName: 'Avery', lastName: 'Stone' },
  { email: 'seller@podoffice.test', role: 'Seller', firstName: 'Sam', lastName: 'Carter' },
  { email: 'supplier@podoffice.test', role: 'Supplier', firstName: 'Priya', lastName: 'Nair' },
  { email: 'supporter@podoffice.test', role: 'Supporter', firstName: 'Sofia', lastName: 'Reyes' },
  { email: 'listing@podoffice.test', role: 'Listing', firstName: 'Liam', lastName: 'Chen' },
  {
    email: 'accounting@podoffice.test',
    role: 'Accounting',
    firstName: 'Grace',
    lastName: 'Okafor',
  },
  // The second seller is special, so the demo shows the catalog while seller@ gets its not-found.
  {
    email: 'seller2@podoffice.test',
    role: 'Seller',
    firstName: 'Noah',
    lastName: 'Fischer',
    special: true,
  },
];

/** The demo accounts as printed lines, for the start-up banner. */
export function demoAccountLines(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.role}`);
}
