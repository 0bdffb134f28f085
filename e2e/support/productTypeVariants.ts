import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PRODUCT_TYPE_MESSAGES } from '../../packages/domain/src/productTypes/messages';
import { expect, graphql } from './fixtures';

/**
 * Steps of the variants screen (/admin/product-types/:id/variants, spec 2 §2), shared by the
 * variants journey and the longer product type journey that opens the grid of a type it created.
 */

/** A product type made for a journey: its id, title and sku. */
export interface VariantTestType {
  id: string;
  title: string;
  sku: string;
}

/** A fresh sku of 7 letters and digits, so runs and workers do not collide (skus are unique). */
export function uniqueSku(prefix = 'V'): string {
  const tail = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${prefix}${tail.toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(-7);
}

/**
 * Creates, through the API, a product type with attributes and no variant: Color (Black, White)
 * and Size (S, M), print areas Front and Back, two seeded suppliers and active carriers the
 * caller can list (the first carrier the default). `token` is an Administrator's or Listing's.
 */
const SHOWCASE_SUPPLIERS = ['supplier@podoffice.test', 'dtf@colorecommerce.test'];

export async function createVariantTestType(
  request: APIRequestContext,
  token: string,
  title = `E2E Variants ${Date.now()}`,
): Promise<VariantTestType> {
  const { users } = await graphql<{ users: { hits: { id: string; email: string }[] } }>(
    request,
    'query { users(filter: { role: "Supplier", limit: 100 }) { hits { id email } } }',
    {},
    token,
  );
  const { carriers } = await graphql<{ carriers: { hits: { id: string }[] } }>(
    request,
    'query { carriers(filter: { status: true }) { hits { id } } }',
    {},
    token,
  );
  const sku = uniqueSku();
  const { createProductType } = await graphql<{ createProductType: { id: string; sku: string } }>(
    request,
    `
      mutation ($input: ProductTypeInput!) {
        createProductType(input: $input) {
          id
          sku
        }
      }
    `,
    {
      input: {
        title,
        sku,
        attributes: [
          { name: 'Color', slug: 'color', options: [{ name: 'Black' }, { name: 'White' }] },
          { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }] },
        ],
        print_files: [
          { title: 'Front', default: true },
          { title: 'Back', default: false },
        ],
        // Not the demo supplier nor the DTF partner: other journeys count what those two see.
        suppliers: users.hits
          .filter((u) => !SHOWCASE_SUPPLIERS.includes(u.email))
          .slice(0, 2)
          .map((u) => u.id),
        product_type_carriers: carriers.hits.slice(0, 2).map((c, i) => ({
          carrier_id: c.id,
          price: i === 0 ? 0 : 4.5,
          default: i === 0,
        })),
      },
    },
    token,
  );
  return { id: createProductType.id, title, sku: createProductType.sku };
}

