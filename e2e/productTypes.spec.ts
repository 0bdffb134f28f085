import type { Browser, Page } from '@playwright/test';
import { PRODUCT_TYPE_MESSAGES } from '../packages/domain/src/productTypes/messages';
import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test } from './support/fixtures';

// Spec 2 §2 Product types, §4 (active <-> paused with a confirmation and its message), §6, §9,
// against the demo seed: a dozen types, one personalized (Personalized Name Necklace) and one
// paused (Fleece Blanket). The pause journey uses Throw Pillow, which the demo supplier does not
// supply, so the supplier's journey running beside it reads a list it never changes.

type Role = keyof typeof DEMO_ACCOUNTS;

async function signedInPage(browser: Browser, role: Role, path = LANDING[role]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, DEMO_ACCOUNTS[role], path);
  return page;
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Product types' }).getByRole('row').filter({ hasText: title });

test('a Listing user pauses a product type and resumes it, each after a confirmation', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Listing');
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'App Settings' }).click();
  await menu.getByRole('link', { name: 'Product Types' }).click();
  await expect(page).toHaveURL('/admin/product-types');

  const pillow = rowOf(page, 'Throw Pillow');
  await expect(pillow).toContainText('Active');
  await pillow.getByRole('button', { name: 'Actions for product type Throw Pillow' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await page
    .getByRole('alertdialog', { name: 'Pause the product type Throw Pillow?' })
    .getByRole('button', { name: 'Pause' })
    .click();
  await expect(page.getByText(PRODUCT_TYPE_MESSAGES.paused, { exact: true })).toBeVisible();
  await expect(pillow).toHaveCount(0);

  await page.getByRole('tab', { name: 'Paused' }).click();
  await expect(page).toHaveURL('/admin/product-types?status=paused');
  await expect(pillow).toContainText('Paused');
  await expect(rowOf(page, 'Fleece Blanket')).toBeVisible();
  await pillow.getByRole('button', { name: 'Actions for product type Throw Pillow' }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await page
    .getByRole('alertdialog', { name: 'Resume the product type Throw Pillow?' })
    .getByRole('button', { name: 'Resume' })
    .click();
  await expect(page.getByText(PRODUCT_TYPE_MESSAGES.resumed, { exact: true })).toBeVisible();
  await expect(pillow).toHaveCount(0);

  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(pillow).toContainText('Active');
});

test('a Supplier at /product-types sees only their active non-personalized types, no actions', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Supplier');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .getByRole('link', {
      name: 'Product Types',
    })
    .click();
  await expect(page).toHaveURL('/product-types');
  const table = page.getByRole('table', { name: 'Product types' });
  const titles = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(titles).toHaveCount(4);
  for (const title of [
    'Classic T-Shirt',
    'Pullover Hoodie',
    'Embroidered Cap',
    'All-Over Print Tee',
  ]) {
    await expect(rowOf(page, title)).toBeVisible();
  }
  // Personalized, paused and other suppliers' types stay out.
  await expect(rowOf(page, 'Personalized Name Necklace')).toHaveCount(0);
  await expect(rowOf(page, 'Fleece Blanket')).toHaveCount(0);
  await expect(rowOf(page, 'Ceramic Mug')).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for product type/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);

  // The full list is not theirs.
  await page.goto('/admin/product-types');
  await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
});

test('a Supporter reads the full list, paused and personalized types included, read-only', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Supporter', '/admin/product-types');
  await expect(rowOf(page, 'Personalized Name Necklace')).toBeVisible();
  await expect(rowOf(page, 'Ceramic Mug')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for product type/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Personalized' }).click();
  await expect(page).toHaveURL('/admin/product-types?type=personalized');
  await expect(rowOf(page, 'Personalized Name Necklace')).toBeVisible();
  await expect(rowOf(page, 'Ceramic Mug')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL('/admin/product-types');

  await page.getByRole('searchbox', { name: 'Search product types' }).fill('mug');
  await page.getByRole('searchbox', { name: 'Search product types' }).press('Enter');
  await expect(page).toHaveURL('/admin/product-types?search=mug');
  await expect(rowOf(page, 'Ceramic Mug')).toBeVisible();
  await expect(rowOf(page, 'Classic T-Shirt')).toHaveCount(0);

  await page.goto('/admin/product-types?status=paused');
  await expect(rowOf(page, 'Fleece Blanket')).toContainText('Paused');
  await expect(page.getByRole('button', { name: /^Actions for product type/ })).toHaveCount(0);
});

test('the DTF partner supplier (193) reads the DTF Tee it prints, and no other type', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, 'dtf@colorecommerce.test', '/product-types');
  const table = page.getByRole('table', { name: 'Product types' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rowOf(page, 'DTF Tee')).toBeVisible();
  await expect(rowOf(page, 'DTF Tee')).toContainText('DTF');
  await expect(rowOf(page, 'Classic T-Shirt')).toHaveCount(0);
});
