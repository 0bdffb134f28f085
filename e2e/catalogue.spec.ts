import type { Browser, Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LANDING,
  expect,
  graphql,
  openSignedIn,
  test,
} from './support/fixtures';
import { expectToastAfter } from './support/toasts';

// Spec 1 §2 (User levels, News), §6: Listing staff manage seller levels and news; a Supporter reads
// the levels and categories but changes nothing; stored news HTML never runs script for a reader.

type Role = keyof typeof DEMO_ACCOUNTS;

async function signedInPage(browser: Browser, role: Role, path = LANDING[role]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, DEMO_ACCOUNTS[role], path);
  return page;
}

test('a listing user creates, edits and deletes a seller level', async ({ browser }) => {
  const page = await signedInPage(browser, 'Listing', '/admin/seller-levels');
  const table = page.getByRole('table', { name: 'Seller levels' });
  await expect(table.getByRole('cell', { name: 'Gold', exact: true })).toBeVisible();

  const name = `E2E level ${Date.now()}`;
  await page.getByRole('button', { name: 'New Level' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Level' });
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText(MESSAGES.levelNameRequired)).toBeVisible();
  await drawer.getByRole('textbox', { name: /Name/ }).fill(name);
  await drawer.getByRole('spinbutton', { name: /Order total/ }).fill('30000');
  await drawer.getByRole('spinbutton', { name: /Discount/ }).fill('9');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create level success!')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('30,000');
  await expect(row).toContainText('9%');

  await row.getByRole('button', { name: `Actions for level ${name}` }).click();
  await row.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: `Edit level ${name}` });
  await editor.getByRole('spinbutton', { name: /Discount/ }).fill('10.5');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('10.5%');

  await row.getByRole('button', { name: `Actions for level ${name}` }).click();
  await row.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: `Delete the level ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(MESSAGES.deleteSuccess)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a listing user publishes news with the editor, finds it and reads it', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Listing', '/admin/news');
  await page.getByRole('button', { name: 'Add News' }).click();
  await expect(page).toHaveURL('/admin/news/addnews');

  const title = `E2E news ${Date.now()}`;
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  const content = page.getByRole('textbox', { name: /Content/ });
  await content.click();
  await page.keyboard.type('Mugs ship ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('free');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('This week only');
  await expectToastAfter(page, 'Create news success!', () =>
    page.getByRole('button', { name: 'Create' }).click(),
  );
  await expect(page).toHaveURL('/admin/news');

  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'News' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const notification = table.getByRole('switch', { name: `Notification for ${title}` });
  await expect(notification).not.toBeChecked();
  await notification.click();
  await expect(notification).toBeChecked();

  await table.getByRole('link', { name: title, exact: true }).click();
  const article = page.getByRole('article', { name: title });
  await expect(article.locator('b, strong', { hasText: 'free' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText('This week only');
});

test('a supporter reads levels and categories but cannot change them, nor open the news pages', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'Supporter');
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('cell', { name: 'Mugs', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(categories.getByRole('button', { name: /^Actions for category/ })).toHaveCount(0);

  await page.goto('/admin/seller-levels');
  await expect(
    page
      .getByRole('table', { name: 'Seller levels' })
      .getByRole('cell', { name: 'Gold', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Level' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for level/ })).toHaveCount(0);

  await page.goto('/admin/news');
  await expect(page.getByText(MESSAGES.accessDenied).first()).toBeVisible();
});

test('a news item with script payloads renders harmlessly for a seller', async ({
  browser,
  request,
}) => {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: DEMO_ACCOUNTS.Administrator, password: DEMO_PASSWORD },
  );
  const payload = [
    '<p>Safe words stay.</p>',
    '<script>window.__newsXss = "script"</script>',
    '<img src="x" onerror="window.__newsXss = \'img\'">',
    '<svg onload="window.__newsXss = \'svg\'"></svg>',
    '<iframe srcdoc="<script>parent.__newsXss = \'iframe\'</script>"></iframe>',
    '<a href="javascript:window.__newsXss = \'link\'">Click me</a>',
    '<details open ontoggle="window.__newsXss = \'toggle\'"><summary>More</summary></details>',
  ].join('');
  const { createNews } = await graphql<{ createNews: { id: string } }>(
    request,
    'mutation($input: NewsInput!) { createNews(input: $input) { id } }',
    { input: { title: `Payload ${Date.now()}`, content: payload } },
    login.token,
  );

  const page = await signedInPage(browser, 'Seller');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/news/${createNews.id}`);
  const article = page.getByRole('article');
  await expect(article).toContainText('Safe words stay.');
  await article.getByText('Click me').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __newsXss?: unknown }).__newsXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(article.locator('script, iframe, svg, [onerror], [onload], [ontoggle]')).toHaveCount(
    0,
  );
});
