import { MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';
import { expectToastAfter } from './support/toasts';

// Spec 1 §2 (attributes and terms, discounts, guideline & policy), §5 (the sku rule), §6 (only an
// Administrator changes them) and §8 (their messages), against the real server.

test('an administrator makes the size attribute anew; its term refuses an 11-character sku', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/dashboard');

  // The demo already has a size attribute: it goes first, with its terms.
  await page.goto('/admin/attributes');
  const attributes = page.getByRole('table', { name: 'Attributes' });
  await attributes.getByRole('checkbox', { name: 'Select attribute size' }).check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleteAttributeSuccess)).toBeVisible();
  await expect(attributes.getByRole('cell', { name: 'size', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Attribute' }).click();
  await expect(page).toHaveURL('/admin/attribute/add');
  await page.getByRole('textbox', { name: 'Name' }).fill('size');
  await expectToastAfter(page, MESSAGES.createAttributeSuccess, () =>
    page.getByRole('button', { name: 'Create' }).click(),
  );
  await expect(page).toHaveURL('/admin/attributes');
  await expect(attributes.getByRole('cell', { name: 'size', exact: true })).toBeVisible();

  await page.goto('/admin/attribute-terms');
  await page.getByRole('button', { name: 'Add Attribute Term' }).click();
  const form = page.getByRole('form', { name: 'Attribute term' });
  await form.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: 'size', exact: true }).click();
  await form.getByRole('textbox', { name: 'Option name' }).fill('Poster 18x24 in');
  const sku = form.getByRole('textbox', { name: 'SKU' });
  await sku.fill('POSTER-18X2');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(MESSAGES.sizeSkuMax)).toBeVisible();
  await expect(page).toHaveURL('/admin/attribute-term/add');

  await sku.fill('PST-18X24');
  await expectToastAfter(page, 'Create Attribute Term is successful!', () =>
    form.getByRole('button', { name: 'Create' }).click(),
  );
  await expect(page).toHaveURL(/\/admin\/attribute-terms\?attribute=\d+$/);
  const terms = page.getByRole('table', { name: 'Attribute terms' });
  await expect(terms.getByRole('row').filter({ hasText: 'PST-18X24' })).toContainText('size');
});

test('an administrator creates a discount and deletes it', async ({ page }) => {
  const name = `E2E discount ${Date.now()}`;
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/admin/discount');
  await page.getByRole('button', { name: 'Add Discount' }).click();
  await expect(page).toHaveURL('/admin/discount/create');

  const form = page.getByRole('form', { name: 'Discount' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(MESSAGES.discountNameRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.discountRangeRequired)).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('spinbutton', { name: 'Discount (%)' }).fill('15');
  await form.getByLabel('Start date').fill('2026-12-01');
  await form.getByLabel('End date').fill('2026-12-24');
  await expectToastAfter(page, 'Create Discount is successful!', () =>
    form.getByRole('button', { name: 'Create' }).click(),
  );
  await expect(page).toHaveURL('/admin/discount');

  const row = page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({
    hasText: name,
  });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Dec 01, 2026 – Dec 24, 2026');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await row.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleteSuccess)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a seller reads guideline & policy without add, edit or delete', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/dashboard');
  await page.getByRole('link', { name: 'Guideline & Policy' }).click();
  await expect(page).toHaveURL('/guideline-policy');

  const guidelines = page.getByRole('region', { name: 'Guideline' });
  const policies = page.getByRole('region', { name: 'Policy' });
  await expect(guidelines.getByRole('listitem').first()).toBeVisible();
  await expect(policies.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Guideline & Policy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  await policies.getByRole('button', { name: 'Production and shipping times' }).click();
  const drawer = page.getByRole('dialog', { name: 'Production and shipping times' });
  await expect(drawer.getByText('3 business days')).toBeVisible();

  await page.goto('/guideline-policy/create');
  await expect(page.getByText(MESSAGES.accessDenied).first()).toBeVisible();
});
