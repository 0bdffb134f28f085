/**
 * Product types and their variants in the API's field names, shared by the product type
 * form, the variant grid and the server. Ids are strings: that is how GraphQL's ID travels.
 */

/** A product type is active or paused. */
export const PRODUCT_TYPE_STATES = ['active', 'paused'] as const;
export type ProductTypeState = (typeof PRODUCT_TYPE_STATES)[number];

/** The tags a product type can carry. */
export const PRODUCT_TYPE_TAGS = ['Best seller', 'New', 'Premium'] as const;
export type ProductTypeTag = (typeof PRODUCT_TYPE_TAGS)[number];

export const PRODUCT_TYPE_LIMITS = {
  /** A product type sku has 1 to 7 characters. */
  skuMin: 1,
  skuMax: 7,
  /** The full list shows 50 product types a page, the supplier list 10. */
  pageSize: 50,
  supplierPageSize: 10,
  /**
   * The most variants one product type may have. The grid is built for 2,000 (DESIGN.md budgets);
   * above this, attributes with many options multiply into a list nobody can price and the page
   * would freeze while generating it.
   */
  variantsMax: 5000,
  /**
   * The most partner variants, and partner print-area mappings, one variant has: one per print area
   * and partner, and a type has a handful of each.
   */
  partnerItemsMax: 50,
  /**
   * Bounds of the form's lists and texts, so one save cannot store megabytes: a type shows a few
   * images and print areas, a handful of attributes; descriptions are rich text of a page or two.
   */
  imagesMax: 20,
  printAreasMax: 20,
  attributesMax: 10,
  optionsMax: 200,
  fileTypesMax: 20,
  /** Title, times, made in, an option's or a print area's text. */
  shortTextMax: 255,
  /** Mockup link, link template, an image's or a mockup's URL. */
  urlMax: 2048,
  /** Description and Description Special (HTML). */
  descriptionMax: 50_000,
  /**
   * A variant sku: the type's sku (7) and one part per attribute (10 at most, a term sku of 10 or
   * an option's text), joined by dashes; a 1 MB sku failed inside the database.
   */
  variantSkuMax: 100,
} as const;

/** One option of a product type attribute: its text and the attribute term's sku when known. */
export interface ProductTypeAttributeOption {
  name: string;
  sku?: string | null;
}

/** Attributes{name, slug, options}. */
export interface ProductTypeAttribute {
  name: string;
  slug: string;
  options: ProductTypeAttributeOption[];
}

/** A print file or area. `default` marks the print area a design goes to first. */
export interface ProductTypePrintArea {
  id?: string;
  title: string;
  mockup?: string | null;
  width?: number | null;
  height?: number | null;
  note?: string | null;
  default: boolean;
  any_print?: { anyprint_id: string; anyprint_name: string } | null;
}

/** Product_type_carriers{carrier_id, price, default}. Price in dollars; 0 is Free. */
export interface ProductTypeCarrier {
  carrier_id: string;
  price: number;
  default: boolean;
}

/** A supplier of a product type (a user with the Supplier role). */
export interface ProductTypeSupplier {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** A product type. */
export interface ProductType {
  id?: string;
  title: string;
  sku: string;
  description?: string | null;
  description_special?: string | null;
  mockup?: string | null;
  images?: string[];
  state?: ProductTypeState;
  personalized?: boolean;
  is_special?: boolean;
  production_time?: string | null;
  shipping_time?: string | null;
  tag?: ProductTypeTag | null;
  link_template?: string | null;
  file_type_supported?: string[];
  /** DPI; defaults to 0. */
  dpl?: number;
  origin?: string | null;
  categories?: { id: string; title?: string }[];
  attributes: ProductTypeAttribute[];
  print_files: ProductTypePrintArea[];
  suppliers: ProductTypeSupplier[];
  product_type_carriers: ProductTypeCarrier[];
}

/** A variant's value of one attribute: attributes{name, slug, option}. */
export interface VariantAttribute {
  name: string;
  slug: string;
  option: string;
}

/** supplier_costs{id, user_id, cost, selected}: exactly one selected per variant. */
export interface VariantSupplierCost {
  id?: string;
  user_id: string;
  cost: number;
  selected: boolean;
}

/**
 * carrier_costs{id, carrier_id, cost, default}: exactly one default per variant. A null cost falls
 * back to the product type's price for that carrier.
 */
export interface VariantCarrierCost {
  id?: string;
  carrier_id: string;
  cost: number | null;
  default: boolean;
}

export interface PartnerVariant {
  id?: string;
  partner_variant_id: string;
  partner_fulfillment_id: string;
  product_type_variant_id?: string;
  sku?: string | null;
}

export interface MappingPartnerPrintArea {
  partner_id: string;
  partner_key: string;
  product_type_print_area_id: string;
  product_type_print_area_title?: string | null;
}

/**
 * A product type variant, as saved: every money field a number of dollars. retail_cost is
 * the regular price, sale_cost the sale price, base_cost the seller cost.
 */
export interface ProductTypeVariant {
  id?: string;
  sku: string;
  attributes: VariantAttribute[];
  supplier_costs: VariantSupplierCost[];
  carrier_costs: VariantCarrierCost[];
  retail_cost: number;
  sale_cost: number;
  base_cost: number;
  original_cost: number;
  other_base_cost: number;
  fee_ship: number;
  is_active: boolean;
  sorting: number;
  print_area_ids: string[];
  partner_default_id?: string | null;
  partner_variants?: PartnerVariant[];
  mapping_partner_print_areas?: MappingPartnerPrintArea[];
  productTypeId?: string;
}

/**
 * What a money input of the grid holds while the user types: a number, the text of a $ input
 * ('$ 1,234.50'), or nothing.
 */
export type MoneyInput = number | string | null | undefined;

/** A variant as the grid edits it: money fields may be empty or typed text until saved. */
export interface ProductTypeVariantDraft extends Omit<
  ProductTypeVariant,
  | 'retail_cost'
  | 'sale_cost'
  | 'base_cost'
  | 'original_cost'
  | 'other_base_cost'
  | 'fee_ship'
  | 'supplier_costs'
  | 'carrier_costs'
  | 'is_active'
  | 'sorting'
  | 'print_area_ids'
> {
  retail_cost: MoneyInput;
  sale_cost: MoneyInput;
  base_cost: MoneyInput;
  original_cost?: MoneyInput;
  other_base_cost?: MoneyInput;
  fee_ship?: MoneyInput;
  supplier_costs?: (Omit<VariantSupplierCost, 'cost'> & { cost: MoneyInput })[] | null;
  carrier_costs?: (Omit<VariantCarrierCost, 'cost'> & { cost: MoneyInput })[] | null;
  is_active?: boolean;
  sorting?: number;
  print_area_ids?: string[];
}
