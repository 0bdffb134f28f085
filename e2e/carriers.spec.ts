import type { Browser, Page } from '@playwright/test';
import { CARRIER_NOTICES } from '../packages/domain/src/carriers';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test } from './support/fixtures';

// Spec 2 §2 Carriers, §4 (delete is soft), §5, §6, §8: an Administrator creates, edits and
// deletes a carrier, which moves to Inactive; a Supporter reads the list without the controls.

type Role = keyof typeof DEMO_ACCOUNTS;

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, DEMO_ACCOUNTS[role], LANDING[role]);
  return page;
}

/** A §8 toast, whole: ' Carrier has been updated' keeps its leading space. */
async function expectToast(page: Page, text: string) {
  const toast = page.getByText(text.trim(), { exact: true });
  await expect(toast).toBeVisible();
  expect(await toast.textContent()).toBe(text);
}

test('an administrator creates, edits and deletes a carrier, which moves to Inactive', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Administrator');
  // The menu derives from the route table: Carriers sits in the App Settings group.
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'App Settings' }).click();
  await menu.getByRole('link', { name: 'Carriers' }).click();
  await expect(page).toHaveURL('/admin/carriers');
  const table = page.getByRole('table', { name: 'Carriers' });
  await expect(table.getByRole('cell', { name: 'USPS', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'YunExpress', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'New Carrier' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Carrier' });
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Please input name')).toBeVisible();
  await expect(drawer.getByText('Please input code')).toBeVisible();
  await expect(drawer.getByText('Please input url')).toBeVisible();

  const stamp = Date.now();
  const name = `E2E Post ${stamp}`;
  const code = `e2e-${stamp}`;
  await drawer.getByRole('textbox', { name: /Name/ }).fill(name);
  await drawer.getByRole('textbox', { name: /Code/ }).fill(code);
  await drawer
    .getByRole('textbox', { name: /Url/ })
    .fill('https://post.example/track?n={tracking_number}');
  await drawer.getByRole('textbox', { name: /Description/ }).fill('Made by the e2e journey');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, CARRIER_NOTICES.created);
  await expect(drawer).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('https://post.example/track?n={tracking_number}');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Actions for carrier ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: `Edit carrier ${name}` });
  await expect(editor.getByRole('textbox', { name: /Code/ })).toHaveValue(code);
  await editor.getByRole('textbox', { name: /Description/ }).fill('Edited by the e2e journey');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, CARRIER_NOTICES.updated);
  await expect(row).toContainText('Edited by the e2e journey');

  await row.getByRole('button', { name: `Actions for carrier ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: `Delete the carrier ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, CARRIER_NOTICES.deleted);
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page).toHaveURL('/admin/carriers?status=inactive');
  const retired = table.getByRole('row').filter({ hasText: name });
  await expect(retired).toContainText('Inactive');
  await expect(retired).toContainText('Edited by the e2e journey');
});

test('a supporter sees the carriers without New Carrier, Edit or Delete', async ({ browser }) => {
  const page = await signedInPage(browser, 'Supporter');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .getByRole('link', { name: 'Carriers' })
    .click();
  await expect(page).toHaveURL('/admin/carriers');
  const table = page.getByRole('table', { name: 'Carriers' });
  await expect(table.getByRole('cell', { name: 'DHL Express', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Carrier' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Actions for carrier/ })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(table.getByRole('cell', { name: 'YunExpress', exact: true })).toBeVisible();
});
