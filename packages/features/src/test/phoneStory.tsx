import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A phone's width: the list screens are reviewed at it (below 600 px a table becomes cards). */
export const PHONE_WIDTH = 390;

/**
 * The parameters and decorator of a screen's `Phone` story. The screen sits in a 390 px wrapper
 * because the ui Table switches to cards on its own width (a container query), not the window's.
 */
export const phoneStory = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    ((Story) => (
      <div data-testid="phone" style={{ width: PHONE_WIDTH }}>
        <Story />
      </div>
    )) satisfies Decorator,
  ],
};

/** Nothing of the screen (a filter bar, a toolbar) may stick out past the phone's width. */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  const phone = within(canvasElement).getByTestId('phone');
  await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The table's body rows, each shown as a card; there is at least one. */
export async function expectCardRows(table: HTMLElement) {
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) await expect(getComputedStyle(row).display).toBe('block');
  return rows;
}

/** A card's cells read as label: value lines: the column's name is drawn before the value. */
export async function expectLabelLines(row: HTMLElement, labels: string[]) {
  for (const label of labels) {
    const cell = row.querySelector(`[data-label="${label}"]`);
    await expect(cell).not.toBeNull();
    await expect(getComputedStyle(cell!, '::before').content).toBe(`"${label}"`);
  }
}
