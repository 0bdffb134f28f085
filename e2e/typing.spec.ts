import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';

// A searchable select filters as the user types, at the speed they type: downshift 9 reports a
// typed value a render late, and a controlled input that waited for it dropped keys.

test('a searchable select keeps every key typed at full speed', async ({ page }) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/balance');
  const site = page.getByRole('search', { name: 'Balance filters' }).getByRole('combobox', {
    name: 'Site',
  });
  await site.click();
  await page.keyboard.type('Noah Tees CSV');
  await expect(site).toHaveValue('Noah Tees CSV');
  await expect(page.getByRole('option', { name: 'Noah Tees CSV' })).toBeVisible();
});
