import { MESSAGES } from '../packages/domain/src/messages';
import { DEMO_ACCOUNTS, expect, openSignedIn, test } from './support/fixtures';

// Issue 10 §6: a form shows every field's message at once on submit. In a real browser the message
// of the field just left appeared on the press of Submit and moved the button before the release,
// so the click was lost and only that one message showed: this needs real layout, hence Chromium.

test('Submit pressed straight after emptying the amount shows every missing field at once', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.Seller, '/balance');
  await page.getByRole('button', { name: 'Make a Deposit' }).click();
  const form = page.getByRole('form', { name: 'Make a Deposit' });
  await form.getByLabel('Amount').fill('');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(form.getByText(MESSAGES.depositAmountRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.depositTransactionRequired)).toBeVisible();
});
