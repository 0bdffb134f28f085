import { MESSAGES, SERVER_MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LANDING,
  expect,
  fillSignIn,
  mailedLink,
  signIn,
  test,
  uniqueEmail,
} from './support/fixtures';

// Spec 1 §4, §5 and §8: signing in, signing up with activation, and resetting a forgotten password.

const roles = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];

test.describe('sign in', () => {
  for (const role of roles) {
    test(`${role} signs in and lands on ${LANDING[role]}`, async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS[role]);
      await expect(page).toHaveURL(LANDING[role]);
      await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached();
      // Remember me keeps the token: a reload starts the session again from it (me) and stays.
      await page.reload();
      await expect(page).toHaveURL(LANDING[role]);
      await expect(page.getByText(/^Hi, /)).toBeVisible();
    });
  }

  test('a wrong password shows the server’s message and stays on sign in', async ({ page }) => {
    await signIn(page, 'seller2@podoffice.test', 'not-the-password');
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('goes back to the page that asked for sign-in', async ({ page }) => {
    await page.goto('/balance');
    await expect(page).toHaveURL('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.Supporter, DEMO_PASSWORD);
    await expect(page).toHaveURL('/balance');
  });
});

test('sign up, activate from the mailed link, then sign in', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const password = 'Fresh#2026';
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Erin');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Walsh');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('5550100');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(MESSAGES.registerSuccess)).toBeVisible();

  // An account is not usable before activation.
  const link = await mailedLink(request, email, /https?:\/\/[^\s"'<>]+\/verify\/[^\s"'<>]+/);
  await page.goto(link);
  await expect(page.getByText(MESSAGES.verifySuccess)).toBeVisible();
  await expect(page).toHaveURL('/login');

  await fillSignIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Hi, Erin')).toBeVisible();
});

test('forgot password, reset from the mailed link, then sign in with the new password', async ({
  page,
  request,
}) => {
  // A fresh, activated account, so the demo accounts keep their documented password.
  const email = uniqueEmail('reset');
  await page.goto('/register');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByRole('textbox', { name: 'First name', exact: true }).fill('Rosa');
  await signUp.getByRole('textbox', { name: 'Last name', exact: true }).fill('Diaz');
  await signUp.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('First#2026');
  await signUp.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('First#2026');
  await signUp.getByRole('textbox', { name: 'Phone', exact: true }).fill('5550101');
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(MESSAGES.registerSuccess)).toBeVisible();
  await page.goto(await mailedLink(request, email, /https?:\/\/[^\s"'<>]+\/verify\/[^\s"'<>]+/));
  await expect(page.getByText(MESSAGES.verifySuccess)).toBeVisible();

  await page.goto('/forgot-password');
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(MESSAGES.forgotSuccess)).toBeVisible();

  const newPassword = 'Second#2026';
  await page.goto(
    await mailedLink(request, email, /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/),
  );
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await reset.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/login');

  await fillSignIn(page, email, 'First#2026');
  await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
  await fillSignIn(page, email, newPassword);
  await expect(page).toHaveURL('/dashboard');
});

test('logout clears the session and goes to sign in', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Accounting);
  await expect(page).toHaveURL('/balance');
  await page.getByRole('button', { name: /Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/balance');
  await expect(page).toHaveURL('/login');
});
