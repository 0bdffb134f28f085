import { DEMO_ACCOUNTS, LANDING, expect, openSignedIn, test } from './support/fixtures';

// Spec 2 §2 Catalog, §6: only users flagged is_special see the catalog. The demo's second seller
// is special (README, demo accounts); the first is not and gets not-found.

const SPECIAL_SELLER = 'seller2@podoffice.test';

test('a special seller searches the catalog, opens a type and picks a variant', async ({
  page,
}) => {
  await openSignedIn(page, SPECIAL_SELLER, LANDING.Seller);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .getByRole('link', { name: 'Catalog' })
    .click();
  await expect(page).toHaveURL('/catalog');
  const grid = page.getByRole('list', { name: 'Catalog' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();

  // The catalog's own search, not the title bar's global one.
  const search = page.getByRole('search', { name: 'Catalog search' }).getByRole('searchbox');
  await search.fill('Mug');
  await search.press('Enter');
  await expect(page).toHaveURL('/catalog?search=Mug');
  await grid.getByRole('link', { name: 'Ceramic Mug' }).click();
  await expect(page).toHaveURL(/\/catalog\/\d+$/);

  await expect(page.getByRole('heading', { name: 'Ceramic Mug' })).toBeVisible();
  await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: '11oz' }).click();
  await page.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'White' }).click();
  const chosen = page.getByLabel('Chosen variant');
  await expect(chosen.getByText('MUG-11OZ-WHITE')).toBeVisible();
  // The seed's retail price: 2.4 × the base cost of 5.20.
  await expect(chosen.getByText('$12.48')).toBeVisible();
  await expect(chosen.getByText('$5.20')).toBeVisible();
});

test('a seller without is_special gets not-found at /catalog and no Catalog link', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, LANDING.Seller);
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .getByRole('link', { name: 'Catalog' }),
  ).toHaveCount(0);
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Catalog' })).toHaveCount(0);
});
