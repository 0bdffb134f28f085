import { PRODUCT_TYPE_MESSAGES as M } from './messages';
import { PRODUCT_TYPE_LIMITS } from './types';

/**
 * The product type sku: at most 7 characters, uppercased with spaces removed, made
 * from the title when left empty, letters and digits only.
 */

/** Letters A-Z and digits: anything else is a "special character" for the save rule. */
const SKU_PATTERN = /^[A-Z0-9]+$/;

/** Uppercased, every kind of white space removed, nothing cut: what the server checks. */
export function cleanSku(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toUpperCase();
}

/** On blur of the SKU field: uppercased, spaces removed, cut to 7 characters. */
export function normalizeSku(text: string | null | undefined): string {
  return Array.from(cleanSku(text)).slice(0, PRODUCT_TYPE_LIMITS.skuMax).join('');
}

/**
 * Letters and digits of a title for a generated sku: accents dropped (É gives E) and every other
 * character removed, so that a generated sku always passes the save rule.
 */
function skuCharacters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * The sku made when the field is left empty — the title itself when it has 7
 * characters or fewer, else the initials of its words cut to 7; uppercased. A word's initial is its
 * first letter or digit ("Men's" gives M, a lone "-" gives nothing).
 */
export function generateSku(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  if (Array.from(text).length <= PRODUCT_TYPE_LIMITS.skuMax) return skuCharacters(text);
  const initials = text
    .split(/\s+/)
    .map((word) => skuCharacters(word).charAt(0))
    .join('');
  return initials.slice(0, PRODUCT_TYPE_LIMITS.skuMax);
}

/**
 * Why a product type sku cannot be saved, or null. Checks the sku as given (call
 * cleanSku first on input that may hold lowercase or spaces): the length message for 0 or more than
 * 7 characters, then the special-characters message.
 */
export function skuSaveError(sku: string | null | undefined): string | null {
  const value = sku ?? '';
  const length = Array.from(value).length;
  if (length < PRODUCT_TYPE_LIMITS.skuMin || length > PRODUCT_TYPE_LIMITS.skuMax) {
    return M.skuLength;
  }
  return SKU_PATTERN.test(value) ? null : M.skuInvalid;
}

/**
 * The sku a product type is saved with, as both sides compute it: the typed sku cleaned, or the
 * one generated from the title when none was typed; with the save error when it is not valid.
 */
export function productTypeSkuForSave(
  sku: string | null | undefined,
  title: string | null | undefined,
): { sku: string; error: string | null } {
  const typed = cleanSku(sku);
  const value = typed || generateSku(title);
  return { sku: value, error: skuSaveError(value) };
}

/** Parts of letters and digits joined by single dashes: the type sku, then each option's part. */
const VARIANT_SKU_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * Why a variant sku cannot be saved, or null: 'Please input sku' when empty, else the product type
 * form's rule (letters and digits) with parts joined by dashes, at most variantSkuMax characters.
 */
export function variantSkuError(sku: string | null | undefined): string | null {
  const value = sku ?? '';
  if (value === '') return M.skuRequired;
  return value.length <= PRODUCT_TYPE_LIMITS.variantSkuMax && VARIANT_SKU_PATTERN.test(value)
    ? null
    : M.variantSkuInvalid;
}

/**
 * An option's part of a generated variant sku: its letters and digits, accents dropped and case
 * kept ('Heather Grey' gives HeatherGrey), so that a generated sku always passes variantSkuError.
 */
export function variantSkuPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]/g, '');
}
