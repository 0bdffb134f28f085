import {
  DEMO_ACCOUNTS,
  expect,
  mailedLink,
  openSignedIn,
  test,
  uniqueEmail,
} from './support/fixtures';

// Issue 24, exports: a supplier exports their Ready orders from the orders list. The export is a
// job on the real server: the page follows it to Done, a toast says so, and the mailed link (read
// from the outbox) downloads one line per order the Ready tab counts.

test('a supplier exports their Ready orders and the mail’s link downloads them', async ({
  page,
  request,
}) => {
  const receiver = uniqueEmail('export');
  await openSignedIn(page, DEMO_ACCOUNTS.Supplier, '/orders?tab=ready');
  const ready = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab', {
    name: /^Ready/,
  });
  await expect(ready).toContainText(/\d/);
  const count = Number(/([\d,]+)\s*$/.exec(await ready.innerText())![1]!.replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  // The supplier's own address is preset; the export goes to another receiver instead.
  await expect(dialog.getByRole('textbox', { name: /Receiver email 1/ })).toHaveValue(
    DEMO_ACCOUNTS.Supplier,
  );
  await dialog.getByRole('textbox', { name: /Receiver email 1/ }).fill(receiver);
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('region', { name: 'Exporting orders' });
  await expect(panel.getByRole('status')).toHaveText('Done');
  await expect(
    page.getByText('Export orders success! Please check your email again'),
  ).toBeVisible();

  const link = await mailedLink(request, receiver, /https?:\/\/[^\s"<]+\.csv\?[^\s"<]+/);
  const response = await request.get(link);
  expect(response.ok()).toBe(true);
  const lines = (await response.text()).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^ID,Origin number,Origin id,/);
  expect(lines).toHaveLength(count + 1);
});
