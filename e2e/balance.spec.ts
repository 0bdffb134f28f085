import type { Browser, Page } from '@playwright/test';
import { depositCreditCents } from '../packages/domain/src/fees';
import { MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';

// Spec 1 §2 Balance, §4 and §6: a seller's deposit waits for staff; an accountant approves it and
// the seller's money moves from Pending Deposit to Available; a supporter only reads the status.

type Cards = Record<'Available' | 'Pending' | 'Paid' | 'Pending Deposit', number>;

/** The four balance cards as numbers, read once their figures have loaded. */
async function readCards(page: Page): Promise<Cards> {
  const summary = page.getByRole('group', { name: 'Balance summary' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Loading value')).toHaveCount(0);
  // A seller's figures come once the current site is known: wait for all four amounts.
  await expect(summary.getByText(/\$/)).toHaveCount(4);
  const lines = (await summary.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const value = (label: keyof Cards) => {
    const raw = lines[lines.indexOf(label) + 1] ?? '';
    const amount = Number(raw.replace(/[^0-9.-]/g, ''));
    if (!raw.includes('$') || Number.isNaN(amount))
      throw new Error(`No amount under ${label}: ${lines.join(' | ')}`);
    return amount;
  };
  return {
    Available: value('Available'),
    Pending: value('Pending'),
    Paid: value('Paid'),
    'Pending Deposit': value('Pending Deposit'),
  };
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, email, path);
  return page;
}

test('a seller deposits, an accountant approves, and the seller’s cards move by the credited amount', async ({
  browser,
}) => {
  const seller = await signedInPage(browser, DEMO_ACCOUNTS.Seller, '/balance');
  const before = await readCards(seller);

  const amount = 250;
  const credited = depositCreditCents(amount * 100, 'manual_second') / 100;
  const transactionId = `E2E-${Date.now()}`;
  await seller.getByRole('button', { name: 'Make a Deposit' }).click();
  const form = seller.getByRole('form', { name: 'Make a Deposit' });
  await form.getByRole('combobox', { name: 'Site' }).click();
  await seller.getByRole('listbox').getByRole('option').first().click();
  await form.getByLabel('Amount').fill(String(amount));
  await form.getByRole('combobox', { name: 'Method' }).click();
  await seller.getByRole('option', { name: /^Second method/ }).click();
  await form.getByLabel('Transaction ID').fill(transactionId);
  await form.getByRole('button', { name: 'Submit' }).click();
  // Soft: a missing message fails the test, yet the journey goes on to check the money.
  await expect.soft(seller.getByText(MESSAGES.createDepositSuccess)).toBeVisible();

  await expect
    .poll(async () => (await readCards(seller))['Pending Deposit'])
    .toBeCloseTo(before['Pending Deposit'] + credited, 2);

  const accountant = await signedInPage(browser, DEMO_ACCOUNTS.Accounting, '/balance');
  const row = accountant.getByRole('row').filter({ hasText: transactionId });
  await row.getByRole('button', { name: /^Actions for entry/ }).click();
  await row.getByRole('menuitem', { name: 'Approve' }).click();
  await accountant.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(accountant.getByText(MESSAGES.approveSuccess)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Actions for entry/ })).toHaveCount(0);

  await seller.reload();
  const after = await readCards(seller);
  expect(after.Available).toBeCloseTo(before.Available + credited, 2);
  expect(after['Pending Deposit']).toBeCloseTo(before['Pending Deposit'], 2);
});

test('a supporter sees the word Pending and no Approve or Deny buttons', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Supporter, '/balance');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for entry/ })).toHaveCount(0);
});
