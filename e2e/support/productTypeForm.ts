import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_TYPE_MESSAGES } from '../../packages/domain/src/productTypes/messages';
import { expect } from './fixtures';

/**
 * Driving the product type form (/admin/product-types/add and edit/:id) as a person does, for the
 * form's own journey and for longer ones that need a product type made through the screen.
 */

/** A 4 × 4 PNG, uploaded as a product type image. */
export const PRODUCT_TYPE_IMAGE = {
  name: 'product-type-image.png',
  mimeType: 'image/png',
  buffer: readFileSync(join(__dirname, 'product-type-image.png')),
};

export interface ProductTypeFormData {
  title: string;
  /** The sku to type; left out, the form makes one from the title. */
  sku?: string;
  /** Attribute names as the attribute picker lists them, with the options to pick. */
  attributes: { name: string; options: string[] }[];
  /** Print area titles in order; the first is the default. */
  printAreas: string[];
  /** Upload PRODUCT_TYPE_IMAGE as the mockup of each print area. */
  withMockups?: boolean;
  /** Suppliers as the picker shows them, e.g. /Hana Sato/. */
  suppliers?: (string | RegExp)[];
  /** Carriers with their cost as typed ('4.5'); the one marked default becomes it. */
  carriers?: { name: string; cost: string; default?: boolean }[];
  categories?: string[];
  madeIn?: string;
  productionTime?: string;
  shippingTime?: string;
  dpi?: string;
  tag?: 'Best seller' | 'New' | 'Premium';
  isSpecial?: boolean;
  /** Upload PRODUCT_TYPE_IMAGE. */
  withImage?: boolean;
}

/** The type's Title, not a print area's. */
export const TITLE = /^Title(?! of)/;

const form = (page: Page) => page.getByRole('form', { name: 'Product type' });

/** Picks an option of a Select; a multiple select stays open between picks. */
export async function choose(page: Page, combobox: string, option: string | RegExp) {
  const choice = page.getByRole('option', {
    name: option,
    ...(typeof option === 'string' ? { exact: true } : {}),
  });
  if (!(await choice.isVisible())) {
    await form(page).getByRole('combobox', { name: combobox, exact: true }).click();
  }
  await choice.click();
}

async function closeList(page: Page) {
  await page.keyboard.press('Escape');
}

async function fill(field: Locator, value: string | undefined) {
  if (value !== undefined) await field.fill(value);
}

/** Fills the sections of the form already on the page (a new type: each section starts empty). */
export async function fillProductTypeForm(page: Page, data: ProductTypeFormData): Promise<void> {
  const f = form(page);
  await f.getByRole('textbox', { name: TITLE }).fill(data.title);
  await f.getByRole('textbox', { name: TITLE }).blur();
  if (data.sku !== undefined) {
    await f.getByRole('textbox', { name: /^SKU/ }).fill(data.sku);
    await f.getByRole('textbox', { name: /^SKU/ }).blur();
  }

  for (const [index, attribute] of data.attributes.entries()) {
    await f.getByRole('button', { name: 'Add attribute' }).click();
    await choose(page, `Attribute ${index + 1}`, attribute.name);
    for (const option of attribute.options) {
      await choose(page, `Options of ${attribute.name}`, option);
    }
    await closeList(page);
  }

  for (const [index, title] of data.printAreas.entries()) {
    await f.getByRole('button', { name: 'Add print area' }).click();
    await f.getByRole('textbox', { name: `Title of print area ${index + 1}` }).fill(title);
    if (data.withMockups) {
      await page.getByLabel(`Mockup of ${title}: file`).setInputFiles(PRODUCT_TYPE_IMAGE);
      await expect(f.getByRole('img', { name: `Mockup of ${title}` })).toBeVisible();
    }
  }

  for (const supplier of data.suppliers ?? []) await choose(page, 'Suppliers', supplier);
  if (data.suppliers?.length) await closeList(page);

  for (const [index, carrier] of (data.carriers ?? []).entries()) {
    await f.getByRole('button', { name: 'Add carrier' }).click();
    await choose(page, `Carrier ${index + 1}`, carrier.name);
    await f.getByRole('textbox', { name: `Cost of ${carrier.name}` }).fill(carrier.cost);
    if (carrier.default) {
      await f.getByRole('radio', { name: `Default carrier ${carrier.name}` }).check();
    }
  }

  for (const category of data.categories ?? []) await choose(page, 'Categories', category);
  if (data.categories?.length) await closeList(page);

  await fill(f.getByRole('textbox', { name: 'Made In' }), data.madeIn);
  await fill(f.getByRole('textbox', { name: 'Production time' }), data.productionTime);
  await fill(f.getByRole('textbox', { name: 'Shipping time' }), data.shippingTime);
  await fill(f.getByRole('spinbutton', { name: 'DPI' }), data.dpi);
  if (data.tag) await choose(page, 'Tag', data.tag);
  if (data.isSpecial) await f.getByRole('checkbox', { name: 'Is Special' }).check();

  if (data.withImage) {
    await page.getByLabel('Upload images: file').setInputFiles(PRODUCT_TYPE_IMAGE);
    await expect(f.getByRole('img', { name: 'Image 1' })).toBeVisible();
  }
}

/**
 * Opens Add New at /admin/product-types/add (the signed-in user must be an Administrator or a
 * Listing user), fills the form, saves, and waits for 'Product type has been created' and the list.
 * Answers the new type's id and sku.
 */
export async function createProductTypeThroughForm(
  page: Page,
  data: ProductTypeFormData,
): Promise<{ id: string; sku: string }> {
  await page.goto('/admin/product-types/add');
  await fillProductTypeForm(page, data);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/query') &&
      response.request().postDataJSON()?.operationName === 'CreateProductType',
  );
  await form(page).getByRole('button', { name: 'Save' }).click();
  const body = (await (await created).json()) as {
    data?: { createProductType: { id: string; sku: string } };
    errors?: { message: string }[];
  };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? 'createProductType failed');
  await expect(page.getByText(PRODUCT_TYPE_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/product-types');
  return body.data.createProductType;
}
