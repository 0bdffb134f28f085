import type { Page } from '@playwright/test';

/**
 * Runs `action` and resolves once a toast holding `text` has been on screen, watched from before
 * the action. A success toast that announces a move to another page lives 3 s while the page
 * renders the next one; asserted afterwards with `expect(...).toBeVisible()`, its whole life can
 * fall between two of expect's polls on a loaded machine (each poll a round trip into the busy
 * page), as 'Create Discount is successful!' once did. This one looks in the page on every frame.
 */
export async function expectToastAfter(
  page: Page,
  text: string,
  action: () => Promise<void>,
): Promise<void> {
  const shown = page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).some(
        (toast) => toast.textContent?.includes(wanted) && toast.checkVisibility(),
      ),
    text,
    { polling: 'raf', timeout: 20_000 },
  );
  try {
    await action();
  } catch (error) {
    shown.catch(() => undefined);
    throw error;
  }
  await shown;
}
