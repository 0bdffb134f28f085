import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  graphql,
  openSignedIn,
  test,
  tokenFor,
} from './support/fixtures';
import { expectToastAfter } from './support/toasts';

// Spec 1 §2 Users, Add user, Profile; §4 user status; §5 user create and profile; §6 supplier
// fields; §7 createSignedUrl -> PUT -> createFile -> updateUser.

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator creates a supplier with a partner fulfillment, blocks and unblocks them, and cannot block themself', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `e2e.supplier.${stamp}@podoffice.test`;
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/admin/users-manager');
  await page.getByRole('button', { name: 'New User' }).click();
  await expect(page).toHaveURL('/admin/user-form');
  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('First name').fill('Eve');
  await form.getByLabel('Last name').fill(`Supplier${stamp}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('0123456789');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#2026');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Start#2026');
  await form.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Supplier', exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Partner name').fill('E2E Print Partner');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText(MESSAGES.partnerFulfillmentIncomplete)).toBeVisible();
  await form.getByLabel('Partner domain').fill('https://partner.e2e.example');
  await form.getByLabel('API key').fill('e2e-key');
  await form.getByLabel('API signature').fill('e2e-signature');
  await chooseOption(page, 'Export template', 'DTF Express');
  await expectToastAfter(page, MESSAGES.userCreated, () =>
    form.getByRole('button', { name: 'Create user' }).click(),
  );
  await expect(page).toHaveURL('/admin/users-manager');

  const name = `Eve Supplier${stamp}`;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByText(email)).toBeVisible();

  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await table.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByLabel('Partner name')).toHaveValue('E2E Print Partner');
  await page.goBack();

  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await table.getByRole('menuitem', { name: 'Block' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(MESSAGES.userBlocked)).toBeVisible();
  await expect(table.getByText(email)).toHaveCount(0);

  await chooseOption(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/status=Inactive/);
  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await table.getByRole('menuitem', { name: 'Unblock' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(MESSAGES.userUnblocked)).toBeVisible();

  // The administrator's own row offers Edit but never Block or Delete.
  await page.goto(`/admin/users-manager?q=${encodeURIComponent(DEMO_ACCOUNTS.Administrator)}`);
  await expect(table.getByText(DEMO_ACCOUNTS.Administrator)).toBeVisible();
  await table.getByRole('button', { name: /^Actions for / }).click();
  await expect(table.getByRole('menuitem')).toHaveText(['Edit']);
});

test('the read-only account of spec 1 §4 looks at users but cannot create or edit them', async ({
  page,
  request,
}) => {
  // USERS_READ_ONLY_EMAILS names this account for the e2e server (support/global-setup.ts).
  const auditor = 'e2e.auditor@podoffice.test';
  await graphql(
    request,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        first_name: 'Ava',
        last_name: 'Auditor',
        email: auditor,
        pass: DEMO_PASSWORD,
        phone: '0123456789',
        roles: ['Administrator'],
      },
    },
    await tokenFor(request, DEMO_ACCOUNTS.Administrator),
  );
  await openSignedIn(
    page,
    auditor,
    `/admin/users-manager?q=${encodeURIComponent(DEMO_ACCOUNTS.Seller)}`,
  );
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByText(DEMO_ACCOUNTS.Seller)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New User' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  await page.goto('/admin/user-form');
  await expect(
    page.getByText('Your account can look at users but not create or edit them.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add user' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to users' }).click();
  await expect(page).toHaveURL('/admin/users-manager');
});

// A 1 × 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==',
  'base64',
);

test('a seller updates the profile and uploads an avatar', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/profile');

  const form = page.getByRole('form', { name: 'Profile' });
  const address = `${Date.now() % 1000} Print Street, Springfield`;
  await expect(form.getByLabel('Birthday')).not.toHaveValue('');
  await form.getByLabel('Address').fill(address);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(MESSAGES.profileUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Address')).toHaveValue(
    address,
  );

  await page
    .getByLabel('Upload avatar: file')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute('src');
  expect(src).toMatch(/\/files\/uploads\/\d+\/[0-9a-f-]+\/avatar\.png\?width=200$/);
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
