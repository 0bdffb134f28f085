import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  expect,
  graphql,
  openSignedIn,
  signIn,
  test,
  uniqueEmail,
} from './support/fixtures';

// Issue 8, point 4: without SMTP the mails stay in the outbox, which only an Administrator reads,
// in the app. The demo's reset and activation links are followed from there.

test('someone asks for a password reset; the administrator finds the mail in the outbox and its link sets a new password', async ({
  browser,
  page,
  request,
}) => {
  // A fresh account, so the demo accounts keep their documented password.
  const email = uniqueEmail('outbox');
  await graphql(request, 'mutation($input: RegisterInput!) { register(input: $input) }', {
    input: {
      first_name: 'Noor',
      last_name: 'Haddad',
      email,
      pass: 'First#2026',
      phone: '5550102',
    },
  });

  // The visitor, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto('/forgot-password');
  const forgot = visitor.getByRole('form', { name: 'Forgot password' });
  await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Proceed' }).click();
  await expect(visitor.getByText(MESSAGES.forgotSuccess)).toBeVisible();
  await visitor.close();

  await openSignedIn(page, DEMO_ACCOUNTS.Administrator, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'App Settings' }).click();
  await menu.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL('/egg/outbox');

  const recipient = page
    .getByRole('search', { name: 'Outbox filters' })
    .getByRole('textbox', { name: /Recipient/ });
  await recipient.fill(email);
  await recipient.press('Enter');
  await expect(page).toHaveURL(`/egg/outbox?to=${encodeURIComponent(email)}`);
  const mails = page.getByRole('table', { name: 'Outbox' });
  // Newest first: the reset, then the welcome mail of the registration.
  await expect(mails.getByRole('row').nth(1)).toContainText('Reset your POD Office password');
  await expect(mails.getByRole('row').nth(2)).toContainText('Activate your POD Office account');
  await expect(mails.getByRole('row')).toHaveCount(3);

  await mails
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Open mail/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset your POD Office password' });
  await expect(dialog.getByText(email)).toBeVisible();
  const body = dialog.frameLocator(`iframe[title="Message to ${email}"]`);
  const link = body.getByRole('link', { name: /\/reset-password\?token=/ });
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);

  await expect(tab).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'Outbox#2026';
  const reset = tab.getByRole('form', { name: 'Reset password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await reset.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Proceed' }).click();
  await expect(tab.getByText(MESSAGES.passwordUpdated)).toBeVisible();
  // The tab shares the administrator's session, so sign-in sends it on; the owner signs in elsewhere.
  await expect(tab).not.toHaveURL(/reset-password/);

  const owner = await browser.newPage();
  await signIn(owner, email, newPassword);
  await expect(owner).toHaveURL('/dashboard');
  await expect(owner.getByText('Hi, Noor')).toBeVisible();
  await owner.close();
});