/** The stored variants of a type as the API answers them, in the grid's order. */
export async function storedVariants(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<
  { sku: string; retail_cost: number; sale_cost: number; base_cost: number; is_active: boolean }[]
> {
  const { productTypeById } = await graphql<{
    productTypeById: {
      variants: {
        sku: string;
        retail_cost: number;
        sale_cost: number;
        base_cost: number;
        is_active: boolean;
      }[];
    };
  }>(
    request,
    'query($id: ID!) { productTypeById(id: $id) { variants { sku retail_cost sale_cost base_cost is_active } } }',
    { id },
    token,
  );
  return productTypeById.variants;
}

/** The grid of the type's variants. */
export function variantGrid(page: Page, title: string): Locator {
  return page.getByRole('grid', { name: `Variants of ${title}` });
}

/** One row of the grid by its options ('Black / S'). */
export function variantRow(page: Page, title: string, name: string): Locator {
  return variantGrid(page, title)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The variant names of the grid's rows, top to bottom. */
export async function variantNames(page: Page, title: string): Promise<string[]> {
  const handles = variantGrid(page, title).getByRole('button', { name: /^Reorder / });
  return (await handles.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')!.replace(/^Reorder /, '')),
  )) as string[];
}

/** From the full list: the type's Actions menu, Variants. */
export async function openVariantsFromList(page: Page, type: VariantTestType): Promise<void> {
  await page.goto(`/admin/product-types?search=${encodeURIComponent(type.sku)}`);
  const row = page
    .getByRole('table', { name: 'Product types' })
    .getByRole('row')
    .filter({ hasText: type.title });
  await row.getByRole('button', { name: `Actions for product type ${type.title}` }).click();
  await page.getByRole('menuitem', { name: 'Variants' }).click();
  await expect(page).toHaveURL(`/admin/product-types/${type.id}/variants`);
}

/** Add all missing variants, and the message it answers ('Add N variant(s)', 'No missing variant'). */
export async function addAllMissingVariants(page: Page, expected: string): Promise<void> {
  await page
    .getByRole('toolbar', { name: 'Variant tools' })
    .getByRole('button', { name: 'Add all missing variants' })
    .click();
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
}

/** Bulk edit price on an attribute's options ('All' for every one) with the given prices. */
export async function bulkEditPrice(
  page: Page,
  attribute: string,
  options: string[],
  prices: Partial<Record<'Regular price' | 'Sale price' | 'Seller cost' | 'Supplier cost', string>>,
): Promise<void> {
  await page.getByRole('button', { name: 'Bulk edit price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit price' });
  await dialog.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: attribute, exact: true }).click();
  for (const option of options) {
    await dialog.getByRole('combobox', { name: 'Options' }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  for (const [label, value] of Object.entries(prices)) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Bulk edit mapping print areas: the partner, each type print area's partner print area, and
 * optionally a blank of the partner's catalogue for Partners Variant; answers when applied.
 */
export async function bulkEditMapping(
  page: Page,
  partner: string,
  areas: Record<string, string>,
  blank?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Bulk edit mapping print areas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit mapping print areas' });
  const pick = async (combobox: Locator, option: string) => {
    await combobox.click();
    // A click that missed (the dialog moved under it) says so here, not as a test timeout.
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };
  await pick(dialog.getByRole('combobox', { name: 'Partner' }), partner);
  for (const [area, key] of Object.entries(areas)) {
    await pick(dialog.getByRole('combobox', { name: `${partner} print area for ${area}` }), key);
  }
  if (blank) {
    // The partner's catalogue is read from its API (the fake partner in the e2e run).
    await pick(dialog.getByRole('combobox', { name: 'Blank' }), blank);
  }
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Moves a row with the keyboard: its handle, Space, the arrow `steps` times (negative: up), Space.
 * The grid announces each step in its live region; the next key waits for it, as a person would.
 */
export async function moveVariantWithKeyboard(
  page: Page,
  name: string,
  steps: number,
): Promise<void> {
  const live = page.locator('[data-drag-status]');
  const handle = page.getByRole('button', { name: `Reorder ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: announced with the row it starts from.
  await expect(live).toHaveText(new RegExp(`^Picked up .* at row \\d+\\.`));
  let row = Number(/ at row (\d+)\./.exec((await live.textContent()) ?? '')?.[1]);
  const key = steps < 0 ? 'ArrowUp' : 'ArrowDown';
  for (let i = 0; i < Math.abs(steps); i += 1) {
    row += steps < 0 ? -1 : 1;
    if (i > 0) {
      await page.keyboard.press(key);
      await expect(live).toHaveText(`${name} is over row ${row}.`);
      continue;
    }
    // dnd-kit's keyboard sensor starts listening a timeout after the pick-up is announced: on a busy
    // machine the first arrow can come before it and be lost (a person is slower). It is pressed
    // again only while the pick-up is still the last word, so no move is made twice.
    const over = `${name} is over row ${row}.`;
    await expect(async () => {
      if (/^Picked up/.test((await live.textContent()) ?? '')) await page.keyboard.press(key);
      await expect(live).toHaveText(over, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${name} dropped at row ${row}.`);
}

/** Save, and the spec 2 §8 success 'Variants has been saved!' with the unsaved mark gone. */
export async function saveVariants(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(PRODUCT_TYPE_MESSAGES.variantsSaved, { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
}
