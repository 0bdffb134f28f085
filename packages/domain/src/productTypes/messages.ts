import { PRODUCT_TYPE_LIMITS } from './types';

/**
 * User-facing text of product types and variants, word for word with the
 * spec's typos and capitals: the product's text. The entries marked "not in the spec" are rules
 * the spec states without wording, written in its voice.
 */
export const PRODUCT_TYPE_MESSAGES = {
  // §5 product type form
  titleRequired: 'Please input title',
  skuRequired: 'Please input sku',
  skuLength: "SKU's number of characters cannot be greater than 7 and less than 1",
  skuInvalid: 'Invalid SKU. SKU does not include special characters.',
  printAreasRequired: 'Print Areas is required',
  attributesRequired: 'Attributes is required',
  // §8 product type save: the server's answer to the sku unique-key violation
  skuDuplicated: 'SKU is duplicated',
  // §5 missing-variant generation
  noAttribute: 'There is no attribute.',
  noMissingVariant: 'No missing variant',
  // §5 variant save
  sellerCostIncorrect: 'Seller cost is not correct, please check again.',
  feeShipIncorrect: 'Fee ship is not correct, please check again.',
  salePriceAboveRegular: 'Sale price must be less than or equal to regular price.',
  // §5 bulk price edit
  selectAttribute: 'Select attribute!',
  selectOptions: 'Select Options!',
  // §5 and §9 labels
  free: 'Free',
  feeShipLabel: 'Fee Ship(item >= 2)',
  // §8 successes and failures
  created: 'Product type has been created',
  updated: 'Product type has been updated',
  cloneSuccess: 'Clone success',
  deleteSuccess: 'Delete success',
  somethingWrong: 'Something wrong!',
  variantsSaved: 'Variants has been saved!',
  // §4 state change
  paused: 'Product Type has been paused',
  resumed: 'Product Type has been resumed',
  // not in the spec: §5 "each attribute once per product type"
  attributeDuplicated: 'Attribute is duplicated, each attribute can be added once.',
  // not in the spec: §5 "carrier cost number at least 0"
  carrierPriceIncorrect: 'Carrier cost is not correct, please check again.',
  // not in the spec: supplier and carrier costs of a variant are money, never negative
  supplierCostIncorrect: 'Supplier cost is not correct, please check again.',
  carrierCostIncorrect: 'Carrier cost is not correct, please check again.',
  // not in the spec: original_cost and other_base_cost, when typed, are not negative
  costIncorrect: 'Cost is not correct, please check again.',
  // not in the spec: two rows of one grid for the same combination of options
  variantDuplicated: 'Variant is duplicated, please check again.',
  // not in the spec: the bound of PRODUCT_TYPE_LIMITS.variantsMax
  // not in the spec: the server's answers to a missing type, an unknown state or tag, bounds
  notFound: 'Product type not found',
  variantOptionMissing: 'Each variant needs an option of every attribute, please check again.',
  stateInvalid: 'State must be active or paused',
  tagInvalid: 'Tag must be Best seller, New or Premium',
  supplierInvalid: 'Supplier not found',
  carrierInvalid: 'Carrier not found',
  categoryInvalid: 'Category not found',
  printAreaInvalid: 'Print area not found',
  partnerInvalid: 'Partner not found',
  variantsOfOneType:
    'Variants are read one product type at a time (productTypeById) or for a few (productTypeByIds).',
  partnerPrintAreaInvalid: "Partner print area not found, please choose one of the partner's.",
  printAreaMappedTwice: 'A print area is mapped twice to one partner, please check again.',
  tooManyPartnerItems: `A variant can have at most ${PRODUCT_TYPE_LIMITS.partnerItemsMax} partner variants and ${PRODUCT_TYPE_LIMITS.partnerItemsMax} partner print-area mappings.`,
  // not in the spec: variants that orders or products point at are kept (uses: 'orders (3)')
  typeVariantsInUse: (uses: string) =>
    `Product type cannot be deleted: its variants are used by ${uses}.`,
  variantsInUse: (uses: string) =>
    `Variants cannot be removed: they are used by ${uses}. Switch them off instead.`,
  // not in the spec: an attribute removed on the form would make two variants one combination
  variantsMerged: (sku: string, other: string) =>
    `Variants ${sku} and ${other} would become the same variant: delete one of them on the variants screen first.`,
  // not in the spec: the bounds of PRODUCT_TYPE_LIMITS on the form's lists and texts
  tooMany: (what: string, max: number) => `A product type can have at most ${max} ${what}.`,
  tooLong: (what: string, max: number) =>
    `${what} is too long (at most ${max.toLocaleString('en-US')} characters).`,
  // not in the spec: §4 "one default carrier per variant", for the type's carriers and a variant's
  carrierDefaultTwice: 'Only one carrier can be the default, please check again.',
  // not in the spec: a deleted (inactive) carrier is kept on old orders, never chosen again
  carrierInactive: (name: string) =>
    `Carrier ${name.slice(0, 40)} is inactive, please choose an active carrier.`,
  // not in the spec: a grid row's options are the product type's own
  variantOptionUnknown: (option: string) =>
    `${option.slice(0, 40)} is not an option of this product type, please check again.`,
  // not in the spec: a stored address is http(s) (or a path of this server's file store)
  addressInvalid: (what: string) =>
    `${what} must be a web address starting with http:// or https://`,
  tooManyIds: (max: number) => `At most ${max.toLocaleString('en-US')} ids at once.`,
  // not in the spec: the product type form's sku rule (letters and digits) for a variant's sku,
  // whose parts are joined by dashes (§5 missing-variant generation)
  variantSkuInvalid: `Invalid variant SKU. A variant SKU has 1 to ${PRODUCT_TYPE_LIMITS.variantSkuMax} letters, digits and dashes.`,
  tooManyVariants: `A product type can have at most ${PRODUCT_TYPE_LIMITS.variantsMax.toLocaleString('en-US')} variants.`,
} as const;

/** 'Add N variant(s)', N the number of variants generated. */
export function addVariantsMessage(count: number): string {
  return `Add ${count} variant(s)`;
}
