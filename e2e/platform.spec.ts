import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  graphql,
  openSignedIn,
  test,
} from './support/fixtures';

// Spec 1 §2 App settings and §3 Activity log: an administrator edits the approve-deposit mail and
// the next approval mails the seller in those words; the administrator then finds the decision in
// the activity log.

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  return login.token;
}

/** A pending deposit of the demo seller, made through the API (the deposit form has its own journey). */
async function sellerDeposit(request: APIRequestContext, transactionId: string): Promise<string> {
  const token = await tokenOf(request, DEMO_ACCOUNTS.Seller);
  const { sites } = await graphql<{ sites: { hits: { id: string; title: string }[] } }>(
    request,
    '{ sites(filter: { limit: 1 }) { hits { id title } } }',
    {},
    token,
  );
  const { createBalance } = await graphql<{ createBalance: { id: string } }>(
    request,
    `
      mutation ($site: ID!, $txn: String!) {
        createBalance(transaction_id: $txn, site_id: $site, amount: 123, approved: false) {
          id
        }
      }
    `,
    { site: sites.hits[0]!.id, txn: transactionId },
    token,
  );
  return createBalance.id;
}

test('an administrator edits the approve-deposit mail, and the next approval is mailed in those words, then found in the activity log', async ({
  page,
  request,
}) => {
  const marker = `E2E-${Date.now()}`;
  const transactionId = `TXN-${marker}`;

  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/admin/settings?key=mail-templates');
  const subject = page.getByRole('textbox', { name: /^Approve deposit mail subject/ });
  await expect(subject).toBeVisible();
  await subject.fill(`[${marker}] {{amount}} approved for {{site}}`);
  await page
    .getByRole('textbox', { name: /^Approve deposit mail message/ })
    .fill('Dear {{first_name}} {{last_name}},\n\nDeposit {{transaction_id}} is {{status}}.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.settingsSaved)).toBeVisible();

  // A reload shows the saved template: it was stored, not only kept by the form.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Approve deposit mail subject/ })).toHaveValue(
    `[${marker}] {{amount}} approved for {{site}}`,
  );

  const balanceId = await sellerDeposit(request, transactionId);
  await page.goto('/balance');
  const row = page.getByRole('row').filter({ hasText: transactionId });
  await row.getByRole('button', { name: /^Actions for entry/ }).click();
  await row.getByRole('menuitem', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(MESSAGES.approveSuccess)).toBeVisible();

  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/__dev/outbox?to=${encodeURIComponent(DEMO_ACCOUNTS.Seller)}`,
        );
        mail = ((await response.json()) as OutboxMail[]).find((m) => m.subject.includes(marker));
        return mail;
      },
      { message: 'the approval mail in the edited words', timeout: 10_000 },
    )
    .toBeDefined();
  expect(mail!.subject).toMatch(new RegExp(`^\\[${marker}\\] \\$123\\.00 approved for \\S`));
  expect(mail!.text).toBe(`Dear Sam Carter,\n\nDeposit ${transactionId} is Approved.\n`);

  await page.goto('/egg/order-logs');
  await page
    .getByRole('search', { name: 'Activity log filters' })
    .getByRole('combobox', { name: 'Type' })
    .click();
  await page.getByRole('option', { name: 'balance_status' }).click();
  await expect(page).toHaveURL('/egg/order-logs?type=balance_status');
  const search = page
    .getByRole('search', { name: 'Activity log filters' })
    .getByRole('searchbox', { name: 'Search' });
  await search.fill('Avery');
  await search.press('Enter');
  await expect(page).toHaveURL('/egg/order-logs?search=Avery&type=balance_status');
  const log = page.getByRole('table', { name: 'Activity log' });
  const rows = log.getByRole('row').filter({ hasText: 'balance_status' });
  await expect(rows.first()).toContainText('Avery Stone');
  await expect(log.getByRole('row').filter({ hasText: 'order_status' })).toHaveCount(0);

  await rows
    .first()
    .getByRole('button', { name: /^Details of activity/ })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('region', { name: 'Old data' })).toContainText(
    '"status": "Pending"',
  );
  const after = detail.getByRole('region', { name: 'New data' });
  await expect(after).toContainText('"status": "Approved"');
  await expect(after).toContainText(`"balance_id": ${balanceId}`);
});

test('a supplier downloads one of their exported CSV files', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, '/dashboard');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  await expect(page).toHaveURL('/export-orders');
  const files = page.getByRole('table', { name: 'Exported CSV files' });
  await expect(files.getByRole('row')).toHaveCount(21);
  await expect(files.getByRole('columnheader', { name: 'Exported for' })).toHaveCount(0);

  // The page's oldest file: a seeded one, whatever other journeys exported meanwhile (exports.spec
  // adds the newest, a real export with its own header).
  const first = files.getByRole('row').nth(20);
  const name = (await first.getByRole('cell').first().innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const stream = await download.createReadStream();
  let csv = '';
  for await (const chunk of stream) csv += String(chunk);
  expect(csv.split('\r\n')[0]).toBe('order_id');
});
