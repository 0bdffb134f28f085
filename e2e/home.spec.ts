import { landingPathFor } from '../packages/domain/src/roles';
import { MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, LANDING, expect, signIn, test } from './support/fixtures';

// Issue 10 §1: Home is each role's landing page (spec 1 §4). Back to Home on a 403 and the logo
// used to lead Supporter, Listing and Accounting to /dashboard, one more "Access denied".

const STAFF = ['Administrator', 'Supporter', 'Listing', 'Accounting'] as const;

for (const role of STAFF) {
  test(`${role}: Back to Home and the logo land on a page the role may open`, async ({ page }) => {
    const home = LANDING[role];
    expect(landingPathFor({ roles: [{ name: role }] })).toBe(home);
    await signIn(page, DEMO_ACCOUNTS[role]);
    await expect(page).toHaveURL(home);

    // An Administrator-only page (Access denied or not-found, by role); the Administrator may open
    // every page, so a path that does not exist refuses them instead.
    await page.goto(role === 'Administrator' ? '/no/such/page' : '/admin/discount');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByText(MESSAGES.accessDenied)).toHaveCount(0);

    await page.goto(role === 'Administrator' ? '/no/such/page' : '/admin/discount');
    await page.getByRole('link', { name: /POD Office/ }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByText(MESSAGES.accessDenied)).toHaveCount(0);
  });
}
