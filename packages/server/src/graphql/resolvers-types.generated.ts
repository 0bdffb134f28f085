import { GraphQLResolveInfo } from 'graphql';
import { UserModel } from './accounts/users';
import { PartnerModel } from './accounts/partnerModel';
import { ProductTypeModel, ProductTypeCarrierModel, ProductTypeVariantModel } from './productTypes/model';
import { OrderModel } from './orders/model';
import { TrackingModel } from './trackings/model';
import { ProductTypeBucketModel } from './supplierDashboard/model';
import { Context } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ActivityLog = {
  __typename?: 'ActivityLog';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the data after the change, as JSON text */
  new_data?: Maybe<Scalars['String']['output']>;
  /** the data before the change, as JSON text */
  old_data?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  user?: Maybe<LogUser>;
};

export type ActivityLogList = {
  __typename?: 'ActivityLogList';
  count: Scalars['Int']['output'];
  hits: Array<ActivityLog>;
};

export type AnyPrint = {
  __typename?: 'AnyPrint';
  anyprint_id: Scalars['String']['output'];
  anyprint_name: Scalars['String']['output'];
};

export type AnyPrintInput = {
  anyprint_id: Scalars['String']['input'];
  anyprint_name: Scalars['String']['input'];
};

export type AppSetting = {
  __typename?: 'AppSetting';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /** null when the setting was never saved (the built-in text or default applies) */
  value?: Maybe<Scalars['String']['output']>;
};

export type AppSettingInput = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type Attribute = {
  __typename?: 'Attribute';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** how many terms the attribute has */
  totalTerms: Scalars['Int']['output'];
};

export type AttributeInput = {
  name: Scalars['String']['input'];
};

export type AttributeList = {
  __typename?: 'AttributeList';
  count: Scalars['Int']['output'];
  hits: Array<Attribute>;
};

export type AttributeTerm = {
  __typename?: 'AttributeTerm';
  attribute: Attribute;
  attribute_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  option_name: Scalars['String']['output'];
  /** at most 10 characters under the attribute named size, 5 under the others */
  sku: Scalars['String']['output'];
};

export type AttributeTermList = {
  __typename?: 'AttributeTermList';
  count: Scalars['Int']['output'];
  hits: Array<AttributeTerm>;
};

/** A piece of background work and how far it is. */
export type BackgroundJob = {
  __typename?: 'BackgroundJob';
  /** runs so far: 1 for the first, 2 after one retry… */
  attempts: Scalars['Int']['output'];
  created_at: Scalars['String']['output'];
  /** how much of the work is done (rows, orders), of total when known */
  done: Scalars['Int']['output'];
  /** why it failed, or why it runs again */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** what it does: order-export, … */
  kind: Scalars['String']['output'];
  /** what it made, as JSON (an order export: export_id, file_name, orders) */
  result?: Maybe<Scalars['String']['output']>;
  /** queued, running, retrying (failed, or its server stopped; it runs again), done, failed (retries spent) */
  status: Scalars['String']['output'];
  total?: Maybe<Scalars['Int']['output']>;
  updated_at: Scalars['String']['output'];
};

export type Balance = {
  __typename?: 'Balance';
  action: BalanceAction;
  actionNotes?: Maybe<Scalars['String']['output']>;
  /** credited amount in dollars (after the method's fee) */
  amount: Scalars['Float']['output'];
  created_at: Scalars['String']['output'];
  creater?: Maybe<BalancePerson>;
  /** fee taken from the deposit, in dollars */
  fee: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  method?: Maybe<DepositMethod>;
  order_id?: Maybe<Scalars['ID']['output']>;
  site?: Maybe<BalanceSite>;
  status: BalanceStatus;
  transaction_id?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  updater?: Maybe<BalancePerson>;
};

export type BalanceAction =
  | 'Deposit'
  | 'Fulfilled';

export type BalanceFilter = {
  action?: InputMaybe<BalanceAction>;
  /** ISO date-time, inclusive */
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  /** ISO date-time, inclusive */
  to?: InputMaybe<Scalars['String']['input']>;
  /** the seller whose entries to show (staff only; sellers always get their own) */
  user_id?: InputMaybe<Scalars['ID']['input']>;
};

export type BalanceList = {
  __typename?: 'BalanceList';
  count: Scalars['Int']['output'];
  /** approved deposits */
  depositAmounts: Scalars['Float']['output'];
  /** order charges settled (paid) */
  fullfilledAmounts: Scalars['Float']['output'];
  hits: Array<Balance>;
  /** order charges not yet settled */
  pendingAmounts: Scalars['Float']['output'];
  /** deposits waiting for approval */
  pendingDepositAmounts: Scalars['Float']['output'];
};

export type BalancePerson = {
  __typename?: 'BalancePerson';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type BalanceSite = {
  __typename?: 'BalanceSite';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Platform;
  title: Scalars['String']['output'];
};

export type BalanceStatus =
  | 'Approved'
  | 'Denied'
  | 'Pending';

export type BlockAction =
  | 'block'
  | 'unblock';

export type BlockUserResult = {
  __typename?: 'BlockUserResult';
  id: Scalars['ID']['output'];
  /** true means active */
  status: Scalars['Boolean']['output'];
};

/**
 * A card express deposit on its way: the card provider's order and the page where
 * the payer pays it. When the payer comes back, createBalance records the deposit with this order_id
 * as its transaction_id and approved true; the server captures the payment with the provider first.
 */
export type CardCheckout = {
  __typename?: 'CardCheckout';
  /** the provider's approval page to send the browser to */
  approve_url: Scalars['String']['output'];
  /** the Payment tab's mode the order was created in: sandbox or production */
  mode: Scalars['String']['output'];
  /** the card provider's order id */
  order_id: Scalars['ID']['output'];
};

export type Carrier = {
  __typename?: 'Carrier';
  /** unique among active carriers (case-insensitive); tracking imports name the carrier by it */
  code: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** true means active; a deleted carrier is inactive (delete is soft) */
  status: Scalars['Boolean']['output'];
  updated_at: Scalars['String']['output'];
  /** tracking page address with {tracking_number} where the tracking code goes */
  url: Scalars['String']['output'];
};

export type CarrierFilter = {
  /** 1 to 500; 20 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /**
   * true for active carriers, false for inactive ones; omitted lists both. Only Administrator,
   * Supporter and Listing choose: everyone else gets the active carriers whatever they send.
   */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A carrier's fields. createCarrier needs name, code and url (status defaults to true);
 * updateCarrier changes only the fields given, and { status: false } is the screen's delete.
 */
export type CarrierInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CarrierList = {
  __typename?: 'CarrierList';
  /** carriers matching the filter, across all pages */
  count: Scalars['Int']['output'];
  hits: Array<Carrier>;
};

export type Category = {
  __typename?: 'Category';
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** true means active */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** product types filed under the category */
  totalProductType: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type CategoryFilter = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** words in the title */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true for active categories, false for inactive; omitted lists both. Only active ones for sellers and suppliers. */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A category's fields. createCategory needs a title (status defaults to true); updateCategory changes
 * only the fields given.
 */
export type CategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryList = {
  __typename?: 'CategoryList';
  count: Scalars['Int']['output'];
  hits: Array<Category>;
};

export type CommentAuthor = {
  __typename?: 'CommentAuthor';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type CreateAttributeTermInput = {
  attribute_id: Scalars['ID']['input'];
  option_name: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

export type CreateFileInput = {
  file_mime: Scalars['String']['input'];
  file_name: Scalars['String']['input'];
  /** checked against the stored bytes */
  file_size: Scalars['Float']['input'];
  key: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  /** ignored: the server records where it stored the bytes */
  source?: InputMaybe<Scalars['String']['input']>;
};

export type CreateNewOrderInput = {
  /** the external order to make an order of */
  mappingOrderId: Scalars['ID']['input'];
  /** its shop variant's mapping, and any sibling variants' ('Variant map empty!' without one); at most 100 */
  mappingProduct?: InputMaybe<Array<VariantMappingInput>>;
  /** the product type chosen in the Mapping popover */
  productType?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The external order mapped to a variant of one of the seller's
 * products ('Select a product and product type variant' without both).
 */
export type CreateNewOrderWithProductIdInput = {
  /** the external order to make an order of */
  mappingOrderId: Scalars['ID']['input'];
  /** a product of the site's seller */
  mappingProductId?: InputMaybe<Scalars['ID']['input']>;
  /** one of that product's variants */
  mappingProductVariantId?: InputMaybe<Scalars['ID']['input']>;
  /** what the screen showed; when sent, it must be the product variant's */
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** what the screen showed; when sent, it must be the product variant's */
  productTypeVariantId?: InputMaybe<Scalars['ID']['input']>;
  /** the external order's site (optional; when sent, it must be the order's) */
  siteId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateProductInput = {
  /** the shop's categories or collections, by title; at most 50, each at most 100 characters */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** rich text (sanitised); at most 100,000 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** image addresses (http or https); at most 20 */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** the designs, one per print area of the chosen product types */
  print_files?: InputMaybe<Array<ProductPrintFileInput>>;
  /**
   * the request's own key (the form makes one when it opens): the same key twice is one product, so a
   * second click, a retried request or a retried job never makes a second one. 8 to 100 characters.
   */
  push_key: Scalars['String']['input'];
  /** the shop to put it on: the seller's own (any shop for an Administrator); connected, not offline */
  site_id: Scalars['ID']['input'];
  /** unique among the seller's products; made from the first product type's SKU when left out */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** at most 50, each at most 100 characters */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** required ('Please input product title!'); at most 255 characters */
  title: Scalars['String']['input'];
  /** one per product type variant, of product types of one category; at most 500 */
  variants: Array<ProductVariantInput>;
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  /** the special Seller flag */
  is_special?: InputMaybe<Scalars['Boolean']['input']>;
  last_name: Scalars['String']['input'];
  /** suppliers only */
  partner_fulfillment?: InputMaybe<PartnerFulfillmentInput>;
  pass: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** role names; Authenticated is internal and refused */
  roles: Array<Scalars['String']['input']>;
  /** suppliers only */
  template_id?: InputMaybe<Scalars['ID']['input']>;
};

/** What createSite answers: the new site and, for a shop, where to send the browser to authorise it. */
export type CreatedSite = {
  __typename?: 'CreatedSite';
  /** the platform's authorisation page (Shopify, WooCommerce, ShopBase with isConnect); null otherwise */
  authorize_url?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Platform;
};

export type CsvDesignInput = {
  design_link?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** One row of the file as the mapping made it. */
export type CsvOrderRowInput = {
  /** up to 6 */
  designs?: InputMaybe<Array<CsvDesignInput>>;
  mockup?: InputMaybe<Scalars['String']['input']>;
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['String']['input']>;
  /** the row's number in the file (the first after the header is 2), named in the report */
  row: Scalars['Int']['input'];
  shipping?: InputMaybe<CsvShippingInput>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
  variantID?: InputMaybe<Scalars['String']['input']>;
};

export type CsvShippingInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A shop's customer: one per email per site. */
export type Customer = {
  __typename?: 'Customer';
  address?: Maybe<CustomerAddressInfo>;
  /** the detail's Edit form */
  company?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  /** the mailing lists the customer is on; same bounds as tags */
  lists: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  site_id: Scalars['ID']['output'];
  /** the staff's labels; at most 20 of at most 50 characters */
  tags: Array<Scalars['String']['output']>;
};

export type CustomerAddressInfo = {
  __typename?: 'CustomerAddressInfo';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  state_code?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type CustomerFilter = {
  /** 1 to 100; 20 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** part of the name, email or phone; at most 100 characters */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The detail's Edit form, whole: every field is written, a missing one is cleared. */
export type CustomerInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** well-formed when given; one customer per e-mail per site */
  email?: InputMaybe<Scalars['String']['input']>;
  /** required ('Please input first name') */
  first_name: Scalars['String']['input'];
  last_name?: InputMaybe<Scalars['String']['input']>;
  /** at most 20, each at most 50 characters, each once */
  lists?: InputMaybe<Array<Scalars['String']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** at most 20, each at most 50 characters, each once */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerList = {
  __typename?: 'CustomerList';
  count: Scalars['Int']['output'];
  hits: Array<Customer>;
};

export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** what the shopper paid for one item: null for Suppliers (canReadOrderPrices) */
  price?: Maybe<Scalars['Float']['output']>;
  /** the product's name */
  product?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** the product type variant's sku */
  variant?: Maybe<Scalars['String']['output']>;
};

export type CustomerOrderList = {
  __typename?: 'CustomerOrderList';
  count: Scalars['Int']['output'];
  hits: Array<CustomerOrder>;
  /** the sum of price x quantity over every order of the count (the detail's Lifetime Value): null for Suppliers */
  lifetime_value?: Maybe<Scalars['Float']['output']>;
};

/** The dashboard's order cards. */
export type DashboardCounts = {
  __typename?: 'DashboardCounts';
  external_order: ExternalOrderCounts;
  internal_order: InternalOrderCounts;
};

export type DashboardFilter = {
  /** a Seller: their own sites (their verified, active sites when omitted) */
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** How a deposit was paid; decides the deposit's fee. */
export type DepositMethod =
  | 'card_express'
  | 'manual'
  | 'manual_second';

export type Discount = {
  __typename?: 'Discount';
  created_at: Scalars['String']['output'];
  /** percent, 1 to 100, at most two decimals (12.5) */
  discount: Scalars['Float']['output'];
  /** days, for time_amount */
  effective_time?: Maybe<Scalars['Int']['output']>;
  /** ISO date-time at the start of a UTC day, for timeline */
  end_time?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** ISO date-time at the start of a UTC day, for timeline */
  start_time?: Maybe<Scalars['String']['output']>;
  type: DiscountType;
  updated_at: Scalars['String']['output'];
};

export type DiscountFilter = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Only the chosen type's fields are kept; dates are stored as the start of their UTC day. */
export type DiscountInput = {
  /** percent, 1 to 100, at most two decimals */
  discount: Scalars['Float']['input'];
  effective_time?: InputMaybe<Scalars['Int']['input']>;
  end_time?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  start_time?: InputMaybe<Scalars['String']['input']>;
  type: DiscountType;
};

export type DiscountList = {
  __typename?: 'DiscountList';
  count: Scalars['Int']['output'];
  hits: Array<Discount>;
};

export type DiscountType =
  /** another spelling of time_amount, accepted on input and answered as time_amount */
  | 'days'
  /** for effective_time days */
  | 'time_amount'
  /** between start_time and end_time */
  | 'timeline';

export type DiscountTypeOption = {
  __typename?: 'DiscountTypeOption';
  label: Scalars['String']['output'];
  value: DiscountType;
};

/** One of the order's designs, as the mapping modal shows it. */
export type DtfMappingDesign = {
  __typename?: 'DtfMappingDesign';
  /** the order's print file */
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** the design's address; null: 'Design not found' (it cannot be placed) */
  url?: Maybe<Scalars['String']['output']>;
};

/** What the DTF data mapping modal of one order needs, with the mapping the catalogue suggests. */
export type DtfOrderMapping = {
  __typename?: 'DtfOrderMapping';
  designs: Array<DtfMappingDesign>;
  order_id: Scalars['ID']['output'];
  origin_number?: Maybe<Scalars['String']['output']>;
  /** suggested by the product type's print-area mapping, for the designs that have a file */
  placement: Array<DtfPlacementChoice>;
  /** the partner's placements */
  placement_options: Array<Scalars['String']['output']>;
  product_name?: Maybe<Scalars['String']['output']>;
  /** standard, express, economy or priority (standard unless chosen) */
  shipping_method: Scalars['String']['output'];
  /** suggested by the variant's partner variants; null when the variant is not mapped */
  sku?: Maybe<Scalars['String']['output']>;
  /** the partner's products (at most 1,000) */
  sku_options: Array<DtfSkuOption>;
};

export type DtfPlacementChoice = {
  __typename?: 'DtfPlacementChoice';
  /** the partner's placement key: front, back… */
  placement: Scalars['String']['output'];
  print_file_id: Scalars['ID']['output'];
};

export type DtfPlacementInput = {
  placement: Scalars['String']['input'];
  print_file_id: Scalars['ID']['input'];
};

export type DtfPushGroupInput = {
  orders: Array<DtfPushOrderInput>;
  origin_number: Scalars['String']['input'];
};

export type DtfPushInput = {
  groups: Array<DtfPushGroupInput>;
};

export type DtfPushOrderInput = {
  order_id: Scalars['ID']['input'];
  placement: Array<DtfPlacementInput>;
  shipping_method: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

/** A product of the partner's catalogue: its print types without the placement. */
export type DtfSkuOption = {
  __typename?: 'DtfSkuOption';
  /** brand and style, colour and size, as the partner lists them */
  label: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type EntityLog = {
  __typename?: 'EntityLog';
  created_at: Scalars['String']['output'];
  entity_id: Scalars['ID']['output'];
  entity_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type EntityLogFilter = {
  /** order (the only kind logged so far) */
  entity_name: Scalars['String']['input'];
  /** the record's id */
  id: Scalars['ID']['input'];
  /** 1 to 100; 100 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type EntityLogList = {
  __typename?: 'EntityLogList';
  count: Scalars['Int']['output'];
  hits: Array<EntityLog>;
};

export type ExistingOrderItem = {
  __typename?: 'ExistingOrderItem';
  item: Scalars['String']['output'];
  origin_id: Scalars['String']['output'];
};

/** The list's filter and who gets the link (1 to 5 addresses, each once). */
export type ExportProductFilter = {
  emails: Array<Scalars['String']['input']>;
  /** at most 100 */
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** parts of the title or the SKU; at most 100 characters */
  search?: InputMaybe<Scalars['String']['input']>;
  /** at most 100 */
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An order export template a supplier can be given. */
export type ExportTemplate = {
  __typename?: 'ExportTemplate';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A shop order's line waiting for its product type variant. */
export type ExternalOrder = {
  __typename?: 'ExternalOrder';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  line_item_id: Scalars['String']['output'];
  mapped: Scalars['Boolean']['output'];
  metaData: Array<ExternalOrderMeta>;
  order_number?: Maybe<Scalars['String']['output']>;
  /** the shop's order id and its number as the shop shows it (#1001) */
  order_origin_id: Scalars['String']['output'];
  /** a line that carries its own print file */
  personalized: Scalars['Boolean']['output'];
  platform: Scalars['String']['output'];
  /** what the shopper paid for one item, in dollars */
  price: Scalars['Float']['output'];
  print_file_url?: Maybe<Scalars['String']['output']>;
  /** the product's title on the shop */
  product: Scalars['String']['output'];
  product_origin_id?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  site: ExternalOrderSite;
  site_id: Scalars['ID']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  variant_origin_id?: Maybe<Scalars['String']['output']>;
  /** the shop variant's title (S, M…) */
  variant_title?: Maybe<Scalars['String']['output']>;
};

export type ExternalOrderCounts = {
  __typename?: 'ExternalOrderCounts';
  all: Scalars['Int']['output'];
};

export type ExternalOrderFilter = {
  /** 20 unless given; at most 100 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** a Seller's own site (all of them when left out); any site for staff */
  siteId?: InputMaybe<Scalars['ID']['input']>;
};

export type ExternalOrderList = {
  __typename?: 'ExternalOrderList';
  count: Scalars['Int']['output'];
  hits: Array<ExternalOrder>;
};

/** A line's property (Shopify) or meta data (WooCommerce), as the shop sent it. */
export type ExternalOrderMeta = {
  __typename?: 'ExternalOrderMeta';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ExternalOrderSite = {
  __typename?: 'ExternalOrderSite';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** From 00:00:00 of `from` to 23:59:59 of `to`, UTC; not for Shopify sites (they fetch by id). */
export type FetchOrdersRange = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type File = {
  __typename?: 'File';
  created_at: Scalars['String']['output'];
  file_mime: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  /** bytes */
  file_size: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** a preview 200 pixels wide for images; the original where no resizing is available */
  preview_url: Scalars['String']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  /** where the bytes live: aws (an S3-compatible bucket) or local (the server's folder) */
  source: Scalars['String']['output'];
  /** the address to show or download the file */
  url: Scalars['String']['output'];
  uuid?: Maybe<Scalars['String']['output']>;
};

export type FileRef = {
  __typename?: 'FileRef';
  id: Scalars['ID']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** An import as the history lists it. */
export type ImportHistory = {
  __typename?: 'ImportHistory';
  created_at: Scalars['String']['output'];
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  /** whether it has refused rows to download (downloadImportRefused) */
  has_refused: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** the file's name */
  origin_name: Scalars['String']['output'];
  site_id: Scalars['ID']['output'];
  site_title: Scalars['String']['output'];
  /** who imported it */
  user_name: Scalars['String']['output'];
};

export type ImportHistoryFilter = {
  /** YYYY-MM-DD; the screen sends the last 7 days unless the user picks others */
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** the file's name */
  search?: InputMaybe<Scalars['String']['input']>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ImportHistoryList = {
  __typename?: 'ImportHistoryList';
  count: Scalars['Int']['output'];
  hits: Array<ImportHistory>;
};

export type ImportOrderAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  country_code?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  state_code?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A customer as an imported order carries them. */
export type ImportOrderCustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The row and the product type variant the seller chose for its product. */
export type ImportOrderInput = {
  order: ImportOrderPayloadInput;
  product_origin_id: Scalars['String']['input'];
  product_title?: InputMaybe<Scalars['String']['input']>;
  /** the product types the seller chose among (the variant is of one of them; at most 20) */
  product_type_ids: Array<Scalars['ID']['input']>;
  selected_variant_type_id: Scalars['ID']['input'];
};

/** One row of a shop's order export as its mapping read it. */
export type ImportOrderPayloadInput = {
  billing?: InputMaybe<ImportOrderAddressInput>;
  customer?: InputMaybe<ImportOrderCustomerInput>;
  item: Scalars['String']['input'];
  origin_id: Scalars['String']['input'];
  /** '0' (a shop's export prices are not the seller's) */
  price?: InputMaybe<Scalars['String']['input']>;
  product_origin_id: Scalars['String']['input'];
  product_title?: InputMaybe<Scalars['String']['input']>;
  product_variation?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['String']['input'];
  shipping?: InputMaybe<ImportOrderAddressInput>;
  site_id: Scalars['ID']['input'];
  /** not read: an imported order starts where the orders core starts it */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ImportedOrder = {
  __typename?: 'ImportedOrder';
  /** the order made */
  id: Scalars['ID']['output'];
  item: Scalars['String']['output'];
  /** 'Successfuly to import order #{origin_id} item {item}' */
  message: Scalars['String']['output'];
  origin_id: Scalars['String']['output'];
};

/** A shop product an earlier ImportOrder of this site mapped: its rows go straight to their variant. */
export type ImportedProductMapping = {
  __typename?: 'ImportedProductMapping';
  product_origin_id: Scalars['String']['output'];
  product_type_id: Scalars['ID']['output'];
  product_variation: Scalars['String']['output'];
  variant_id: Scalars['ID']['output'];
};

export type InternalOrderCounts = {
  __typename?: 'InternalOrderCounts';
  all: Scalars['Int']['output'];
  cancelled: Scalars['Int']['output'];
  error: Scalars['Int']['output'];
  fulfilled: Scalars['Int']['output'];
  in_production: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  pending_design: Scalars['Int']['output'];
  processing: Scalars['Int']['output'];
  ready: Scalars['Int']['output'];
};

export type LevelCreater = {
  __typename?: 'LevelCreater';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

/** A level as shown next to a person, e.g. the creater of a news item. */
export type LevelSummary = {
  __typename?: 'LevelSummary';
  discount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order_total: Scalars['Int']['output'];
};

export type LogFilter = {
  /** ISO date-time, inclusive */
  from?: InputMaybe<Scalars['String']['input']>;
  /** page size, 25 by default */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** matches the type, the data or message, and for activity the user's name or email */
  search?: InputMaybe<Scalars['String']['input']>;
  /** ISO date-time, inclusive */
  to?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type LogUser = {
  __typename?: 'LogUser';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /** ISO 8601 time when the token stops being accepted */
  expired_at: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
};

export type MappingPartnerPrintArea = {
  __typename?: 'MappingPartnerPrintArea';
  partner_id: Scalars['String']['output'];
  partner_key: Scalars['String']['output'];
  product_type_print_area_id: Scalars['String']['output'];
  product_type_print_area_title?: Maybe<Scalars['String']['output']>;
};

export type MappingPartnerPrintAreaInput = {
  partner_id: Scalars['String']['input'];
  partner_key: Scalars['String']['input'];
  product_type_print_area_id: Scalars['String']['input'];
  product_type_print_area_title?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Administrator: give orders to a supplier of their product type ('Assign supplier successfully'); at most 100 ids. */
  AssignOrderSupplier: Array<Order>;
  /** Reads the shop's products and variants through the platform's API; answers 'Success'. */
  FetchProductVariants: Scalars['String']['output'];
  /**
   * One row of a shop's export made an order of the variant chosen (once: the same
   * order item again is refused), and the shop product remembered for the file's next rows.
   */
  ImportOrder: ImportedOrder;
  _noop?: Maybe<Scalars['Boolean']['output']>;
  accountActivation: Scalars['Boolean']['output'];
  /**
   * Adds the order's tracking, or changes it (staff): the carrier must be one of the order's
   * product type's; a cost of -1 is not given. resubmit: registers it with the tracking service at
   * once (Save & Re-Submit). Answers the tracking's id.
   */
  addTracking: Scalars['ID']['output'];
  /**
   * Change the shipping carrier of orders to a carrier of their product type; at most 100 ids.
   * price is what the caller was shown: when the carrier's price has changed since, nothing changes
   * and the answer says so.
   */
  assignOrderCarrier: Array<Order>;
  /** Starts the platform's authorisation again for a shop site; answers the address to send the browser to. */
  authorizeSite: Scalars['String']['output'];
  /** Administrator; never their own account. */
  blockUser: BlockUserResult;
  /** Cancel ('Order has been cancel'). */
  cancelOrder: Order;
  /** current_password is required unless an administrator changes another user's password. Every session of the account ends; the owner signs in again with the new password. */
  changePassword: Scalars['Boolean']['output'];
  createAttribute: Attribute;
  createAttributeTerm: AttributeTerm;
  /**
   * Sellers deposit on their own sites with approved false; staff of Accounting or Administrator may
   * record an approved deposit of the manual methods. A card express deposit is recorded by the seller
   * who started it, with approved true and its checkout's order_id as transaction_id: the server
   * captures the payment with the card provider and credits what the provider took, less the fee,
   * or answers 'Create Deposit failed. Please contact Administrator for details!' when it is not
   * paid. Recording the same order again returns the same entry.
   */
  createBalance: Balance;
  /**
   * A seller starts a card express deposit of amount dollars on one of their own active sites: the
   * server creates the order with the card provider in the Payment tab's mode and answers where to
   * send the browser. The payer comes back to /balance?card_deposit=return (or =cancel) with the
   * site (card_site), the amount (card_amount) and the provider's token (the order id) in the address.
   */
  createCardCheckout: CardCheckout;
  /** Administrator and Listing. */
  createCarrier: Carrier;
  /** Administrator and Listing. */
  createCategory: Category;
  /** Write in the order's Comments drawer; 1 to 2,000 characters. */
  createComment: OrderComment;
  createDiscount: Discount;
  /**
   * Records an uploaded file within 30 minutes of its upload; the key must be one createSignedUrl
   * gave the caller. Size and type are the stored file's. Uploads nobody records are deleted after
   * an hour.
   */
  createFile: File;
  /**
   * Maps the external order's shop variant (and the siblings given) to product type
   * variants and makes its order through the orders core; answers the new order's id. 'Order has been
   * mapped' is the screen's to say.
   */
  createNewOrder: Scalars['ID']['output'];
  /**
   * Maps the external order's shop variant to the product type variant
   * of the product's variant and makes its order with the product's designs (processing when every
   * print area has one); answers the new order's id.
   */
  createNewOrderWithProductId: Scalars['ID']['output'];
  /** Administrator and Listing. With send_mail on an active item, every active seller is mailed. */
  createNews: News;
  createPolicy: Policy;
  /**
   * Puts the product on the shop and registers it, as a job whose result names the
   * product ('Product created'); 'SKU already existed. Please type other SKU.' or 'Push product error,
   * please check your site connection or contact Administrator for assistance.' when it fails, with
   * nothing left on the shop.
   */
  createProduct: BackgroundJob;
  /** Administrator and Listing; 'SKU is duplicated' when another type has the sku. */
  createProductType: ProductType;
  /** Administrator and Listing: the whole grid in one transaction (see ProductTypeVariantsInput). */
  createProductTypeVariant: Array<ProductTypeVariant>;
  /** Saves a view of the caller's (at most 20 a screen; a name taken is refused). */
  createSavedView: SavedView;
  /** A short-lived address to PUT one file to (any signed-in user). */
  createSignedUrl: SignedUrl;
  /**
   * Administrator and Seller add a site they own. Shop platforms start Pending and, with isConnect,
   * answer the platform's authorisation address; api and import sites are Connected at once (the
   * import site's domain is generated).
   */
  createSite: CreatedSite;
  /** Sets one named setting of a site (created or replaced). */
  createSiteSetting: SiteSetting;
  /** An active account with the given roles (Administrator). */
  createUser: User;
  /** Administrator and Listing. */
  createUserLevel: UserLevel;
  /** Deletes the selected attributes with their terms, all or none; answers the ids deleted. */
  deleteAttribute: Array<Scalars['ID']['output']>;
  /** Answers the id deleted. */
  deleteAttributeTerm: Scalars['ID']['output'];
  /** Administrator and Listing. */
  deleteCategory: Scalars['Boolean']['output'];
  /** Answers the id deleted. */
  deleteDiscount: Scalars['ID']['output'];
  /** Administrator and Listing. */
  deleteNews: Scalars['Boolean']['output'];
  /** Administrator: delete an order not yet paid for ('Order #{id} has been deleted'); answers its id. */
  deleteOrder: Scalars['ID']['output'];
  /** Administrator: erase the shopper's personal data from the order (customer, billing and shipping addresses). */
  deleteOrderInfo: Order;
  /** Administrator and Listing: partner variants by id (at most 5,000); the number removed. */
  deletePartnerVariants: Scalars['Int']['output'];
  /** Answers the id deleted. */
  deletePolicy: Scalars['ID']['output'];
  /** Removes the product, and from its shops too with isDelOnStore; answers true. */
  deleteProduct: Scalars['Boolean']['output'];
  /** Administrator and Listing: the type, its print areas and variants. */
  deleteProductType: Scalars['Boolean']['output'];
  /** Deletes one of the caller's saved views; another's answers as a missing one. */
  deleteSavedView: Scalars['Boolean']['output'];
  /** Disables the site (status false); Administrator and the owning Seller. */
  deleteSite: Scalars['Boolean']['output'];
  /** Administrator; never their own account, nor one with sites or balance entries (block it instead). */
  deleteUser: Scalars['Boolean']['output'];
  /** Administrator and Listing; users holding the level keep their account with no level. */
  deleteUserLevel: Scalars['Boolean']['output'];
  /** A short-lived address the export file downloads from. */
  downloadFile: Scalars['String']['output'];
  /** An import's refused rows as a CSV: a signed download address (an hour). */
  downloadImportRefused: Scalars['String']['output'];
  /** The dry run's refused rows as a CSV with why, before importing (a signed download address, an hour). */
  downloadOrderImportRefused: Scalars['String']['output'];
  /**
   * The refused rows of an import as a CSV in the import's own columns (ORDER ID, EXPRESS, TRACKING
   * NO, TOTAL COST, SHIPPING COST) and REASON, as a short-lived download address. At most 20,000.
   */
  downloadTracking: Scalars['String']['output'];
  /**
   * The partner supplier's push of all its ready orders (none selected) with the mapping the
   * catalogue suggests: 'Processing push all ready orders.' while the job runs. At most 500 orders.
   */
  dtfPushAllOrderReady: BackgroundJob;
  /**
   * Pushes mapped orders to the DTF partner: checked here, sent by a job whose result
   * is {"results": [{success, origin_number, message}]}, one per order number. At most 100 orders.
   */
  dtfPushOrder: BackgroundJob;
  /** Administrator and Listing: a copy with its variants, titled '<title> copy', a free sku and paused. */
  duplicateProductType: ProductType;
  /** Enter Payment: a processing order becomes ready ('Order has been moved to ready'). */
  enterPayment: Order;
  /** Administrator and Seller (the catalog): a CSV of the types' variants; a short-lived download address. */
  exportCatalog: Scalars['String']['output'];
  /**
   * Exports the orders of a list's filter for Administrators, Supporters and Sellers:
   * a job writes the CSV, lists it on /export-orders and mails its link to each receiver (1 to 5
   * addresses). The status filter must allow an export.
   */
  exportOrders: BackgroundJob;
  /**
   * The filter's products (at most 20,000), one CSV line per variant, written by a job
   * that mails the link to each receiver; 'Export Product success! Please check your email again'.
   */
  exportProduct: BackgroundJob;
  /** Exports the trackings of the filter: a job writes the CSV, lists it on /export-orders and mails its link. */
  exportTracking: BackgroundJob;
  /**
   * Reads the shop's orders by id (comma separated, at most 50) or created in a
   * range (at most 31 days) and brings them in like their webhooks would; a job whose result says how
   * many became orders, wait for mapping, or were already here.
   */
  fetchMultipleOrders: BackgroundJob;
  /**
   * Maps the shop product `product_id` of the site, as a job: its variants
   * on the shop replaced by `origin_product`'s, then the product registered here with its designs.
   * 'Successfuly to map product #{id}' when it ends. A product already mapped on the site is refused;
   * the same mapping asked twice while the first runs is that job.
   */
  fetchProductFromSite: BackgroundJob;
  /** A new order API key for one of the caller's offline sites; the previous key stops working. */
  generateSiteApiKey: SiteApiKey;
  /**
   * Checks the rows again, imports those that pass as a job whose result is
   * {done, failed, message: 'Done: {n}, failed: {n}, view in import history.', history_id}, and keeps
   * the import in the history. At most 5,000 rows.
   */
  importFromCSV: BackgroundJob;
  /**
   * Imports trackings (a Supplier's file, or staff's): a job, whose result lists the accepted
   * orders and each refused row with why. At most 20,000 rows.
   */
  importTracking: BackgroundJob;
  login: LoginResult;
  /** Signs the caller out on every device: every token issued to them so far stops being accepted. */
  logout: Scalars['Boolean']['output'];
  /** Pause: the order becomes pending and remembers where it was ('Order has been paused'). */
  pauseOrder: Order;
  /**
   * Re-download print files: each print area's design is downloaded from its http(s)
   * address ('File design is not url.' otherwise; public addresses only, 20 MB, a minute each) by a
   * job, stored, and saved on the area as Upload Designs saves one (the same locks). At most 20.
   * The page says 'The print file downloaded successfully' when the job is done.
   */
  reDownloadPrintFiles: BackgroundJob;
  /** Change variant: another variant of the order's product type ('Change Variant Success'). */
  reMapOrderVariant: Order;
  /** Sends the tracking to the order's shop again (Re push tracking). */
  rePushTracking: Tracking;
  /** Registers the tracking with the tracking service again, now. */
  reSubmitTrackingMore: Tracking;
  /** Asks the tracking service where the parcel is, now (Update). */
  reTrack: Tracking;
  /** Administrator: read the order's catalogue data again (costs, product name) ('Order has been refreshed'). */
  refreshOrder: Order;
  /** Creates an inactive Seller account and mails its activation link; returns the new id. */
  register: Scalars['ID']['output'];
  /** Removes waiting external orders (at most 100); answers how many. */
  removeMappingOrder: Scalars['Int']['output'];
  /** Mails a reset link when the address belongs to an account; answers true either way. */
  resetPassword: Scalars['Boolean']['output'];
  resetPasswordByToken: Scalars['Boolean']['output'];
  /** Clears the product's designs ('Reset print areas success!'); Administrators. */
  resetVariantsPrintFiles: Product;
  /** Resume: a pending order returns to the status it was paused from ('Order has been resumed'). */
  resumeOrder: Order;
  /** Runs one of the caller's failed jobs again. */
  retryJob: BackgroundJob;
  /** Saves mail templates, notification messages, the payment mode and the seller message. */
  saveAppSettings: Array<AppSetting>;
  /** The tracking service: its API key and how long to wait (limitTime hours or days) between checks. */
  settingTrackingMore: Scalars['Boolean']['output'];
  /** Split a personalized order of quantity N into N orders of quantity 1 ('Order has been split'); answers the parts, the original first. */
  splitOrderPersonalized: Array<Order>;
  /** A Supplier's export of their Ready orders, as exportOrders. */
  supplierExportOrder: BackgroundJob;
  /**
   * Moves order_amount orders of a product type from one supplier to another (Administrator), the
   * oldest first, among those not yet in production: all of them or none.
   */
  transferOrdersBySupplier: Scalars['Boolean']['output'];
  updateAttribute: Attribute;
  updateAttributeTerm: AttributeTerm;
  /** Administrator and Accounting move a Pending entry to Approved or Denied; both are final. */
  updateBalance: Balance;
  /** Administrator and Listing. */
  updateCarrier: Carrier;
  /** Administrator and Listing. */
  updateCategory: Category;
  /**
   * Not in the original API: the customer detail's Edit form stores what it shows, where the old
   * product's Save did nothing. Administrator only ('Customer has been updated').
   */
  updateCustomer: Customer;
  /** Update customer info ('Customer infor has been updated'). */
  updateCustomerInfo: Order;
  updateDiscount: Discount;
  /** Links a file to an outside id (a design or product image id): its recorder or an Administrator. */
  updateFileUUID: File;
  /** Administrator and Listing. Turning send_mail on (or publishing an item that has it) mails the sellers once. */
  updateNews: News;
  /** The order's shipping label (an uploaded image or .pdf), or none; locked as its print files. */
  updateOrderLabelImageId: Order;
  /**
   * The Upload Designs drawer's Save: each print file of the order gets the
   * caller's uploaded design (.jpg .png .tiff .psd .dxf); print files are locked in production,
   * fulfilled and cancelled. With every print area designed, an order waiting for its design moves
   * on: to processing, or with is_ready (an Administrator's) to ready. 'Print Files saved'.
   */
  updateOrderPrintFiles: Order;
  /** Change quantity: 1 or more. */
  updateOrderQuantity: Order;
  /** Set processing, ready, in_production or fulfilled ('The order has been transferred to {status}'). */
  updateOrderStatus: Order;
  updatePolicy: Policy;
  /**
   * The product's designs, by product type (at most 20 types); a variant, when
   * named, must be the product's. Answers the product with its print files.
   */
  updatePrintFiles: Product;
  /** The title ('Product updated'). */
  updateProduct: Product;
  /**
   * The product's title, description, images, tags and categories read
   * again from its first shop ('Product: {title} has been updated').
   */
  updateProductFromSite: Product;
  /** Administrator and Listing. */
  updateProductType: ProductType;
  /** Administrator and Listing: active or paused. */
  updateProductTypeState: ProductType;
  /** Administrator and the owning Seller; the Administrator fields are refused to anyone else. */
  updateSite: Site;
  /** Saves some or all settings of a site; answers with all of them. */
  updateSiteSettings: SiteSettings;
  updateUser: User;
  /** Administrator and Listing. */
  updateUserLevel: UserLevel;
  /** Registers the shop's webhooks through the platform's API and stores them. */
  updateWebhooks: Site;
};


export type MutationAssignOrderSupplierArgs = {
  order_id?: InputMaybe<Scalars['ID']['input']>;
  order_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  supplier_id: Scalars['ID']['input'];
};


export type MutationFetchProductVariantsArgs = {
  site_id: Scalars['ID']['input'];
};


export type MutationImportOrderArgs = {
  data: ImportOrderInput;
};


export type MutationAccountActivationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddTrackingArgs = {
  base_cost?: InputMaybe<Scalars['Float']['input']>;
  carrier_id: Scalars['ID']['input'];
  order_id: Scalars['ID']['input'];
  resubmit?: InputMaybe<Scalars['Boolean']['input']>;
  shipping_cost?: InputMaybe<Scalars['Float']['input']>;
  tracking_code: Scalars['String']['input'];
};


export type MutationAssignOrderCarrierArgs = {
  carrier_id: Scalars['ID']['input'];
  order_ids: Array<Scalars['ID']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationAuthorizeSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  action: BlockAction;
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  current_password?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  new_password: Scalars['String']['input'];
};


export type MutationCreateAttributeArgs = {
  input: AttributeInput;
};


export type MutationCreateAttributeTermArgs = {
  input: CreateAttributeTermInput;
};


export type MutationCreateBalanceArgs = {
  action_notes?: InputMaybe<Scalars['String']['input']>;
  amount: Scalars['Float']['input'];
  approved: Scalars['Boolean']['input'];
  method?: InputMaybe<DepositMethod>;
  site_id: Scalars['ID']['input'];
  transaction_id: Scalars['String']['input'];
};


export type MutationCreateCardCheckoutArgs = {
  action_notes?: InputMaybe<Scalars['String']['input']>;
  amount: Scalars['Float']['input'];
  site_id: Scalars['ID']['input'];
};


export type MutationCreateCarrierArgs = {
  input: CarrierInput;
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateCommentArgs = {
  comment: Scalars['String']['input'];
  order_id: Scalars['ID']['input'];
};


export type MutationCreateDiscountArgs = {
  input: DiscountInput;
};


export type MutationCreateFileArgs = {
  input: CreateFileInput;
};


export type MutationCreateNewOrderArgs = {
  input: CreateNewOrderInput;
};


export type MutationCreateNewOrderWithProductIdArgs = {
  input: CreateNewOrderWithProductIdInput;
};


export type MutationCreateNewsArgs = {
  input: NewsInput;
};


export type MutationCreatePolicyArgs = {
  input: PolicyInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateProductTypeArgs = {
  input: ProductTypeInput;
};


export type MutationCreateProductTypeVariantArgs = {
  input: ProductTypeVariantsInput;
};


export type MutationCreateSavedViewArgs = {
  input: SavedViewInput;
};


export type MutationCreateSignedUrlArgs = {
  fileMime: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationCreateSiteArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
  email_support?: InputMaybe<Scalars['String']['input']>;
  isConnect?: InputMaybe<Scalars['Boolean']['input']>;
  platform?: InputMaybe<Platform>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSiteSettingArgs = {
  input: SiteSettingInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateUserLevelArgs = {
  input: UserLevelInput;
};


export type MutationDeleteAttributeArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteAttributeTermArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationDeleteOrderInfoArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationDeletePartnerVariantsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeletePolicyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  isDelOnStore?: InputMaybe<Scalars['Boolean']['input']>;
  product_id: Scalars['ID']['input'];
};


export type MutationDeleteProductTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSavedViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserLevelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDownloadFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDownloadImportRefusedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDownloadOrderImportRefusedArgs = {
  input: Array<CsvOrderRowInput>;
  site_id: Scalars['ID']['input'];
};


export type MutationDownloadTrackingArgs = {
  trackings: Array<TrackingDownloadRow>;
};


export type MutationDtfPushOrderArgs = {
  input: DtfPushInput;
};


export type MutationDuplicateProductTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnterPaymentArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationExportCatalogArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationExportOrdersArgs = {
  emails: Array<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
};


export type MutationExportProductArgs = {
  filter: ExportProductFilter;
};


export type MutationExportTrackingArgs = {
  emails: Array<Scalars['String']['input']>;
  filter?: InputMaybe<TrackingFilter>;
};


export type MutationFetchMultipleOrdersArgs = {
  order_ids?: InputMaybe<Scalars['String']['input']>;
  range_time?: InputMaybe<FetchOrdersRange>;
  site_id: Scalars['ID']['input'];
};


export type MutationFetchProductFromSiteArgs = {
  origin_product: OriginProductInput;
  print_files?: InputMaybe<Array<ProductPrintFileInput>>;
  product_id: Scalars['ID']['input'];
  site_id: Scalars['ID']['input'];
};


export type MutationGenerateSiteApiKeyArgs = {
  site_id: Scalars['ID']['input'];
};


export type MutationImportFromCsvArgs = {
  file_key?: InputMaybe<Scalars['String']['input']>;
  input: Array<CsvOrderRowInput>;
  origin_name: Scalars['String']['input'];
  site_id: Scalars['ID']['input'];
};


export type MutationImportTrackingArgs = {
  input: Array<TrackingImportRow>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPauseOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationReDownloadPrintFilesArgs = {
  newDesigns: Array<NewDesignInput>;
  orderID: Scalars['ID']['input'];
};


export type MutationReMapOrderVariantArgs = {
  orderId: Scalars['ID']['input'];
  variantId: Scalars['ID']['input'];
};


export type MutationRePushTrackingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReSubmitTrackingMoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReTrackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefreshOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveMappingOrderArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordByTokenArgs = {
  pass: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetVariantsPrintFilesArgs = {
  product_id: Scalars['ID']['input'];
};


export type MutationResumeOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveAppSettingsArgs = {
  input: Array<AppSettingInput>;
};


export type MutationSettingTrackingMoreArgs = {
  apiKey: Scalars['String']['input'];
  limitTime: Scalars['Int']['input'];
  unit?: InputMaybe<TrackingDelayUnit>;
};


export type MutationSplitOrderPersonalizedArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationSupplierExportOrderArgs = {
  emails: Array<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
};


export type MutationTransferOrdersBySupplierArgs = {
  input: TransferOrdersInput;
};


export type MutationUpdateAttributeArgs = {
  id: Scalars['ID']['input'];
  input: AttributeInput;
};


export type MutationUpdateAttributeTermArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAttributeTermInput;
};


export type MutationUpdateBalanceArgs = {
  id: Scalars['ID']['input'];
  status: BalanceStatus;
};


export type MutationUpdateCarrierArgs = {
  id: Scalars['ID']['input'];
  input: CarrierInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerInput;
};


export type MutationUpdateCustomerInfoArgs = {
  customer_info: OrderCustomerInfo;
  order_id: Scalars['ID']['input'];
};


export type MutationUpdateDiscountArgs = {
  id: Scalars['ID']['input'];
  input: DiscountInput;
};


export type MutationUpdateFileUuidArgs = {
  file_id: Scalars['ID']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationUpdateNewsArgs = {
  id: Scalars['ID']['input'];
  input: NewsInput;
};


export type MutationUpdateOrderLabelImageIdArgs = {
  label_image_id?: InputMaybe<Scalars['ID']['input']>;
  order_id: Scalars['ID']['input'];
};


export type MutationUpdateOrderPrintFilesArgs = {
  is_ready?: InputMaybe<Scalars['Boolean']['input']>;
  order_id: Scalars['ID']['input'];
  print_files: Array<OrderPrintFileInput>;
};


export type MutationUpdateOrderQuantityArgs = {
  orderId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationUpdateOrderStatusArgs = {
  order_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationUpdatePolicyArgs = {
  id: Scalars['ID']['input'];
  input: PolicyInput;
};


export type MutationUpdatePrintFilesArgs = {
  print_files: Array<ProductTypePrintFilesInput>;
  product_id: Scalars['ID']['input'];
  product_variant_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};


export type MutationUpdateProductFromSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateProductTypeArgs = {
  id: Scalars['ID']['input'];
  input: ProductTypeInput;
};


export type MutationUpdateProductTypeStateArgs = {
  id: Scalars['ID']['input'];
  state: Scalars['String']['input'];
};


export type MutationUpdateSiteArgs = {
  site_id: Scalars['ID']['input'];
  updateSiteInput: UpdateSiteInput;
};


export type MutationUpdateSiteSettingsArgs = {
  settings: SiteSettingsInput;
  site_id: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpdateUserLevelArgs = {
  id: Scalars['ID']['input'];
  input: UserLevelInput;
};


export type MutationUpdateWebhooksArgs = {
  id: Scalars['ID']['input'];
};

/** A print area's design to download: the order's print file and the design's address. */
export type NewDesignInput = {
  id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};

export type News = {
  __typename?: 'News';
  /** HTML from the editor, sanitised before it is stored (no script, handlers, forms or styles) */
  content: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  creater?: Maybe<NewsCreater>;
  id: Scalars['ID']['output'];
  /** shown among the notifications of the dashboard */
  notification: Scalars['Boolean']['output'];
  /** mailed to every active seller when it is published with this flag on */
  send_mail: Scalars['Boolean']['output'];
  /** true means active (published) */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type NewsCreater = {
  __typename?: 'NewsCreater';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  level?: Maybe<LevelSummary>;
};

export type NewsFilter = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  notification?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** words in the title */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true for active news, false for inactive; omitted lists both. Only active news for sellers and suppliers. */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A news item's fields. createNews needs title and content (status defaults to true, notification and
 * send_mail to false); updateNews changes only the fields given.
 */
export type NewsInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  notification?: InputMaybe<Scalars['Boolean']['input']>;
  send_mail?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type NewsList = {
  __typename?: 'NewsList';
  count: Scalars['Int']['output'];
  hits: Array<News>;
};

/** One line item of a shop order. Money in dollars. */
export type Order = {
  __typename?: 'Order';
  amazon_order_id?: Maybe<Scalars['String']['output']>;
  /** an order of an api site (/orders/ApiOrders) */
  api_order: Scalars['Boolean']['output'];
  /** the seller cost of one item: null for Suppliers, who read what they are paid (supplier_cost) */
  base_cost?: Maybe<Scalars['Float']['output']>;
  billing?: Maybe<OrderAddress>;
  /** null: no carrier chosen ('Select Carrier') */
  carrier?: Maybe<Carrier>;
  created_at: Scalars['String']['output'];
  custom_order: Scalars['Boolean']['output'];
  customer?: Maybe<OrderCustomer>;
  design_status: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  label_image_id?: Maybe<Scalars['ID']['output']>;
  new_partner_order_id?: Maybe<Scalars['String']['output']>;
  origin_id: Scalars['String']['output'];
  /** the shop's line item id (with the site and origin_id, what makes an import the same order) */
  origin_item: Scalars['String']['output'];
  origin_number?: Maybe<Scalars['String']['output']>;
  origin_sku?: Maybe<Scalars['String']['output']>;
  paid_at?: Maybe<Scalars['String']['output']>;
  /** the partner's errors; the list shows the first */
  partner_error: Array<Scalars['String']['output']>;
  /** the status a paused (pending) order resumes to */
  paused_from?: Maybe<Scalars['String']['output']>;
  personalized: Scalars['Boolean']['output'];
  /** what the shopper paid for one item: null for Suppliers, who read what they are paid (supplier_cost) */
  price?: Maybe<Scalars['Float']['output']>;
  print_files: Array<OrderPrintFile>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sku?: Maybe<Scalars['String']['output']>;
  /** the product type, with its carriers and their prices (product_type_carriers); its variants come from productTypeById */
  product_type: ProductType;
  /** the product type variant: attributes, carrier costs, partner variants and mapping */
  product_type_variant: ProductTypeVariant;
  quantity: Scalars['Int']['output'];
  shipping?: Maybe<OrderAddress>;
  shipping_cost: Scalars['Float']['output'];
  site: OrderSite;
  /** the site's Fulfill role: when true a new order is not held 24 hours; the menu reads it to offer what the hold allows */
  site_fulfill_role: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  supplier?: Maybe<OrderSupplier>;
  /** what the supplier is paid for one item: Administrators, Supporters and Suppliers; null for everyone else */
  supplier_cost?: Maybe<Scalars['Float']['output']>;
  tracking?: Maybe<OrderTracking>;
  updated_at: Scalars['String']['output'];
  variant_image?: Maybe<Scalars['String']['output']>;
};

export type OrderAddress = {
  __typename?: 'OrderAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  /** shipping only: the shipping method's title */
  method_title?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  state_code?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type OrderAgg = {
  __typename?: 'OrderAgg';
  doc_count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type OrderComment = {
  __typename?: 'OrderComment';
  /** null when the author's account was deleted */
  author?: Maybe<CommentAuthor>;
  comment: OrderCommentContent;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  order_id: Scalars['ID']['output'];
};

export type OrderCommentContent = {
  __typename?: 'OrderCommentContent';
  user_content: Scalars['String']['output'];
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** Update customer info: the customer's contact and the shipping address. */
export type OrderCustomerInfo = {
  customer: OrderCustomerInfoCustomer;
  shipping: OrderCustomerInfoShipping;
};

export type OrderCustomerInfoCustomer = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** required ('Please input first name') */
  first_name: Scalars['String']['input'];
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type OrderCustomerInfoShipping = {
  /** required ('Please enter address') */
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** required ('Please enter country code') */
  country_code: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  /** required ('Please enter state code') */
  state_code: Scalars['String']['input'];
  /** required ('Please enter zip code') */
  zip: Scalars['String']['input'];
};

export type OrderExport = {
  __typename?: 'OrderExport';
  created_at: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** how many orders it holds */
  order_count: Scalars['Int']['output'];
  /** the first 20 of its orders' ids (an export may hold 100,000: order_count says how many) */
  order_ids: Array<Scalars['ID']['output']>;
  /** the supplier the file was exported for */
  user?: Maybe<OrderExportUser>;
};

export type OrderExportList = {
  __typename?: 'OrderExportList';
  count: Scalars['Int']['output'];
  hits: Array<OrderExport>;
};

export type OrderExportUser = {
  __typename?: 'OrderExportUser';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

/**
 * The order list's filter. Dates are ISO 8601: a bare date is a whole UTC
 * day (from its start, to its end).
 */
export type OrderFilter = {
  /** what aggs counts by: status (the default, and the only one) */
  aggs_by?: InputMaybe<Scalars['String']['input']>;
  /** true: orders of api sites only (/orders/ApiOrders); false: the others; both when omitted */
  api_order?: InputMaybe<Scalars['Boolean']['input']>;
  /** all (the default), origin_id, origin_number, amazon_order_id, id, method_title (not a Supplier's), sku, customer_email */
  field?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100; 20 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** one order by id (the search box's POD order id) */
  order_id?: InputMaybe<Scalars['ID']['input']>;
  /**
   * these orders only, within the rest of the filter (the bulk bar's Export of the selected orders):
   * 1 to 100 ids; an order the caller does not see is not in the answer
   */
  order_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** at most 100 characters; part of the field's value */
  search?: InputMaybe<Scalars['String']['input']>;
  seller_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** a Seller: their own sites only (all of them when omitted) */
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** the tab: these statuses only (all the caller sees when omitted); aggs ignore it */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  /** a Supplier: their own id only */
  supplier_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** What is wrong with one row: its number, the column and what to fix. */
export type OrderImportProblem = {
  __typename?: 'OrderImportProblem';
  column: Scalars['String']['output'];
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

/** The dry run's answer: nothing is written. */
export type OrderImportReport = {
  __typename?: 'OrderImportReport';
  /** rows that would be imported */
  accepted: Scalars['Int']['output'];
  /** at most 1,000, the first rows first */
  problems: Array<OrderImportProblem>;
  /** rows refused, each with its problems below */
  refused: Scalars['Int']['output'];
};

export type OrderItemInput = {
  item: Scalars['String']['input'];
  origin_id: Scalars['String']['input'];
};

export type OrderList = {
  __typename?: 'OrderList';
  /** per status, matching the filter without its status tab: the tabs' counts (0 for a status with none) */
  aggs: Array<OrderAgg>;
  /** orders matching the filter and its status tab (at most 1,000 for a search: see count_capped) */
  count: Scalars['Int']['output'];
  /**
   * true when a search matched more than 1,000 orders: it stopped counting there, and aggs add up
   * to 1,000, each a lower bound (at least that many): show "1,000+". The page itself is exact.
   */
  count_capped: Scalars['Boolean']['output'];
  /** the page, newest first */
  hits: Array<Order>;
};

export type OrderPrintFile = {
  __typename?: 'OrderPrintFile';
  /** the uploaded design's file id (fileID and file_id are the same: callers use both names) */
  fileID?: Maybe<Scalars['ID']['output']>;
  file_id?: Maybe<Scalars['ID']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mockup?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** the product type's print area this design is for (null when the area was removed since) */
  product_type_print_file_id?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  /** where the uploaded design is read (the drawer's current design); null without one */
  url?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

/** A print area's design: the order's print file and the uploaded file (createFile) for it. */
export type OrderPrintFileInput = {
  fileID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type OrderSite = {
  __typename?: 'OrderSite';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  /** the seller who owns the site */
  user: OrderSiteUser;
};

export type OrderSiteUser = {
  __typename?: 'OrderSiteUser';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type OrderSupplier = {
  __typename?: 'OrderSupplier';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  /** the supplier's partner fulfillment, when it has one */
  partner_fulfillment_id?: Maybe<Scalars['ID']['output']>;
};

export type OrderTracking = {
  __typename?: 'OrderTracking';
  fulfilment_id?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  tracking_code: Scalars['String']['output'];
};

/** What a mapping makes of the shop product: POD's variants at the seller's prices. */
export type OriginProductInput = {
  /** one per product type variant, of product types of one category; at most 500 */
  variants: Array<ProductVariantInput>;
};

export type OutboxFilter = {
  /** page size, 25 by default, at most 100 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** matches the recipient, the subject or the text */
  search?: InputMaybe<Scalars['String']['input']>;
  /** one recipient's address (case is ignored) */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type OutboxMail = {
  __typename?: 'OutboxMail';
  created_at: Scalars['String']['output'];
  /** the HTML body as stored; clients sanitise it before rendering */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  /** the plain-text body */
  text: Scalars['String']['output'];
  /** the recipient's address */
  to: Scalars['String']['output'];
};

export type OutboxMailList = {
  __typename?: 'OutboxMailList';
  count: Scalars['Int']['output'];
  hits: Array<OutboxMail>;
};

/** One print type of a partner's catalogue. */
export type PartnerCatalogHit = {
  __typename?: 'PartnerCatalogHit';
  /** the blank's brand and style, e.g. Gildan 5000 */
  blank: Scalars['String']['output'];
  color: Scalars['String']['output'];
  /** the print method, e.g. DTF */
  method: Scalars['String']['output'];
  /** where the print goes, e.g. front */
  placement: Scalars['String']['output'];
  /** the partner's product (blank) id */
  product_id: Scalars['String']['output'];
  /** the partner's stock */
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** the kind of product, e.g. T-Shirt */
  type: Scalars['String']['output'];
};

export type PartnerCatalogList = {
  __typename?: 'PartnerCatalogList';
  count: Scalars['Int']['output'];
  hits: Array<PartnerCatalogHit>;
};

export type PartnerFulfillment = {
  __typename?: 'PartnerFulfillment';
  /** for Administrators and the partner's supplier */
  api_key: Scalars['String']['output'];
  /** for Administrators and the partner's supplier */
  api_signature: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** the partner's print areas, as JSON text */
  print_areas?: Maybe<Scalars['String']['output']>;
};

export type PartnerFulfillmentFilter = {
  /** 20 by default */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** All four fields, or all empty for none. */
export type PartnerFulfillmentInput = {
  api_key?: InputMaybe<Scalars['String']['input']>;
  api_signature?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type PartnerVariant = {
  __typename?: 'PartnerVariant';
  id: Scalars['ID']['output'];
  partner_fulfillment_id: Scalars['String']['output'];
  partner_variant_id: Scalars['String']['output'];
  product_type_variant_id: Scalars['ID']['output'];
  sku?: Maybe<Scalars['String']['output']>;
};

export type PartnerVariantInput = {
  partner_fulfillment_id: Scalars['String']['input'];
  partner_variant_id: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

/** Whether this server can connect sites of a shop platform (Add site says so before the form). */
export type PlatformAvailability = {
  __typename?: 'PlatformAvailability';
  /** false: connecting a site of this platform fails until an Administrator sets the settings */
  configured: Scalars['Boolean']['output'];
  /** served by a fake shop on the server's machine (npm start outside production), not the real platform */
  demo: Scalars['Boolean']['output'];
  platform: Platform;
  /** the environment variables that configure it, e.g. SHOPIFY_CLIENT_ID */
  settings: Array<Scalars['String']['output']>;
};

export type Policy = {
  __typename?: 'Policy';
  created_at: Scalars['String']['output'];
  /** plain text or HTML from the editor */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** lower comes first */
  sorting: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** 1 guideline, 2 policy */
  type: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type PolicyFilter = {
  /** 1 guideline, 2 policy; both when omitted */
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type PolicyInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 by default */
  sorting?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  /** 1 guideline (the default), 2 policy */
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type Product = {
  __typename?: 'Product';
  categories: Array<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** sanitised HTML */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  personalized: Scalars['Boolean']['output'];
  print_files: Array<ProductPrintFile>;
  productStore: Array<ProductStore>;
  /** the product types of its variants, in the variants' order (Clone's address names them) */
  product_type_ids: Array<Scalars['ID']['output']>;
  /** a stable short address that sends the browser to the product on its shop */
  short_link: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** the seller the product belongs to */
  user_id: Scalars['ID']['output'];
  variants: Array<ProductVariant>;
};

export type ProductFilter = {
  /** 20 unless given; at most 100 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** at most 100 */
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** parts of the title or the SKU; at most 100 characters */
  search?: InputMaybe<Scalars['String']['input']>;
  /** the products of the seller who owns this site (External Orders' Mapping to a product); a Seller's own */
  seller_site_id?: InputMaybe<Scalars['ID']['input']>;
  /** a Seller's own sites only; at most 100 */
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ProductList = {
  __typename?: 'ProductList';
  count: Scalars['Int']['output'];
  hits: Array<Product>;
};

/** A print area of one of the product's types and its design, if any. */
export type ProductPrintFile = {
  __typename?: 'ProductPrintFile';
  file_id?: Maybe<Scalars['ID']['output']>;
  /** where the design can be read (the files endpoint) */
  file_url?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  print_area_id: Scalars['ID']['output'];
  product_type_id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type ProductPrintFileInput = {
  /** an uploaded file (the files endpoint); none leaves the area without a design */
  file_id?: InputMaybe<Scalars['ID']['input']>;
  print_area_id: Scalars['ID']['input'];
};

/** Where a product is on a shop. */
export type ProductStore = {
  __typename?: 'ProductStore';
  id: Scalars['ID']['output'];
  /** the shop's product id */
  origin_id: Scalars['String']['output'];
  /** the product's page on the shop */
  permalink?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  site_domain: Scalars['String']['output'];
  site_id: Scalars['ID']['output'];
  site_title: Scalars['String']['output'];
};

export type ProductType = {
  __typename?: 'ProductType';
  attributes: Array<ProductTypeAttribute>;
  categories: Array<ProductTypeCategory>;
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  description_special?: Maybe<Scalars['String']['output']>;
  /** DPI */
  dpl: Scalars['Int']['output'];
  file_type_supported: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  is_special: Scalars['Boolean']['output'];
  link_template?: Maybe<Scalars['String']['output']>;
  mockup?: Maybe<Scalars['String']['output']>;
  /** made in */
  origin?: Maybe<Scalars['String']['output']>;
  personalized: Scalars['Boolean']['output'];
  print_files: Array<ProductTypePrintFile>;
  product_type_carriers: Array<ProductTypeCarrier>;
  production_time?: Maybe<Scalars['String']['output']>;
  shipping_time?: Maybe<Scalars['String']['output']>;
  /** 1 to 7 characters, upper case, unique */
  sku: Scalars['String']['output'];
  /** active or paused */
  state: Scalars['String']['output'];
  suppliers: Array<ProductTypeSupplier>;
  /** Best seller, New or Premium */
  tag?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** number of variants */
  totalVariant: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
  /** the variants in the grid's order (productTypeById and productTypeByIds only; at most 5,000) */
  variants: Array<ProductTypeVariant>;
};

export type ProductTypeAttribute = {
  __typename?: 'ProductTypeAttribute';
  name: Scalars['String']['output'];
  options: Array<ProductTypeAttributeOption>;
  slug: Scalars['String']['output'];
};

export type ProductTypeAttributeInput = {
  name: Scalars['String']['input'];
  options: Array<ProductTypeAttributeOptionInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type ProductTypeAttributeOption = {
  __typename?: 'ProductTypeAttributeOption';
  name: Scalars['String']['output'];
  /** the attribute term's sku when known; missing variants build their sku from it */
  sku?: Maybe<Scalars['String']['output']>;
};

export type ProductTypeAttributeOptionInput = {
  name: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** product_type_carriers{carrier_id, price, default}: price in dollars, 0 is Free. */
export type ProductTypeCarrier = {
  __typename?: 'ProductTypeCarrier';
  carrier?: Maybe<Carrier>;
  carrier_id: Scalars['ID']['output'];
  default: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
};

export type ProductTypeCarrierInput = {
  carrier_id: Scalars['ID']['input'];
  default?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['Float']['input'];
};

export type ProductTypeCategory = {
  __typename?: 'ProductTypeCategory';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type ProductTypeFilter = {
  /** category ids: types filed under any of them */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 1 to 1,000; 50 when omitted (10 and at most 10 for a Supplier) */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** true: personalized types only, false: the others; both when omitted. A Supplier always gets false. */
  personalized?: InputMaybe<Scalars['Boolean']['input']>;
  /** words in the title or the sku */
  search?: InputMaybe<Scalars['String']['input']>;
  /** active (the default) or paused; a Supplier always gets active */
  status?: InputMaybe<Scalars['String']['input']>;
  /** a supplier's id; a Supplier always gets their own, whatever is sent */
  supplier_id?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A product type's form. createProductType needs title, attributes and print_files
 * (sku is generated from the title when empty); updateProductType replaces the type with what is sent.
 */
export type ProductTypeInput = {
  attributes: Array<ProductTypeAttributeInput>;
  /** category ids */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  description_special?: InputMaybe<Scalars['String']['input']>;
  dpl?: InputMaybe<Scalars['Int']['input']>;
  file_type_supported?: InputMaybe<Array<Scalars['String']['input']>>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  is_special?: InputMaybe<Scalars['Boolean']['input']>;
  link_template?: InputMaybe<Scalars['String']['input']>;
  mockup?: InputMaybe<Scalars['String']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  personalized?: InputMaybe<Scalars['Boolean']['input']>;
  print_files: Array<ProductTypePrintFileInput>;
  product_type_carriers?: InputMaybe<Array<ProductTypeCarrierInput>>;
  production_time?: InputMaybe<Scalars['String']['input']>;
  shipping_time?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  /** supplier user ids, in the form's order */
  suppliers?: InputMaybe<Array<Scalars['ID']['input']>>;
  tag?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type ProductTypeList = {
  __typename?: 'ProductTypeList';
  /** types matching the filter, across all pages */
  count: Scalars['Int']['output'];
  hits: Array<ProductType>;
};

/** A print area; the default one gets a design first. */
export type ProductTypePrintFile = {
  __typename?: 'ProductTypePrintFile';
  any_print?: Maybe<AnyPrint>;
  default: Scalars['Boolean']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mockup?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type ProductTypePrintFileInput = {
  /** when sent it becomes anyprint_type */
  anyprint_type?: InputMaybe<AnyPrintInput>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  /** an existing print area keeps its id (variants point at it); new ones have none */
  id?: InputMaybe<Scalars['ID']['input']>;
  mockup?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** One product type's designs. */
export type ProductTypePrintFilesInput = {
  /**
   * its print areas' designs: an area given with a file gets it, one given without loses its design,
   * one left out keeps what it has; at most 50
   */
  print_files: Array<ProductPrintFileInput>;
  product_type_id: Scalars['ID']['input'];
};

/** A supplier of a product type (a user with the Supplier role); id and names only. */
export type ProductTypeSupplier = {
  __typename?: 'ProductTypeSupplier';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type ProductTypeVariant = {
  __typename?: 'ProductTypeVariant';
  attributes: Array<VariantAttribute>;
  /** seller cost (what the platform charges the seller): null for Suppliers */
  base_cost?: Maybe<Scalars['Float']['output']>;
  carrier_costs: Array<VariantCarrierCost>;
  fee_ship: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  is_active: Scalars['Boolean']['output'];
  /** staff: all; a Supplier: their own partner's; a Seller: none */
  mapping_partner_print_areas: Array<MappingPartnerPrintArea>;
  /** Administrator, Listing and Supporter; null for the others (what the product costs the platform) */
  original_cost?: Maybe<Scalars['Float']['output']>;
  /** Administrator, Listing and Supporter; null for the others */
  other_base_cost?: Maybe<Scalars['Float']['output']>;
  /** a partner fulfillment id; a Supplier reads only their own partner's, a Seller none */
  partner_default_id?: Maybe<Scalars['String']['output']>;
  /** staff: all; a Supplier: their own partner's; a Seller: none */
  partner_variants: Array<PartnerVariant>;
  print_area_ids: Array<Scalars['ID']['output']>;
  productTypeId: Scalars['ID']['output'];
  /** regular price: null for Suppliers, who read what they are paid (their supplier_costs) */
  retail_cost?: Maybe<Scalars['Float']['output']>;
  /** sale price: null for Suppliers */
  sale_cost?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  sorting: Scalars['Int']['output'];
  supplier_costs: Array<VariantSupplierCost>;
};

/** One row of the variant grid; a row is identified by its combination of options. */
export type ProductTypeVariantInput = {
  attributes: Array<VariantAttributeInput>;
  base_cost?: InputMaybe<Scalars['Float']['input']>;
  carrier_costs?: InputMaybe<Array<VariantCarrierCostInput>>;
  fee_ship?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  mapping_partner_print_areas?: InputMaybe<Array<MappingPartnerPrintAreaInput>>;
  original_cost?: InputMaybe<Scalars['Float']['input']>;
  other_base_cost?: InputMaybe<Scalars['Float']['input']>;
  partner_default_id?: InputMaybe<Scalars['String']['input']>;
  partner_variants?: InputMaybe<Array<PartnerVariantInput>>;
  print_area_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  retail_cost?: InputMaybe<Scalars['Float']['input']>;
  sale_cost?: InputMaybe<Scalars['Float']['input']>;
  sku: Scalars['String']['input'];
  sorting?: InputMaybe<Scalars['Int']['input']>;
  supplier_costs?: InputMaybe<Array<VariantSupplierCostInput>>;
};

/**
 * The whole variant grid of one product type, saved in one transaction: rows are matched to stored
 * variants by their combination of options, stored variants missing from the grid are removed, and
 * one bad row (its message) saves nothing. At most 5,000 rows.
 */
export type ProductTypeVariantsInput = {
  productTypeId: Scalars['ID']['input'];
  variants: Array<ProductTypeVariantInput>;
};

/** A product's variant: one product type variant at the seller's prices, in dollars. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  attributes: Array<ProductVariantAttribute>;
  /** the product type variant's base cost (the seller's cost) */
  base_cost: Scalars['Float']['output'];
  /** every print area of its product type has a design */
  design_status: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  product_type_id: Scalars['ID']['output'];
  product_type_title: Scalars['String']['output'];
  product_type_variant_id: Scalars['ID']['output'];
  regular_price: Scalars['Float']['output'];
  sale_price: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

export type ProductVariantAttribute = {
  __typename?: 'ProductVariantAttribute';
  name: Scalars['String']['output'];
  option: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type ProductVariantInput = {
  product_type_variant_id: Scalars['ID']['input'];
  /** in dollars; at least the variant's base cost */
  regular_price: Scalars['Float']['input'];
  /** in dollars; at least the base cost and at most the regular price */
  sale_price: Scalars['Float']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Which of these order items the site already has (at most 5,000). */
  CheckExistOrders: Array<ExistingOrderItem>;
  /** The comments of an order the caller reads, oldest first (at most 500). */
  OrderComments: Array<OrderComment>;
  /** The types the activity log holds, for the type filter. */
  activityLogTypes: Array<Scalars['String']['output']>;
  activityLogs: ActivityLogList;
  /** Every site's waiting external orders, for Administrators and Supporters. */
  adminExternalOrders: ExternalOrderList;
  balances: BalanceList;
  /**
   * Any signed-in user, by name: the carriers screen's roles (Administrator, Supporter, Listing) see
   * both statuses; sellers, suppliers and Accounting see active carriers (names on orders and
   * trackings, the tracking form's picker).
   */
  carriers: CarrierList;
  /** Any signed-in user; by title, 50 a page unless limit says otherwise. */
  categories: CategoryList;
  /** Any signed-in user for an active category; inactive ones for staff only. */
  categoryById: Category;
  /** A customer: Administrator and Supporter any; a Seller those of their sites; a Supplier those of their orders. */
  customerById: Customer;
  /** Administrator: the customers list, newest first. */
  customers: CustomerList;
  /** The dashboard's Internal Order and External Order cards, over the caller's orders. */
  dashboard: DashboardCounts;
  discount: Discount;
  discountTypes: Array<DiscountTypeOption>;
  /** Newest first, 20 by default. */
  discounts: DiscountList;
  /** The mapping modal's data of one order (DTF data mapping must be open to the caller on it). */
  dtfOrderMapping: DtfOrderMapping;
  /** The log lines of a record the caller reads, newest first. */
  entityLogs: EntityLogList;
  /** A file recorded by the caller (staff see every file). */
  file: File;
  /** The named settings, in the order asked; every known name answers, saved or not. */
  getAppSettings: Array<AppSetting>;
  getAttributeById: Attribute;
  /**
   * The terms of the attribute with this name, whatever its case (the product type screens
   * read an attribute's options and skus by name, e.g. Color), newest first; all of them, at most
   * 9,999, unless limit asks fewer. 'Attribute not found' for a name no attribute has.
   */
  getAttributeTermByAttributeName: AttributeTermList;
  getAttributeTermById: AttributeTerm;
  /** Newest first, 20 by default; attribute_id keeps one attribute's terms. */
  getAttributeTerms: AttributeTermList;
  /** Newest first, 20 by default. */
  getAttributes: AttributeList;
  /** The address of a file recorded by the caller (staff: any file). */
  getFileUrl: Scalars['String']['output'];
  /** Transfer Orders' statistics (Administrator): orders per supplier, product type and status. */
  getOrderBySupplier: SupplierOrderStatList;
  /** The settings of one site: an Administrator any active site, a seller only their own. */
  getSiteSetting: SiteSettings;
  /** Setting rows: an Administrator's of every site, a seller's of their own sites; optionally of one site. */
  getSiteSettings: Array<SiteSetting>;
  /** The site's shop products that earlier imports mapped, of these product ids (at most 5,000). */
  importedProductMappings: Array<ImportedProductMapping>;
  /** One job the caller started. */
  job: BackgroundJob;
  /** The imports, newest first, 20 a page. */
  listImportHistory: ImportHistoryList;
  /** The waiting external orders of a site (or of all the caller's sites), newest first. */
  listMappingOrder: ExternalOrderList;
  /** The types the system log holds, for the type filter. */
  logTypes: Array<Scalars['String']['output']>;
  logs: SystemLogList;
  /** The signed-in user. */
  me: User;
  /** The caller's latest jobs, newest first: 10 by default, at most 50. */
  myJobs: Array<BackgroundJob>;
  /** Any signed-in user; newest first, 20 a page unless limit says otherwise. */
  news: NewsList;
  /** Any signed-in user for active news; inactive news only for Administrator and Listing. */
  newsById: News;
  /** One order with its carriers, carrier costs and print files; 'Order not found' outside the caller's orders. */
  order: Order;
  /** The same order. */
  orderById: Order;
  /** A page of export files, newest first (20 by default); search matches the file name or an order id. */
  orderExports: OrderExportList;
  /** A page of orders with its count and the tabs' counts, in one call. */
  orders: OrderList;
  /** The orders of one customer, newest first (the customer detail's Orders tab). */
  ordersByCustomer: CustomerOrderList;
  /** Mails kept instead of sent, newest first. Administrators only. */
  outboxMails: OutboxMailList;
  /**
   * A partner fulfillment's print types (Administrator, Listing), at most 5,000 (25 pages of 200);
   * kept for a minute. Refused with the partner's answer when it cannot be reached or refuses.
   */
  partnerCatalogs: PartnerCatalogList;
  /**
   * Partner fulfillments of suppliers (Administrator, and Listing for the variant grid without
   * api_key and api_signature, which stay with Administrators and the partner's supplier); 20 by
   * default, filter.limit as the product type screens send it, else limit.
   */
  partnerFulfillments: Array<PartnerFulfillment>;
  /** A health probe: always true. */
  ping: Scalars['Boolean']['output'];
  /** Administrator and Seller (who may add sites): Shopify, WooCommerce and ShopBase, whether each can be connected. */
  platformAvailability: Array<PlatformAvailability>;
  /** Ordered by sorting, then oldest first. */
  policies: Array<Policy>;
  policyById: Policy;
  /** One product, or null when it is not there or not the caller's. */
  productByID?: Maybe<Product>;
  /**
   * The product the shop product is mapped to on the site (its variants name
   * their product types), or null.
   */
  productCheckOriginID?: Maybe<Product>;
  /** Which of these shop product ids (at most 5,000) are mapped on the site. */
  productCheckOriginIDs: Array<Scalars['ID']['output']>;
  /** One type with its variants, for those who read it in productTypes. */
  productTypeById: ProductType;
  /** Up to 50 types by id (the product builder's chosen types); ids the caller may not read are left out. */
  productTypeByIds: Array<ProductType>;
  /**
   * Administrator, Listing and Supporter: the full list. Supplier: active, non-personalized types of
   * their own, 10 a page. Seller: active types (the catalog and product pickers).
   */
  productTypes: ProductTypeList;
  /**
   * The variants an order can move to (Change variant): the active variants of the product type
   * product_id. Until shop products exist (a later issue), an order's product is its product type.
   */
  productVariant: Array<ProductTypeVariant>;
  /** A page of products, newest first, with the total. */
  products: ProductList;
  /** Every role (Administrator); forms leave out Authenticated. */
  roles: Array<Role>;
  /** The caller's saved views of a screen (at most 20), by name. Whoever has the orders screen. */
  savedViews: Array<SavedView>;
  /** Empty for text under 2 characters; at most `limit` hits of each kind (default 5, at most 10). */
  search: Array<SearchHit>;
  /** The site's categories (WooCommerce) or custom collections (Shopify, ShopBase), every page. */
  shopCategories: Array<ShopTerm>;
  /**
   * The site's products of a category (or collection) or a tag, or every one with
   * neither, loaded page by page (100 on WooCommerce, 250 on Shopify and ShopBase).
   */
  shopProducts: ShopProductList;
  /** The site's tags (WooCommerce only; none for the others), every page. */
  shopTags: Array<ShopTerm>;
  /** The caller's offline sites with their order API keys (sellers). */
  siteApiKeys: Array<SiteApiKey>;
  /** One site: a seller only their own, staff any. */
  siteById: Site;
  /** A seller gets only their own sites; staff get every seller's. */
  sites: SiteList;
  /** A Supplier (their own), Administrator or Supporter: revenue and top product types by period. */
  supplierStats: SupplierStats;
  /** A Supplier (their own), Administrator or Supporter: pending and approved amounts. */
  supplierTransactions: SupplierTransactions;
  /** Order export templates for supplier accounts (Administrator; 100 by default). */
  templates: Array<ExportTemplate>;
  /** A page of trackings with the tabs' counts. */
  trackingList: TrackingList;
  /** One tracking's log, newest first (at most 200 lines). */
  trackingLogs: Array<TrackingEvent>;
  /** One user (Administrator, or the user themself). */
  userById: User;
  /** Administrator, Supporter and Listing (the levels page); by order total, lowest first. */
  userLevels: Array<UserLevel>;
  /**
   * A page of users, newest first (Administrator). Listing and Supporter list suppliers only, at most
   * 100 (the product type screens' supplier picker), with their emails.
   */
  users: UserList;
  /**
   * Users holding a role: any role for Administrators, sellers for other staff (the Balance and Sites
   * seller filters). Other users' fields beyond id and names are for Administrators (an error names
   * the field refused).
   */
  usersByRole: Array<User>;
  /** The dry run: every row checked against the import rules and the catalogue; nothing written. At most 5,000 rows. */
  validateOrderImport: OrderImportReport;
};


export type QueryCheckExistOrdersArgs = {
  inputs: Array<OrderItemInput>;
  site_id: Scalars['ID']['input'];
};


export type QueryOrderCommentsArgs = {
  order_id: Scalars['ID']['input'];
};


export type QueryActivityLogsArgs = {
  filter?: InputMaybe<LogFilter>;
};


export type QueryAdminExternalOrdersArgs = {
  filter?: InputMaybe<ExternalOrderFilter>;
};


export type QueryBalancesArgs = {
  filter?: InputMaybe<BalanceFilter>;
};


export type QueryCarriersArgs = {
  filter?: InputMaybe<CarrierFilter>;
};


export type QueryCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
};


export type QueryCategoryByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
};


export type QueryDashboardArgs = {
  filter?: InputMaybe<DashboardFilter>;
};


export type QueryDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDiscountsArgs = {
  filter?: InputMaybe<DiscountFilter>;
};


export type QueryDtfOrderMappingArgs = {
  order_id: Scalars['ID']['input'];
};


export type QueryEntityLogsArgs = {
  filter: EntityLogFilter;
};


export type QueryFileArgs = {
  file_id: Scalars['ID']['input'];
};


export type QueryGetAppSettingsArgs = {
  input: Array<Scalars['String']['input']>;
};


export type QueryGetAttributeByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAttributeTermByAttributeNameArgs = {
  attribute_name: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAttributeTermByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAttributeTermsArgs = {
  attribute_id?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAttributesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetFileUrlArgs = {
  file_id: Scalars['ID']['input'];
};


export type QueryGetOrderBySupplierArgs = {
  filter?: InputMaybe<SupplierOrderStatFilter>;
};


export type QueryGetSiteSettingArgs = {
  site_id: Scalars['ID']['input'];
};


export type QueryGetSiteSettingsArgs = {
  site_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryImportedProductMappingsArgs = {
  product_origin_ids: Array<Scalars['String']['input']>;
  site_id: Scalars['ID']['input'];
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListImportHistoryArgs = {
  filter?: InputMaybe<ImportHistoryFilter>;
};


export type QueryListMappingOrderArgs = {
  filter?: InputMaybe<ExternalOrderFilter>;
};


export type QueryLogsArgs = {
  filter?: InputMaybe<LogFilter>;
};


export type QueryMyJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsArgs = {
  filter?: InputMaybe<NewsFilter>;
};


export type QueryNewsByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderExportsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
};


export type QueryOrdersByCustomerArgs = {
  cus_id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOutboxMailsArgs = {
  filter?: InputMaybe<OutboxFilter>;
};


export type QueryPartnerCatalogsArgs = {
  PartnerFulfillmentID: Scalars['ID']['input'];
};


export type QueryPartnerFulfillmentsArgs = {
  filter?: InputMaybe<PartnerFulfillmentFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPoliciesArgs = {
  filter?: InputMaybe<PolicyFilter>;
};


export type QueryPolicyByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductCheckOriginIdArgs = {
  origin_id: Scalars['ID']['input'];
  site_id: Scalars['ID']['input'];
};


export type QueryProductCheckOriginIDsArgs = {
  origin_ids: Array<Scalars['ID']['input']>;
  site_id: Scalars['ID']['input'];
};


export type QueryProductTypeByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductTypeByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryProductTypesArgs = {
  filter?: InputMaybe<ProductTypeFilter>;
};


export type QueryProductVariantArgs = {
  product_id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
};


export type QuerySavedViewsArgs = {
  screen: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QueryShopCategoriesArgs = {
  site_id: Scalars['ID']['input'];
};


export type QueryShopProductsArgs = {
  category_id?: InputMaybe<Scalars['ID']['input']>;
  site_id: Scalars['ID']['input'];
  tag_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryShopTagsArgs = {
  site_id: Scalars['ID']['input'];
};


export type QuerySiteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySitesArgs = {
  filter?: InputMaybe<SiteFilter>;
};


export type QuerySupplierStatsArgs = {
  filter: SupplierStatsFilter;
};


export type QuerySupplierTransactionsArgs = {
  filter?: InputMaybe<SupplierTransactionsFilter>;
};


export type QueryTemplatesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTrackingListArgs = {
  filter?: InputMaybe<TrackingFilter>;
};


export type QueryTrackingLogsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserLevelsArgs = {
  filter?: InputMaybe<UserLevelFilter>;
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
};


export type QueryUsersByRoleArgs = {
  role: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryValidateOrderImportArgs = {
  input: Array<CsvOrderRowInput>;
  site_id: Scalars['ID']['input'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  pass: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A name for a list's tab, filters and columns that one user keeps (above the tabs of the screen). */
export type SavedView = {
  __typename?: 'SavedView';
  /** the columns shown, in order; null keeps the screen's columns as they are */
  columns?: Maybe<Array<Scalars['String']['output']>>;
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** the list's address query without its page (tab=error&search=tee) */
  query: Scalars['String']['output'];
  /** the screen it belongs to: orders */
  screen: Scalars['String']['output'];
};

export type SavedViewInput = {
  /** at most 40 column keys */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 40 characters; once per user and screen, whatever its case */
  name: Scalars['String']['input'];
  /** at most 2,000 characters */
  query: Scalars['String']['input'];
  screen: Scalars['String']['input'];
};

export type SearchHit = {
  __typename?: 'SearchHit';
  id: Scalars['ID']['output'];
  kind: SearchKind;
  /** the app address a click on the hit opens */
  path: Scalars['String']['output'];
  /** a second line: the email, the domain */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** what the result list shows: a person's name, a site's or a news item's title */
  title: Scalars['String']['output'];
};

export type SearchKind =
  | 'news'
  | 'site'
  | 'user';

/** A product of the shop as the wizard lists it (ID, Name with image). */
export type ShopProduct = {
  __typename?: 'ShopProduct';
  /** the shop's product id */
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** how many variants it has on the shop */
  variants: Scalars['Int']['output'];
};

export type ShopProductList = {
  __typename?: 'ShopProductList';
  /** the shop's products in the filter, in the shop's order (at most 5,000) */
  products: Array<ShopProduct>;
  /** the shop has more products in the filter than the list holds */
  truncated: Scalars['Boolean']['output'];
};

/** A shop's category (WooCommerce) or custom collection (Shopify, ShopBase), or a WooCommerce tag. */
export type ShopTerm = {
  __typename?: 'ShopTerm';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SignedUrl = {
  __typename?: 'SignedUrl';
  /** the key to pass to createFile once the upload is done */
  key: Scalars['String']['output'];
  /**
   * PUT the file here once, with Content-Type set to fileMime and If-None-Match: * (an S3 bucket
   * refuses the PUT without it); the address expires after 15 minutes, takes one file of at most
   * 20 MB, and a second PUT is refused
   */
  url: Scalars['String']['output'];
};

/** email_support, domain_name, rebrandly_domain, is_auto_fetch_order and webhooks: Administrators, Supporters and the owner. */
export type Site = {
  __typename?: 'Site';
  api_key?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  domain_name?: Maybe<Scalars['String']['output']>;
  email_support?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_auto_fetch_order: Scalars['Boolean']['output'];
  platform: Platform;
  rebrandly_domain?: Maybe<Scalars['String']['output']>;
  /** false once the site is deleted (disabled) */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  user: SiteUser;
  /** true is Connected, false is Pending */
  verified: Scalars['Boolean']['output'];
  webhooks: Array<Webhook>;
};

/** An offline site's order API key, as its owner sees it on /settings. */
export type SiteApiKey = {
  __typename?: 'SiteApiKey';
  /** null until the owner generates one */
  api_key?: Maybe<Scalars['String']['output']>;
  platform: Platform;
  site_id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type SiteFilter = {
  /** page size; dropdowns ask for up to 9999 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** only sites of this platform, e.g. api for the Api/CSV Orders' site selector (every platform when omitted) */
  platform?: InputMaybe<Platform>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SiteList = {
  __typename?: 'SiteList';
  count: Scalars['Int']['output'];
  hits: Array<Site>;
};

/** One site setting row: a named value of one site, as text. */
export type SiteSetting = {
  __typename?: 'SiteSetting';
  name: Scalars['String']['output'];
  site_id: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type SiteSettingInput = {
  /**
   * one of the site setting names (order_received_enable ... fulfill_role), or an order import
   * template: order_import_setting_ and the template's name, whose value is the JSON of its column
   * mapping; a template is added, never replaced ('Template already exists')
   */
  name: Scalars['String']['input'];
  site_id: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

/** The settings of one site, defaults filled in for what it never set. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** removes the default 24-hour hold on orders after payment */
  fulfill_role: Scalars['Boolean']['output'];
  /** hours a paid order waits before production: 24, or 0 with the Fulfill role */
  order_hold_hours: Scalars['Int']['output'];
  order_producing_enable: Scalars['Boolean']['output'];
  order_producing_message: Scalars['String']['output'];
  /** days after the order arrives: 1, 2 or 3 */
  order_received_after: Scalars['Int']['output'];
  order_received_enable: Scalars['Boolean']['output'];
  order_received_message: Scalars['String']['output'];
  order_shipping_enable: Scalars['Boolean']['output'];
  order_shipping_message: Scalars['String']['output'];
  site: SiteSettingsSite;
};

/** The settings to change; what is left out keeps its value. The result is checked as a whole. */
export type SiteSettingsInput = {
  fulfill_role?: InputMaybe<Scalars['Boolean']['input']>;
  order_producing_enable?: InputMaybe<Scalars['Boolean']['input']>;
  order_producing_message?: InputMaybe<Scalars['String']['input']>;
  order_received_after?: InputMaybe<Scalars['Int']['input']>;
  order_received_enable?: InputMaybe<Scalars['Boolean']['input']>;
  order_received_message?: InputMaybe<Scalars['String']['input']>;
  order_shipping_enable?: InputMaybe<Scalars['Boolean']['input']>;
  order_shipping_message?: InputMaybe<Scalars['String']['input']>;
};

/** The site a settings screen is about. */
export type SiteSettingsSite = {
  __typename?: 'SiteSettingsSite';
  /** the order API key; only the owner reads it */
  api_key?: Maybe<Scalars['String']['output']>;
  /** false for a shop: the Generate Api key tab is hidden when the site type is online */
  api_key_allowed: Scalars['Boolean']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** true when the caller owns the site */
  owned: Scalars['Boolean']['output'];
  owner: SiteUser;
  platform: Platform;
  title: Scalars['String']['output'];
  /** online (a shop) or offline (an api or import site) */
  type?: Maybe<Scalars['String']['output']>;
};

export type SiteUser = {
  __typename?: 'SiteUser';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

/** A line of Transfer Orders' statistics: a supplier's orders of one product type in one status. */
export type SupplierOrderStat = {
  __typename?: 'SupplierOrderStat';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  order_status: Scalars['String']['output'];
  product_type_id: Scalars['ID']['output'];
  product_type_name: Scalars['String']['output'];
  supplier_id: Scalars['ID']['output'];
  total_orders: Scalars['Int']['output'];
};

export type SupplierOrderStatFilter = {
  /** 1 to 100; 20 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  product_type_variant_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  supplier_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SupplierOrderStatList = {
  __typename?: 'SupplierOrderStatList';
  count: Scalars['Int']['output'];
  hits: Array<SupplierOrderStat>;
};

export type SupplierStats = {
  __typename?: 'SupplierStats';
  /** the aggregation used: day, week or month */
  agg_by: Scalars['String']['output'];
  aggregations: SupplierStatsAggregations;
  /** orders in the range */
  count: Scalars['Int']['output'];
  /** the range as counted, ISO 8601 UTC */
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type SupplierStatsAggregations = {
  __typename?: 'SupplierStatsAggregations';
  period: SupplierStatsPeriod;
  /** the whole range's revenue */
  revenue: SupplierStatsValue;
  /** the whole range's top 10 product types (the table and the top 10 + Other Product Types list) */
  top_product_types: SupplierStatsTopProductTypes;
};

/**
 * The range of the series. Dates are ISO 8601: a bare date is a
 * whole UTC day. At most 5 years; orders count on the day they were created.
 */
export type SupplierStatsFilter = {
  /** day, week or month; when omitted the range picks it (under 15 days by day, under 61 by week, else month). At most 400 periods. */
  agg_by?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  /** Administrator and Supporter: one supplier (every supplier when omitted); a Supplier: their own id only */
  supplier_id?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};

export type SupplierStatsPeriod = {
  __typename?: 'SupplierStatsPeriod';
  buckets: Array<SupplierStatsPeriodBucket>;
};

/** One period of the series: every period of the range is there, those without orders at 0. */
export type SupplierStatsPeriodBucket = {
  __typename?: 'SupplierStatsPeriodBucket';
  doc_count: Scalars['Int']['output'];
  /** the period's first moment, ISO 8601 UTC (weeks start on Monday) */
  key: Scalars['String']['output'];
  /** 'MM YYYY' by month, else 'DD MM YYYY' */
  key_as_string: Scalars['String']['output'];
  revenue: SupplierStatsValue;
  top_product_types: SupplierStatsTopProductTypes;
};

/** One product type's share of a period or of the range. */
export type SupplierStatsProductTypeBucket = {
  __typename?: 'SupplierStatsProductTypeBucket';
  /** orders of this type (the table's Total Order) */
  doc_count: Scalars['Int']['output'];
  /** the product type's id */
  key: Scalars['ID']['output'];
  /** title, sku, suppliers and categories for the table */
  product_type: ProductType;
  /** what the supplier is paid for them */
  revenue: SupplierStatsValue;
};

/** The top 10 product types by orders; sum_other_doc_count counts the orders of every other type. */
export type SupplierStatsProductTypes = {
  __typename?: 'SupplierStatsProductTypes';
  buckets: Array<SupplierStatsProductTypeBucket>;
  sum_other_doc_count: Scalars['Int']['output'];
};

export type SupplierStatsTopProductTypes = {
  __typename?: 'SupplierStatsTopProductTypes';
  product_types: SupplierStatsProductTypes;
};

export type SupplierStatsValue = {
  __typename?: 'SupplierStatsValue';
  value: Scalars['Float']['output'];
};

export type SupplierTransactionHit = {
  __typename?: 'SupplierTransactionHit';
  /** the order's id */
  id: Scalars['ID']['output'];
  /** the order's product name (its product type's title when the shop sent none) */
  title: Scalars['String']['output'];
};

/**
 * What a supplier is owed. Pending: supplier_cost x quantity of the
 * orders in ready or in_production (accepted for production, not yet fulfilled); approved: of the
 * fulfilled orders. count is the number of those orders; hits the 10 newest of them.
 */
export type SupplierTransactions = {
  __typename?: 'SupplierTransactions';
  approvedAmount: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  hits: Array<SupplierTransactionHit>;
  pendingAmount: Scalars['Float']['output'];
};

export type SupplierTransactionsFilter = {
  /** Administrator and Supporter: one supplier (every supplier when omitted); a Supplier: their own id only */
  supplier_id?: InputMaybe<Scalars['ID']['input']>;
};

export type SystemLog = {
  __typename?: 'SystemLog';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SystemLogList = {
  __typename?: 'SystemLogList';
  count: Scalars['Int']['output'];
  hits: Array<SystemLog>;
};

export type Tracking = {
  __typename?: 'Tracking';
  /** dollars; null when not given */
  base_cost?: Maybe<Scalars['Float']['output']>;
  carrier?: Maybe<TrackingCarrier>;
  /** the carrier's code (an import's EXPRESS), also when the carrier was removed since */
  carrier_code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** the shop's fulfilment id; none on a shop order's tracking means it never reached the shop (Re push) */
  fulfilment_id?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the order, as the orders list reads it (its site, supplier, customer, shipping, product type carriers) */
  order: Order;
  order_id: Scalars['ID']['output'];
  /** why the last push to the shop failed; it is tried again */
  push_error?: Maybe<Scalars['String']['output']>;
  /** why the tracking service refused it (Re-submit sends it again) */
  service_error?: Maybe<Scalars['String']['output']>;
  shipping_cost?: Maybe<Scalars['Float']['output']>;
  /** unknown, pre_transit, in_transit, available_for_pickup, delivered, out_for_delivery, return_to_sender, failure, cancelled, error */
  status: Scalars['String']['output'];
  /** registered with the tracking service */
  submitted: Scalars['Boolean']['output'];
  tracking_code: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type TrackingAgg = {
  __typename?: 'TrackingAgg';
  doc_count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type TrackingCarrier = {
  __typename?: 'TrackingCarrier';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** the carrier's tracking page with the code in place */
  url?: Maybe<Scalars['String']['output']>;
};

export type TrackingDelayUnit =
  | 'day'
  | 'hour';

/** A refused import row to download again, with why it was refused. */
export type TrackingDownloadRow = {
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  order_id: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  shipping_cost?: InputMaybe<Scalars['Float']['input']>;
  total_cost?: InputMaybe<Scalars['Float']['input']>;
  tracking_code: Scalars['String']['input'];
};

/** One line of a tracking's View log: a checkpoint of the carrier or a step of the platform. */
export type TrackingEvent = {
  __typename?: 'TrackingEvent';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  status?: Maybe<Scalars['String']['output']>;
};

export type TrackingFilter = {
  /** what aggs counts by: status (the default, and the only one) */
  aggs_by?: InputMaybe<Scalars['String']['input']>;
  /** all (the default), tracking_code, order_id (N123456 or 123456), origin_number, origin_id */
  field?: InputMaybe<Scalars['String']['input']>;
  /** when the tracking was added: both or neither (ISO dates) */
  from?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100; 20 when omitted */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** at most 100 characters */
  search?: InputMaybe<Scalars['String']['input']>;
  /** an Administrator's or Supporter's choice; a Seller's own sites only */
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** the tab: these statuses only (every status when omitted); aggs ignore it */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type TrackingImportRow = {
  /** the carrier's code (EXPRESS); the order's carrier when empty */
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  /** N123456 or 123456 */
  order_id: Scalars['String']['input'];
  shipping_cost?: InputMaybe<Scalars['Float']['input']>;
  /** dollars; -1 when not given */
  total_cost?: InputMaybe<Scalars['Float']['input']>;
  tracking_code: Scalars['String']['input'];
};

export type TrackingList = {
  __typename?: 'TrackingList';
  /** per status, matching the filter without its tab (0 for a status with none) */
  aggs: Array<TrackingAgg>;
  count: Scalars['Int']['output'];
  /** newest first */
  hits: Array<Tracking>;
};

/** Every field is checked by the server. */
export type TransferOrdersInput = {
  from_supplier_id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 10,000 orders, moved all at once or not at all */
  order_amount?: InputMaybe<Scalars['Int']['input']>;
  product_type_id?: InputMaybe<Scalars['ID']['input']>;
  /** only orders of these variants (all of the type when omitted) */
  product_type_variant_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  to_supplier_id?: InputMaybe<Scalars['ID']['input']>;
};

/** A term keeps its attribute: only its name and sku change. */
export type UpdateAttributeTermInput = {
  option_name: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

export type UpdateProductInput = {
  /** Save updates the title only */
  title: Scalars['String']['input'];
};

/** Edit site: domain_name (Shopify only), rebrandly_domain and is_auto_fetch_order are Administrator fields. */
export type UpdateSiteInput = {
  domain_name?: InputMaybe<Scalars['String']['input']>;
  email_support?: InputMaybe<Scalars['String']['input']>;
  is_auto_fetch_order?: InputMaybe<Scalars['Boolean']['input']>;
  rebrandly_domain?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out keep their value. A user may change the profile fields of their own account; the rest are an Administrator's. */
export type UpdateUserInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** a file the user recorded with createFile; null removes the avatar */
  avatar_id?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD */
  birthday?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  is_special?: InputMaybe<Scalars['Boolean']['input']>;
  is_subscription?: InputMaybe<Scalars['Boolean']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  partner_fulfillment?: InputMaybe<PartnerFulfillmentInput>;
  phone?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
};

/** Fields other than id, first_name and last_name are for Administrators and the user themself. */
export type User = {
  __typename?: 'User';
  /** false until the account is activated from the mailed link */
  activated: Scalars['Boolean']['output'];
  address?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<FileRef>;
  birthday?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** percent off the seller's fulfilment price */
  discount?: Maybe<Scalars['Float']['output']>;
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  is_special: Scalars['Boolean']['output'];
  is_subscription: Scalars['Boolean']['output'];
  last_name: Scalars['String']['output'];
  /** a supplier's partner fulfillment (name, domain and API credentials) */
  partner_fulfillment?: Maybe<PartnerFulfillment>;
  phone?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  /** true means active; false means blocked */
  status: Scalars['Boolean']['output'];
  /** a supplier's order export template */
  template_id?: Maybe<Scalars['ID']['output']>;
  /** orders placed by the user (0 until orders exist) */
  totalOrder: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
  /** the account that may look at users but not create or edit them (USERS_READ_ONLY_EMAILS) */
  users_read_only: Scalars['Boolean']['output'];
};

export type UserFilter = {
  /** page size, 25 by default */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** a role name; Support means Supporter */
  role?: InputMaybe<Scalars['String']['input']>;
  /** matches the name, email or phone */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true: active users, false: blocked users; both when left out */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserLevel = {
  __typename?: 'UserLevel';
  created_at: Scalars['String']['output'];
  creater?: Maybe<LevelCreater>;
  /** percent off, 0 to 100 */
  discount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** order total a seller reaches to hold this level, 0 to 100000 */
  order_total: Scalars['Int']['output'];
  /** true means active */
  status: Scalars['Boolean']['output'];
  /** how many users hold this level */
  totalUser: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type UserLevelFilter = {
  /** true for active levels, false for inactive ones; omitted lists both */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A level's fields. createUserLevel needs name, order_total and discount (status defaults to true);
 * updateUserLevel changes only the fields given.
 */
export type UserLevelInput = {
  discount?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  order_total?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserList = {
  __typename?: 'UserList';
  count: Scalars['Int']['output'];
  hits: Array<User>;
};

export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  name: Scalars['String']['output'];
  option: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type VariantAttributeInput = {
  name: Scalars['String']['input'];
  option: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};

/** A variant's cost with one carrier; its id is the variant's id and the carrier's joined by a dash. */
export type VariantCarrierCost = {
  __typename?: 'VariantCarrierCost';
  carrier_id: Scalars['ID']['output'];
  cost: Scalars['Float']['output'];
  default: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type VariantCarrierCostInput = {
  carrier_id: Scalars['ID']['input'];
  cost?: InputMaybe<Scalars['Float']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One shop variant mapped to a product type variant (both required, 'This field is required'). */
export type VariantMappingInput = {
  originVariantId?: InputMaybe<Scalars['String']['input']>;
  productTypeVariantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A variant's cost at one supplier. A variant has one per supplier, so its id is the variant's id
 * and the supplier's joined by a dash: the same entry keeps its id across saves of the grid.
 */
export type VariantSupplierCost = {
  __typename?: 'VariantSupplierCost';
  cost: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  selected: Scalars['Boolean']['output'];
  user_id: Scalars['ID']['output'];
};

/** Costs come as the grid holds them: empty ones follow the product type rules (null carrier cost: the type's price). */
export type VariantSupplierCostInput = {
  cost?: InputMaybe<Scalars['Float']['input']>;
  selected?: InputMaybe<Scalars['Boolean']['input']>;
  user_id: Scalars['ID']['input'];
};

export type Webhook = {
  __typename?: 'Webhook';
  /** where the shop delivers the event (this API) */
  address: Scalars['String']['output'];
  /** the webhook's own resource on the shop */
  delivery_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  topic: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityLog: ResolverTypeWrapper<ActivityLog>;
  ActivityLogList: ResolverTypeWrapper<ActivityLogList>;
  AnyPrint: ResolverTypeWrapper<AnyPrint>;
  AnyPrintInput: AnyPrintInput;
  AppSetting: ResolverTypeWrapper<AppSetting>;
  AppSettingInput: AppSettingInput;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeInput: AttributeInput;
  AttributeList: ResolverTypeWrapper<AttributeList>;
  AttributeTerm: ResolverTypeWrapper<AttributeTerm>;
  AttributeTermList: ResolverTypeWrapper<AttributeTermList>;
  BackgroundJob: ResolverTypeWrapper<BackgroundJob>;
  Balance: ResolverTypeWrapper<Balance>;
  BalanceAction: BalanceAction;
  BalanceFilter: BalanceFilter;
  BalanceList: ResolverTypeWrapper<BalanceList>;
  BalancePerson: ResolverTypeWrapper<BalancePerson>;
  BalanceSite: ResolverTypeWrapper<BalanceSite>;
  BalanceStatus: BalanceStatus;
  BlockAction: BlockAction;
  BlockUserResult: ResolverTypeWrapper<BlockUserResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardCheckout: ResolverTypeWrapper<CardCheckout>;
  Carrier: ResolverTypeWrapper<Carrier>;
  CarrierFilter: CarrierFilter;
  CarrierInput: CarrierInput;
  CarrierList: ResolverTypeWrapper<CarrierList>;
  Category: ResolverTypeWrapper<Category>;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryList: ResolverTypeWrapper<CategoryList>;
  CommentAuthor: ResolverTypeWrapper<CommentAuthor>;
  CreateAttributeTermInput: CreateAttributeTermInput;
  CreateFileInput: CreateFileInput;
  CreateNewOrderInput: CreateNewOrderInput;
  CreateNewOrderWithProductIdInput: CreateNewOrderWithProductIdInput;
  CreateProductInput: CreateProductInput;
  CreateUserInput: CreateUserInput;
  CreatedSite: ResolverTypeWrapper<CreatedSite>;
  CsvDesignInput: CsvDesignInput;
  CsvOrderRowInput: CsvOrderRowInput;
  CsvShippingInput: CsvShippingInput;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerAddressInfo: ResolverTypeWrapper<CustomerAddressInfo>;
  CustomerFilter: CustomerFilter;
  CustomerInput: CustomerInput;
  CustomerList: ResolverTypeWrapper<CustomerList>;
  CustomerOrder: ResolverTypeWrapper<CustomerOrder>;
  CustomerOrderList: ResolverTypeWrapper<CustomerOrderList>;
  DashboardCounts: ResolverTypeWrapper<DashboardCounts>;
  DashboardFilter: DashboardFilter;
  DepositMethod: DepositMethod;
  Discount: ResolverTypeWrapper<Discount>;
  DiscountFilter: DiscountFilter;
  DiscountInput: DiscountInput;
  DiscountList: ResolverTypeWrapper<DiscountList>;
  DiscountType: DiscountType;
  DiscountTypeOption: ResolverTypeWrapper<DiscountTypeOption>;
  DtfMappingDesign: ResolverTypeWrapper<DtfMappingDesign>;
  DtfOrderMapping: ResolverTypeWrapper<DtfOrderMapping>;
  DtfPlacementChoice: ResolverTypeWrapper<DtfPlacementChoice>;
  DtfPlacementInput: DtfPlacementInput;
  DtfPushGroupInput: DtfPushGroupInput;
  DtfPushInput: DtfPushInput;
  DtfPushOrderInput: DtfPushOrderInput;
  DtfSkuOption: ResolverTypeWrapper<DtfSkuOption>;
  EntityLog: ResolverTypeWrapper<EntityLog>;
  EntityLogFilter: EntityLogFilter;
  EntityLogList: ResolverTypeWrapper<EntityLogList>;
  ExistingOrderItem: ResolverTypeWrapper<ExistingOrderItem>;
  ExportProductFilter: ExportProductFilter;
  ExportTemplate: ResolverTypeWrapper<ExportTemplate>;
  ExternalOrder: ResolverTypeWrapper<ExternalOrder>;
  ExternalOrderCounts: ResolverTypeWrapper<ExternalOrderCounts>;
  ExternalOrderFilter: ExternalOrderFilter;
  ExternalOrderList: ResolverTypeWrapper<ExternalOrderList>;
  ExternalOrderMeta: ResolverTypeWrapper<ExternalOrderMeta>;
  ExternalOrderSite: ResolverTypeWrapper<ExternalOrderSite>;
  FetchOrdersRange: FetchOrdersRange;
  File: ResolverTypeWrapper<File>;
  FileRef: ResolverTypeWrapper<FileRef>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportHistory: ResolverTypeWrapper<ImportHistory>;
  ImportHistoryFilter: ImportHistoryFilter;
  ImportHistoryList: ResolverTypeWrapper<ImportHistoryList>;
  ImportOrderAddressInput: ImportOrderAddressInput;
  ImportOrderCustomerInput: ImportOrderCustomerInput;
  ImportOrderInput: ImportOrderInput;
  ImportOrderPayloadInput: ImportOrderPayloadInput;
  ImportedOrder: ResolverTypeWrapper<ImportedOrder>;
  ImportedProductMapping: ResolverTypeWrapper<ImportedProductMapping>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalOrderCounts: ResolverTypeWrapper<InternalOrderCounts>;
  LevelCreater: ResolverTypeWrapper<LevelCreater>;
  LevelSummary: ResolverTypeWrapper<LevelSummary>;
  LogFilter: LogFilter;
  LogUser: ResolverTypeWrapper<LogUser>;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'user'> & { user: ResolversTypes['User'] }>;
  MappingPartnerPrintArea: ResolverTypeWrapper<MappingPartnerPrintArea>;
  MappingPartnerPrintAreaInput: MappingPartnerPrintAreaInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewDesignInput: NewDesignInput;
  News: ResolverTypeWrapper<News>;
  NewsCreater: ResolverTypeWrapper<NewsCreater>;
  NewsFilter: NewsFilter;
  NewsInput: NewsInput;
  NewsList: ResolverTypeWrapper<NewsList>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAgg: ResolverTypeWrapper<OrderAgg>;
  OrderComment: ResolverTypeWrapper<OrderComment>;
  OrderCommentContent: ResolverTypeWrapper<OrderCommentContent>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderCustomerInfo: OrderCustomerInfo;
  OrderCustomerInfoCustomer: OrderCustomerInfoCustomer;
  OrderCustomerInfoShipping: OrderCustomerInfoShipping;
  OrderExport: ResolverTypeWrapper<OrderExport>;
  OrderExportList: ResolverTypeWrapper<OrderExportList>;
  OrderExportUser: ResolverTypeWrapper<OrderExportUser>;
  OrderFilter: OrderFilter;
  OrderImportProblem: ResolverTypeWrapper<OrderImportProblem>;
  OrderImportReport: ResolverTypeWrapper<OrderImportReport>;
  OrderItemInput: OrderItemInput;
  OrderList: ResolverTypeWrapper<Omit<OrderList, 'hits'> & { hits: Array<ResolversTypes['Order']> }>;
  OrderPrintFile: ResolverTypeWrapper<OrderPrintFile>;
  OrderPrintFileInput: OrderPrintFileInput;
  OrderSite: ResolverTypeWrapper<OrderSite>;
  OrderSiteUser: ResolverTypeWrapper<OrderSiteUser>;
  OrderSupplier: ResolverTypeWrapper<OrderSupplier>;
  OrderTracking: ResolverTypeWrapper<OrderTracking>;
  OriginProductInput: OriginProductInput;
  OutboxFilter: OutboxFilter;
  OutboxMail: ResolverTypeWrapper<OutboxMail>;
  OutboxMailList: ResolverTypeWrapper<OutboxMailList>;
  PartnerCatalogHit: ResolverTypeWrapper<PartnerCatalogHit>;
  PartnerCatalogList: ResolverTypeWrapper<PartnerCatalogList>;
  PartnerFulfillment: ResolverTypeWrapper<PartnerModel>;
  PartnerFulfillmentFilter: PartnerFulfillmentFilter;
  PartnerFulfillmentInput: PartnerFulfillmentInput;
  PartnerVariant: ResolverTypeWrapper<PartnerVariant>;
  PartnerVariantInput: PartnerVariantInput;
  Platform: Platform;
  PlatformAvailability: ResolverTypeWrapper<PlatformAvailability>;
  Policy: ResolverTypeWrapper<Policy>;
  PolicyFilter: PolicyFilter;
  PolicyInput: PolicyInput;
  Product: ResolverTypeWrapper<Product>;
  ProductFilter: ProductFilter;
  ProductList: ResolverTypeWrapper<ProductList>;
  ProductPrintFile: ResolverTypeWrapper<ProductPrintFile>;
  ProductPrintFileInput: ProductPrintFileInput;
  ProductStore: ResolverTypeWrapper<ProductStore>;
  ProductType: ResolverTypeWrapper<ProductTypeModel>;
  ProductTypeAttribute: ResolverTypeWrapper<ProductTypeAttribute>;
  ProductTypeAttributeInput: ProductTypeAttributeInput;
  ProductTypeAttributeOption: ResolverTypeWrapper<ProductTypeAttributeOption>;
  ProductTypeAttributeOptionInput: ProductTypeAttributeOptionInput;
  ProductTypeCarrier: ResolverTypeWrapper<ProductTypeCarrierModel>;
  ProductTypeCarrierInput: ProductTypeCarrierInput;
  ProductTypeCategory: ResolverTypeWrapper<ProductTypeCategory>;
  ProductTypeFilter: ProductTypeFilter;
  ProductTypeInput: ProductTypeInput;
  ProductTypeList: ResolverTypeWrapper<Omit<ProductTypeList, 'hits'> & { hits: Array<ResolversTypes['ProductType']> }>;
  ProductTypePrintFile: ResolverTypeWrapper<ProductTypePrintFile>;
  ProductTypePrintFileInput: ProductTypePrintFileInput;
  ProductTypePrintFilesInput: ProductTypePrintFilesInput;
  ProductTypeSupplier: ResolverTypeWrapper<ProductTypeSupplier>;
  ProductTypeVariant: ResolverTypeWrapper<ProductTypeVariantModel>;
  ProductTypeVariantInput: ProductTypeVariantInput;
  ProductTypeVariantsInput: ProductTypeVariantsInput;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  ProductVariantAttribute: ResolverTypeWrapper<ProductVariantAttribute>;
  ProductVariantInput: ProductVariantInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  Role: ResolverTypeWrapper<Role>;
  SavedView: ResolverTypeWrapper<SavedView>;
  SavedViewInput: SavedViewInput;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchKind: SearchKind;
  ShopProduct: ResolverTypeWrapper<ShopProduct>;
  ShopProductList: ResolverTypeWrapper<ShopProductList>;
  ShopTerm: ResolverTypeWrapper<ShopTerm>;
  SignedUrl: ResolverTypeWrapper<SignedUrl>;
  Site: ResolverTypeWrapper<Site>;
  SiteApiKey: ResolverTypeWrapper<SiteApiKey>;
  SiteFilter: SiteFilter;
  SiteList: ResolverTypeWrapper<SiteList>;
  SiteSetting: ResolverTypeWrapper<SiteSetting>;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsSite: ResolverTypeWrapper<SiteSettingsSite>;
  SiteUser: ResolverTypeWrapper<SiteUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupplierOrderStat: ResolverTypeWrapper<SupplierOrderStat>;
  SupplierOrderStatFilter: SupplierOrderStatFilter;
  SupplierOrderStatList: ResolverTypeWrapper<SupplierOrderStatList>;
  SupplierStats: ResolverTypeWrapper<Omit<SupplierStats, 'aggregations'> & { aggregations: ResolversTypes['SupplierStatsAggregations'] }>;
  SupplierStatsAggregations: ResolverTypeWrapper<Omit<SupplierStatsAggregations, 'period' | 'top_product_types'> & { period: ResolversTypes['SupplierStatsPeriod'], top_product_types: ResolversTypes['SupplierStatsTopProductTypes'] }>;
  SupplierStatsFilter: SupplierStatsFilter;
  SupplierStatsPeriod: ResolverTypeWrapper<Omit<SupplierStatsPeriod, 'buckets'> & { buckets: Array<ResolversTypes['SupplierStatsPeriodBucket']> }>;
  SupplierStatsPeriodBucket: ResolverTypeWrapper<Omit<SupplierStatsPeriodBucket, 'top_product_types'> & { top_product_types: ResolversTypes['SupplierStatsTopProductTypes'] }>;
  SupplierStatsProductTypeBucket: ResolverTypeWrapper<ProductTypeBucketModel>;
  SupplierStatsProductTypes: ResolverTypeWrapper<Omit<SupplierStatsProductTypes, 'buckets'> & { buckets: Array<ResolversTypes['SupplierStatsProductTypeBucket']> }>;
  SupplierStatsTopProductTypes: ResolverTypeWrapper<Omit<SupplierStatsTopProductTypes, 'product_types'> & { product_types: ResolversTypes['SupplierStatsProductTypes'] }>;
  SupplierStatsValue: ResolverTypeWrapper<SupplierStatsValue>;
  SupplierTransactionHit: ResolverTypeWrapper<SupplierTransactionHit>;
  SupplierTransactions: ResolverTypeWrapper<SupplierTransactions>;
  SupplierTransactionsFilter: SupplierTransactionsFilter;
  SystemLog: ResolverTypeWrapper<SystemLog>;
  SystemLogList: ResolverTypeWrapper<SystemLogList>;
  Tracking: ResolverTypeWrapper<TrackingModel>;
  TrackingAgg: ResolverTypeWrapper<TrackingAgg>;
  TrackingCarrier: ResolverTypeWrapper<TrackingCarrier>;
  TrackingDelayUnit: TrackingDelayUnit;
  TrackingDownloadRow: TrackingDownloadRow;
  TrackingEvent: ResolverTypeWrapper<TrackingEvent>;
  TrackingFilter: TrackingFilter;
  TrackingImportRow: TrackingImportRow;
  TrackingList: ResolverTypeWrapper<Omit<TrackingList, 'hits'> & { hits: Array<ResolversTypes['Tracking']> }>;
  TransferOrdersInput: TransferOrdersInput;
  UpdateAttributeTermInput: UpdateAttributeTermInput;
  UpdateProductInput: UpdateProductInput;
  UpdateSiteInput: UpdateSiteInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserModel>;
  UserFilter: UserFilter;
  UserLevel: ResolverTypeWrapper<UserLevel>;
  UserLevelFilter: UserLevelFilter;
  UserLevelInput: UserLevelInput;
  UserList: ResolverTypeWrapper<Omit<UserList, 'hits'> & { hits: Array<ResolversTypes['User']> }>;
  VariantAttribute: ResolverTypeWrapper<VariantAttribute>;
  VariantAttributeInput: VariantAttributeInput;
  VariantCarrierCost: ResolverTypeWrapper<VariantCarrierCost>;
  VariantCarrierCostInput: VariantCarrierCostInput;
  VariantMappingInput: VariantMappingInput;
  VariantSupplierCost: ResolverTypeWrapper<VariantSupplierCost>;
  VariantSupplierCostInput: VariantSupplierCostInput;
  Webhook: ResolverTypeWrapper<Webhook>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityLog: ActivityLog;
  ActivityLogList: ActivityLogList;
  AnyPrint: AnyPrint;
  AnyPrintInput: AnyPrintInput;
  AppSetting: AppSetting;
  AppSettingInput: AppSettingInput;
  Attribute: Attribute;
  AttributeInput: AttributeInput;
  AttributeList: AttributeList;
  AttributeTerm: AttributeTerm;
  AttributeTermList: AttributeTermList;
  BackgroundJob: BackgroundJob;
  Balance: Balance;
  BalanceFilter: BalanceFilter;
  BalanceList: BalanceList;
  BalancePerson: BalancePerson;
  BalanceSite: BalanceSite;
  BlockUserResult: BlockUserResult;
  Boolean: Scalars['Boolean']['output'];
  CardCheckout: CardCheckout;
  Carrier: Carrier;
  CarrierFilter: CarrierFilter;
  CarrierInput: CarrierInput;
  CarrierList: CarrierList;
  Category: Category;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryList: CategoryList;
  CommentAuthor: CommentAuthor;
  CreateAttributeTermInput: CreateAttributeTermInput;
  CreateFileInput: CreateFileInput;
  CreateNewOrderInput: CreateNewOrderInput;
  CreateNewOrderWithProductIdInput: CreateNewOrderWithProductIdInput;
  CreateProductInput: CreateProductInput;
  CreateUserInput: CreateUserInput;
  CreatedSite: CreatedSite;
  CsvDesignInput: CsvDesignInput;
  CsvOrderRowInput: CsvOrderRowInput;
  CsvShippingInput: CsvShippingInput;
  Customer: Customer;
  CustomerAddressInfo: CustomerAddressInfo;
  CustomerFilter: CustomerFilter;
  CustomerInput: CustomerInput;
  CustomerList: CustomerList;
  CustomerOrder: CustomerOrder;
  CustomerOrderList: CustomerOrderList;
  DashboardCounts: DashboardCounts;
  DashboardFilter: DashboardFilter;
  Discount: Discount;
  DiscountFilter: DiscountFilter;
  DiscountInput: DiscountInput;
  DiscountList: DiscountList;
  DiscountTypeOption: DiscountTypeOption;
  DtfMappingDesign: DtfMappingDesign;
  DtfOrderMapping: DtfOrderMapping;
  DtfPlacementChoice: DtfPlacementChoice;
  DtfPlacementInput: DtfPlacementInput;
  DtfPushGroupInput: DtfPushGroupInput;
  DtfPushInput: DtfPushInput;
  DtfPushOrderInput: DtfPushOrderInput;
  DtfSkuOption: DtfSkuOption;
  EntityLog: EntityLog;
  EntityLogFilter: EntityLogFilter;
  EntityLogList: EntityLogList;
  ExistingOrderItem: ExistingOrderItem;
  ExportProductFilter: ExportProductFilter;
  ExportTemplate: ExportTemplate;
  ExternalOrder: ExternalOrder;
  ExternalOrderCounts: ExternalOrderCounts;
  ExternalOrderFilter: ExternalOrderFilter;
  ExternalOrderList: ExternalOrderList;
  ExternalOrderMeta: ExternalOrderMeta;
  ExternalOrderSite: ExternalOrderSite;
  FetchOrdersRange: FetchOrdersRange;
  File: File;
  FileRef: FileRef;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportHistory: ImportHistory;
  ImportHistoryFilter: ImportHistoryFilter;
  ImportHistoryList: ImportHistoryList;
  ImportOrderAddressInput: ImportOrderAddressInput;
  ImportOrderCustomerInput: ImportOrderCustomerInput;
  ImportOrderInput: ImportOrderInput;
  ImportOrderPayloadInput: ImportOrderPayloadInput;
  ImportedOrder: ImportedOrder;
  ImportedProductMapping: ImportedProductMapping;
  Int: Scalars['Int']['output'];
  InternalOrderCounts: InternalOrderCounts;
  LevelCreater: LevelCreater;
  LevelSummary: LevelSummary;
  LogFilter: LogFilter;
  LogUser: LogUser;
  LoginResult: Omit<LoginResult, 'user'> & { user: ResolversParentTypes['User'] };
  MappingPartnerPrintArea: MappingPartnerPrintArea;
  MappingPartnerPrintAreaInput: MappingPartnerPrintAreaInput;
  Mutation: Record<PropertyKey, never>;
  NewDesignInput: NewDesignInput;
  News: News;
  NewsCreater: NewsCreater;
  NewsFilter: NewsFilter;
  NewsInput: NewsInput;
  NewsList: NewsList;
  Order: OrderModel;
  OrderAddress: OrderAddress;
  OrderAgg: OrderAgg;
  OrderComment: OrderComment;
  OrderCommentContent: OrderCommentContent;
  OrderCustomer: OrderCustomer;
  OrderCustomerInfo: OrderCustomerInfo;
  OrderCustomerInfoCustomer: OrderCustomerInfoCustomer;
  OrderCustomerInfoShipping: OrderCustomerInfoShipping;
  OrderExport: OrderExport;
  OrderExportList: OrderExportList;
  OrderExportUser: OrderExportUser;
  OrderFilter: OrderFilter;
  OrderImportProblem: OrderImportProblem;
  OrderImportReport: OrderImportReport;
  OrderItemInput: OrderItemInput;
  OrderList: Omit<OrderList, 'hits'> & { hits: Array<ResolversParentTypes['Order']> };
  OrderPrintFile: OrderPrintFile;
  OrderPrintFileInput: OrderPrintFileInput;
  OrderSite: OrderSite;
  OrderSiteUser: OrderSiteUser;
  OrderSupplier: OrderSupplier;
  OrderTracking: OrderTracking;
  OriginProductInput: OriginProductInput;
  OutboxFilter: OutboxFilter;
  OutboxMail: OutboxMail;
  OutboxMailList: OutboxMailList;
  PartnerCatalogHit: PartnerCatalogHit;
  PartnerCatalogList: PartnerCatalogList;
  PartnerFulfillment: PartnerModel;
  PartnerFulfillmentFilter: PartnerFulfillmentFilter;
  PartnerFulfillmentInput: PartnerFulfillmentInput;
  PartnerVariant: PartnerVariant;
  PartnerVariantInput: PartnerVariantInput;
  PlatformAvailability: PlatformAvailability;
  Policy: Policy;
  PolicyFilter: PolicyFilter;
  PolicyInput: PolicyInput;
  Product: Product;
  ProductFilter: ProductFilter;
  ProductList: ProductList;
  ProductPrintFile: ProductPrintFile;
  ProductPrintFileInput: ProductPrintFileInput;
  ProductStore: ProductStore;
  ProductType: ProductTypeModel;
  ProductTypeAttribute: ProductTypeAttribute;
  ProductTypeAttributeInput: ProductTypeAttributeInput;
  ProductTypeAttributeOption: ProductTypeAttributeOption;
  ProductTypeAttributeOptionInput: ProductTypeAttributeOptionInput;
  ProductTypeCarrier: ProductTypeCarrierModel;
  ProductTypeCarrierInput: ProductTypeCarrierInput;
  ProductTypeCategory: ProductTypeCategory;
  ProductTypeFilter: ProductTypeFilter;
  ProductTypeInput: ProductTypeInput;
  ProductTypeList: Omit<ProductTypeList, 'hits'> & { hits: Array<ResolversParentTypes['ProductType']> };
  ProductTypePrintFile: ProductTypePrintFile;
  ProductTypePrintFileInput: ProductTypePrintFileInput;
  ProductTypePrintFilesInput: ProductTypePrintFilesInput;
  ProductTypeSupplier: ProductTypeSupplier;
  ProductTypeVariant: ProductTypeVariantModel;
  ProductTypeVariantInput: ProductTypeVariantInput;
  ProductTypeVariantsInput: ProductTypeVariantsInput;
  ProductVariant: ProductVariant;
  ProductVariantAttribute: ProductVariantAttribute;
  ProductVariantInput: ProductVariantInput;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  Role: Role;
  SavedView: SavedView;
  SavedViewInput: SavedViewInput;
  SearchHit: SearchHit;
  ShopProduct: ShopProduct;
  ShopProductList: ShopProductList;
  ShopTerm: ShopTerm;
  SignedUrl: SignedUrl;
  Site: Site;
  SiteApiKey: SiteApiKey;
  SiteFilter: SiteFilter;
  SiteList: SiteList;
  SiteSetting: SiteSetting;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsSite: SiteSettingsSite;
  SiteUser: SiteUser;
  String: Scalars['String']['output'];
  SupplierOrderStat: SupplierOrderStat;
  SupplierOrderStatFilter: SupplierOrderStatFilter;
  SupplierOrderStatList: SupplierOrderStatList;
  SupplierStats: Omit<SupplierStats, 'aggregations'> & { aggregations: ResolversParentTypes['SupplierStatsAggregations'] };
  SupplierStatsAggregations: Omit<SupplierStatsAggregations, 'period' | 'top_product_types'> & { period: ResolversParentTypes['SupplierStatsPeriod'], top_product_types: ResolversParentTypes['SupplierStatsTopProductTypes'] };
  SupplierStatsFilter: SupplierStatsFilter;
  SupplierStatsPeriod: Omit<SupplierStatsPeriod, 'buckets'> & { buckets: Array<ResolversParentTypes['SupplierStatsPeriodBucket']> };
  SupplierStatsPeriodBucket: Omit<SupplierStatsPeriodBucket, 'top_product_types'> & { top_product_types: ResolversParentTypes['SupplierStatsTopProductTypes'] };
  SupplierStatsProductTypeBucket: ProductTypeBucketModel;
  SupplierStatsProductTypes: Omit<SupplierStatsProductTypes, 'buckets'> & { buckets: Array<ResolversParentTypes['SupplierStatsProductTypeBucket']> };
  SupplierStatsTopProductTypes: Omit<SupplierStatsTopProductTypes, 'product_types'> & { product_types: ResolversParentTypes['SupplierStatsProductTypes'] };
  SupplierStatsValue: SupplierStatsValue;
  SupplierTransactionHit: SupplierTransactionHit;
  SupplierTransactions: SupplierTransactions;
  SupplierTransactionsFilter: SupplierTransactionsFilter;
  SystemLog: SystemLog;
  SystemLogList: SystemLogList;
  Tracking: TrackingModel;
  TrackingAgg: TrackingAgg;
  TrackingCarrier: TrackingCarrier;
  TrackingDownloadRow: TrackingDownloadRow;
  TrackingEvent: TrackingEvent;
  TrackingFilter: TrackingFilter;
  TrackingImportRow: TrackingImportRow;
  TrackingList: Omit<TrackingList, 'hits'> & { hits: Array<ResolversParentTypes['Tracking']> };
  TransferOrdersInput: TransferOrdersInput;
  UpdateAttributeTermInput: UpdateAttributeTermInput;
  UpdateProductInput: UpdateProductInput;
  UpdateSiteInput: UpdateSiteInput;
  UpdateUserInput: UpdateUserInput;
  User: UserModel;
  UserFilter: UserFilter;
  UserLevel: UserLevel;
  UserLevelFilter: UserLevelFilter;
  UserLevelInput: UserLevelInput;
  UserList: Omit<UserList, 'hits'> & { hits: Array<ResolversParentTypes['User']> };
  VariantAttribute: VariantAttribute;
  VariantAttributeInput: VariantAttributeInput;
  VariantCarrierCost: VariantCarrierCost;
  VariantCarrierCostInput: VariantCarrierCostInput;
  VariantMappingInput: VariantMappingInput;
  VariantSupplierCost: VariantSupplierCost;
  VariantSupplierCostInput: VariantSupplierCostInput;
  Webhook: Webhook;
}>;

export type ActivityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityLog'] = ResolversParentTypes['ActivityLog']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  new_data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  old_data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['LogUser']>, ParentType, ContextType>;
}>;

export type ActivityLogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityLogList'] = ResolversParentTypes['ActivityLogList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ActivityLog']>, ParentType, ContextType>;
}>;

export type AnyPrintResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnyPrint'] = ResolversParentTypes['AnyPrint']> = ResolversObject<{
  anyprint_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  anyprint_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppSettingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppSetting'] = ResolversParentTypes['AppSetting']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttributeListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttributeList'] = ResolversParentTypes['AttributeList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
}>;

export type AttributeTermResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttributeTerm'] = ResolversParentTypes['AttributeTerm']> = ResolversObject<{
  attribute?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType>;
  attribute_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  option_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AttributeTermListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttributeTermList'] = ResolversParentTypes['AttributeTermList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['AttributeTerm']>, ParentType, ContextType>;
}>;

export type BackgroundJobResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BackgroundJob'] = ResolversParentTypes['BackgroundJob']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = ResolversObject<{
  action?: Resolver<ResolversTypes['BalanceAction'], ParentType, ContextType>;
  actionNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['BalancePerson']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['DepositMethod']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['BalanceSite']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BalanceStatus'], ParentType, ContextType>;
  transaction_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updater?: Resolver<Maybe<ResolversTypes['BalancePerson']>, ParentType, ContextType>;
}>;

export type BalanceListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalanceList'] = ResolversParentTypes['BalanceList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fullfilledAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  pendingAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pendingDepositAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BalancePersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalancePerson'] = ResolversParentTypes['BalancePerson']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BalanceSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalanceSite'] = ResolversParentTypes['BalanceSite']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BlockUserResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockUserResult'] = ResolversParentTypes['BlockUserResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CardCheckoutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardCheckout'] = ResolversParentTypes['CardCheckout']> = ResolversObject<{
  approve_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CarrierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Carrier'] = ResolversParentTypes['Carrier']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CarrierListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CarrierList'] = ResolversParentTypes['CarrierList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Carrier']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalProductType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CategoryList'] = ResolversParentTypes['CategoryList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
}>;

export type CommentAuthorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatedSite'] = ResolversParentTypes['CreatedSite']> = ResolversObject<{
  authorize_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['CustomerAddressInfo']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerAddressInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerAddressInfo'] = ResolversParentTypes['CustomerAddressInfo']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerList'] = ResolversParentTypes['CustomerList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
}>;

export type CustomerOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerOrderListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerOrderList'] = ResolversParentTypes['CustomerOrderList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  lifetime_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type DashboardCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardCounts'] = ResolversParentTypes['DashboardCounts']> = ResolversObject<{
  external_order?: Resolver<ResolversTypes['ExternalOrderCounts'], ParentType, ContextType>;
  internal_order?: Resolver<ResolversTypes['InternalOrderCounts'], ParentType, ContextType>;
}>;

export type DiscountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  effective_time?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  end_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DiscountListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscountList'] = ResolversParentTypes['DiscountList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
}>;

export type DiscountTypeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DiscountTypeOption'] = ResolversParentTypes['DiscountTypeOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
}>;

export type DtfMappingDesignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DtfMappingDesign'] = ResolversParentTypes['DtfMappingDesign']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DtfOrderMappingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DtfOrderMapping'] = ResolversParentTypes['DtfOrderMapping']> = ResolversObject<{
  designs?: Resolver<Array<ResolversTypes['DtfMappingDesign']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placement?: Resolver<Array<ResolversTypes['DtfPlacementChoice']>, ParentType, ContextType>;
  placement_options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku_options?: Resolver<Array<ResolversTypes['DtfSkuOption']>, ParentType, ContextType>;
}>;

export type DtfPlacementChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DtfPlacementChoice'] = ResolversParentTypes['DtfPlacementChoice']> = ResolversObject<{
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  print_file_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DtfSkuOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DtfSkuOption'] = ResolversParentTypes['DtfSkuOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EntityLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EntityLog'] = ResolversParentTypes['EntityLog']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entity_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EntityLogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EntityLogList'] = ResolversParentTypes['EntityLogList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['EntityLog']>, ParentType, ContextType>;
}>;

export type ExistingOrderItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExistingOrderItem'] = ResolversParentTypes['ExistingOrderItem']> = ResolversObject<{
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExportTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExportTemplate'] = ResolversParentTypes['ExportTemplate']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExternalOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalOrder'] = ResolversParentTypes['ExternalOrder']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  line_item_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metaData?: Resolver<Array<ResolversTypes['ExternalOrderMeta']>, ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  print_file_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_origin_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['ExternalOrderSite'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  variant_origin_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExternalOrderCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalOrderCounts'] = ResolversParentTypes['ExternalOrderCounts']> = ResolversObject<{
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalOrderListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalOrderList'] = ResolversParentTypes['ExternalOrderList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ExternalOrder']>, ParentType, ContextType>;
}>;

export type ExternalOrderMetaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalOrderMeta'] = ResolversParentTypes['ExternalOrderMeta']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExternalOrderSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalOrderSite'] = ResolversParentTypes['ExternalOrderSite']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FileRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FileRef'] = ResolversParentTypes['FileRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportHistoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportHistory'] = ResolversParentTypes['ImportHistory']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  has_refused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  site_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportHistoryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportHistoryList'] = ResolversParentTypes['ImportHistoryList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ImportHistory']>, ParentType, ContextType>;
}>;

export type ImportedOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportedOrder'] = ResolversParentTypes['ImportedOrder']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportedProductMappingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportedProductMapping'] = ResolversParentTypes['ImportedProductMapping']> = ResolversObject<{
  product_origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type InternalOrderCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InternalOrderCounts'] = ResolversParentTypes['InternalOrderCounts']> = ResolversObject<{
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfilled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  in_production?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending_design?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LevelCreaterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LevelCreater'] = ResolversParentTypes['LevelCreater']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LevelSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LevelSummary'] = ResolversParentTypes['LevelSummary']> = ResolversObject<{
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LogUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogUser'] = ResolversParentTypes['LogUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  expired_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MappingPartnerPrintAreaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MappingPartnerPrintArea'] = ResolversParentTypes['MappingPartnerPrintArea']> = ResolversObject<{
  partner_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_print_area_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_print_area_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  AssignOrderSupplier?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<MutationAssignOrderSupplierArgs, 'supplier_id'>>;
  FetchProductVariants?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationFetchProductVariantsArgs, 'site_id'>>;
  ImportOrder?: Resolver<ResolversTypes['ImportedOrder'], ParentType, ContextType, RequireFields<MutationImportOrderArgs, 'data'>>;
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  accountActivation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAccountActivationArgs, 'token'>>;
  addTracking?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationAddTrackingArgs, 'carrier_id' | 'order_id' | 'tracking_code'>>;
  assignOrderCarrier?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<MutationAssignOrderCarrierArgs, 'carrier_id' | 'order_ids'>>;
  authorizeSite?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationAuthorizeSiteArgs, 'id'>>;
  blockUser?: Resolver<ResolversTypes['BlockUserResult'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'action' | 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'order_id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'id' | 'new_password'>>;
  createAttribute?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType, RequireFields<MutationCreateAttributeArgs, 'input'>>;
  createAttributeTerm?: Resolver<ResolversTypes['AttributeTerm'], ParentType, ContextType, RequireFields<MutationCreateAttributeTermArgs, 'input'>>;
  createBalance?: Resolver<ResolversTypes['Balance'], ParentType, ContextType, RequireFields<MutationCreateBalanceArgs, 'amount' | 'approved' | 'site_id' | 'transaction_id'>>;
  createCardCheckout?: Resolver<ResolversTypes['CardCheckout'], ParentType, ContextType, RequireFields<MutationCreateCardCheckoutArgs, 'amount' | 'site_id'>>;
  createCarrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType, RequireFields<MutationCreateCarrierArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createComment?: Resolver<ResolversTypes['OrderComment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'comment' | 'order_id'>>;
  createDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationCreateDiscountArgs, 'input'>>;
  createFile?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationCreateFileArgs, 'input'>>;
  createNewOrder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationCreateNewOrderArgs, 'input'>>;
  createNewOrderWithProductId?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationCreateNewOrderWithProductIdArgs, 'input'>>;
  createNews?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<MutationCreateNewsArgs, 'input'>>;
  createPolicy?: Resolver<ResolversTypes['Policy'], ParentType, ContextType, RequireFields<MutationCreatePolicyArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationCreateProductTypeArgs, 'input'>>;
  createProductTypeVariant?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType, RequireFields<MutationCreateProductTypeVariantArgs, 'input'>>;
  createSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationCreateSavedViewArgs, 'input'>>;
  createSignedUrl?: Resolver<ResolversTypes['SignedUrl'], ParentType, ContextType, RequireFields<MutationCreateSignedUrlArgs, 'fileMime' | 'filename'>>;
  createSite?: Resolver<ResolversTypes['CreatedSite'], ParentType, ContextType, Partial<MutationCreateSiteArgs>>;
  createSiteSetting?: Resolver<ResolversTypes['SiteSetting'], ParentType, ContextType, RequireFields<MutationCreateSiteSettingArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createUserLevel?: Resolver<ResolversTypes['UserLevel'], ParentType, ContextType, RequireFields<MutationCreateUserLevelArgs, 'input'>>;
  deleteAttribute?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteAttributeArgs, 'ids'>>;
  deleteAttributeTerm?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAttributeTermArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteDiscount?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDiscountArgs, 'id'>>;
  deleteNews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNewsArgs, 'id'>>;
  deleteOrder?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'order_id'>>;
  deleteOrderInfo?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeleteOrderInfoArgs, 'order_id'>>;
  deletePartnerVariants?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeletePartnerVariantsArgs, 'ids'>>;
  deletePolicy?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePolicyArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'product_id'>>;
  deleteProductType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductTypeArgs, 'id'>>;
  deleteSavedView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSavedViewArgs, 'id'>>;
  deleteSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSiteArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteUserLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserLevelArgs, 'id'>>;
  downloadFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDownloadFileArgs, 'id'>>;
  downloadImportRefused?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDownloadImportRefusedArgs, 'id'>>;
  downloadOrderImportRefused?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDownloadOrderImportRefusedArgs, 'input' | 'site_id'>>;
  downloadTracking?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDownloadTrackingArgs, 'trackings'>>;
  dtfPushAllOrderReady?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType>;
  dtfPushOrder?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationDtfPushOrderArgs, 'input'>>;
  duplicateProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationDuplicateProductTypeArgs, 'id'>>;
  enterPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationEnterPaymentArgs, 'order_id'>>;
  exportCatalog?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationExportCatalogArgs, 'ids'>>;
  exportOrders?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationExportOrdersArgs, 'emails'>>;
  exportProduct?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationExportProductArgs, 'filter'>>;
  exportTracking?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationExportTrackingArgs, 'emails'>>;
  fetchMultipleOrders?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationFetchMultipleOrdersArgs, 'site_id'>>;
  fetchProductFromSite?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationFetchProductFromSiteArgs, 'origin_product' | 'product_id' | 'site_id'>>;
  generateSiteApiKey?: Resolver<ResolversTypes['SiteApiKey'], ParentType, ContextType, RequireFields<MutationGenerateSiteApiKeyArgs, 'site_id'>>;
  importFromCSV?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationImportFromCsvArgs, 'input' | 'origin_name' | 'site_id'>>;
  importTracking?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationImportTrackingArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pauseOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPauseOrderArgs, 'order_id'>>;
  reDownloadPrintFiles?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationReDownloadPrintFilesArgs, 'newDesigns' | 'orderID'>>;
  reMapOrderVariant?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReMapOrderVariantArgs, 'orderId' | 'variantId'>>;
  rePushTracking?: Resolver<ResolversTypes['Tracking'], ParentType, ContextType, RequireFields<MutationRePushTrackingArgs, 'id'>>;
  reSubmitTrackingMore?: Resolver<ResolversTypes['Tracking'], ParentType, ContextType, RequireFields<MutationReSubmitTrackingMoreArgs, 'id'>>;
  reTrack?: Resolver<ResolversTypes['Tracking'], ParentType, ContextType, RequireFields<MutationReTrackArgs, 'id'>>;
  refreshOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefreshOrderArgs, 'order_id'>>;
  register?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeMappingOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRemoveMappingOrderArgs, 'ids'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  resetPasswordByToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordByTokenArgs, 'pass' | 'token'>>;
  resetVariantsPrintFiles?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationResetVariantsPrintFilesArgs, 'product_id'>>;
  resumeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationResumeOrderArgs, 'order_id'>>;
  retryJob?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
  saveAppSettings?: Resolver<Array<ResolversTypes['AppSetting']>, ParentType, ContextType, RequireFields<MutationSaveAppSettingsArgs, 'input'>>;
  settingTrackingMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSettingTrackingMoreArgs, 'apiKey' | 'limitTime'>>;
  splitOrderPersonalized?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<MutationSplitOrderPersonalizedArgs, 'order_id'>>;
  supplierExportOrder?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<MutationSupplierExportOrderArgs, 'emails'>>;
  transferOrdersBySupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTransferOrdersBySupplierArgs, 'input'>>;
  updateAttribute?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType, RequireFields<MutationUpdateAttributeArgs, 'id' | 'input'>>;
  updateAttributeTerm?: Resolver<ResolversTypes['AttributeTerm'], ParentType, ContextType, RequireFields<MutationUpdateAttributeTermArgs, 'id' | 'input'>>;
  updateBalance?: Resolver<ResolversTypes['Balance'], ParentType, ContextType, RequireFields<MutationUpdateBalanceArgs, 'id' | 'status'>>;
  updateCarrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType, RequireFields<MutationUpdateCarrierArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateCustomerInfo?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateCustomerInfoArgs, 'customer_info' | 'order_id'>>;
  updateDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationUpdateDiscountArgs, 'id' | 'input'>>;
  updateFileUUID?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationUpdateFileUuidArgs, 'file_id' | 'uuid'>>;
  updateNews?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<MutationUpdateNewsArgs, 'id' | 'input'>>;
  updateOrderLabelImageId?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderLabelImageIdArgs, 'order_id'>>;
  updateOrderPrintFiles?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderPrintFilesArgs, 'order_id' | 'print_files'>>;
  updateOrderQuantity?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderQuantityArgs, 'orderId' | 'quantity'>>;
  updateOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'order_id' | 'status'>>;
  updatePolicy?: Resolver<ResolversTypes['Policy'], ParentType, ContextType, RequireFields<MutationUpdatePolicyArgs, 'id' | 'input'>>;
  updatePrintFiles?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdatePrintFilesArgs, 'print_files' | 'product_id'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductFromSite?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductFromSiteArgs, 'id'>>;
  updateProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationUpdateProductTypeArgs, 'id' | 'input'>>;
  updateProductTypeState?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationUpdateProductTypeStateArgs, 'id' | 'state'>>;
  updateSite?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationUpdateSiteArgs, 'site_id' | 'updateSiteInput'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'settings' | 'site_id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserLevel?: Resolver<ResolversTypes['UserLevel'], ParentType, ContextType, RequireFields<MutationUpdateUserLevelArgs, 'id' | 'input'>>;
  updateWebhooks?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationUpdateWebhooksArgs, 'id'>>;
}>;

export type NewsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['NewsCreater']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  send_mail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsCreaterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsCreater'] = ResolversParentTypes['NewsCreater']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['LevelSummary']>, ParentType, ContextType>;
}>;

export type NewsListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsList'] = ResolversParentTypes['NewsList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  amazon_order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  api_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  billing?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custom_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  design_status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label_image_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  new_partner_order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner_error?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  paused_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  print_files?: Resolver<Array<ResolversTypes['OrderPrintFile']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  product_type_variant?: Resolver<ResolversTypes['ProductTypeVariant'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['OrderSite'], ParentType, ContextType>;
  site_fulfill_role?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['OrderSupplier']>, ParentType, ContextType>;
  supplier_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['OrderTracking']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderAggResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAgg'] = ResolversParentTypes['OrderAgg']> = ResolversObject<{
  doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderCommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderComment'] = ResolversParentTypes['OrderComment']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['CommentAuthor']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['OrderCommentContent'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OrderCommentContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderCommentContent'] = ResolversParentTypes['OrderCommentContent']> = ResolversObject<{
  user_content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderCustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderExportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderExport'] = ResolversParentTypes['OrderExport']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['OrderExportUser']>, ParentType, ContextType>;
}>;

export type OrderExportListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderExportList'] = ResolversParentTypes['OrderExportList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['OrderExport']>, ParentType, ContextType>;
}>;

export type OrderExportUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderExportUser'] = ResolversParentTypes['OrderExportUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderImportProblemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderImportProblem'] = ResolversParentTypes['OrderImportProblem']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderImportReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderImportReport'] = ResolversParentTypes['OrderImportReport']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['OrderImportProblem']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = ResolversObject<{
  aggs?: Resolver<Array<ResolversTypes['OrderAgg']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count_capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderPrintFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPrintFile'] = ResolversParentTypes['OrderPrintFile']> = ResolversObject<{
  fileID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mockup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_type_print_file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OrderSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderSite'] = ResolversParentTypes['OrderSite']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['OrderSiteUser'], ParentType, ContextType>;
}>;

export type OrderSiteUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderSiteUser'] = ResolversParentTypes['OrderSiteUser']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderSupplierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderSupplier'] = ResolversParentTypes['OrderSupplier']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner_fulfillment_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrderTrackingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderTracking'] = ResolversParentTypes['OrderTracking']> = ResolversObject<{
  fulfilment_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OutboxMailList'] = ResolversParentTypes['OutboxMailList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
}>;

export type PartnerCatalogHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerCatalogHit'] = ResolversParentTypes['PartnerCatalogHit']> = ResolversObject<{
  blank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartnerCatalogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerCatalogList'] = ResolversParentTypes['PartnerCatalogList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['PartnerCatalogHit']>, ParentType, ContextType>;
}>;

export type PartnerFulfillmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerFulfillment'] = ResolversParentTypes['PartnerFulfillment']> = ResolversObject<{
  api_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  api_signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  print_areas?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PartnerVariantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerVariant'] = ResolversParentTypes['PartnerVariant']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partner_fulfillment_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner_variant_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_variant_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlatformAvailabilityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PlatformAvailability'] = ResolversParentTypes['PlatformAvailability']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Policy'] = ResolversParentTypes['Policy']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  personalized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  print_files?: Resolver<Array<ResolversTypes['ProductPrintFile']>, ParentType, ContextType>;
  productStore?: Resolver<Array<ResolversTypes['ProductStore']>, ParentType, ContextType>;
  product_type_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  short_link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
}>;

export type ProductListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ProductPrintFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPrintFile'] = ResolversParentTypes['ProductPrintFile']> = ResolversObject<{
  file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  print_area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductStoreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductStore'] = ResolversParentTypes['ProductStore']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permalink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site_domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  site_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['ProductTypeAttribute']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ProductTypeCategory']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description_special?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dpl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  file_type_supported?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  is_special?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link_template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mockup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  print_files?: Resolver<Array<ResolversTypes['ProductTypePrintFile']>, ParentType, ContextType>;
  product_type_carriers?: Resolver<Array<ResolversTypes['ProductTypeCarrier']>, ParentType, ContextType>;
  production_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppliers?: Resolver<Array<ResolversTypes['ProductTypeSupplier']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalVariant?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType>;
}>;

export type ProductTypeAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeAttribute'] = ResolversParentTypes['ProductTypeAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ProductTypeAttributeOption']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductTypeAttributeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeAttributeOption'] = ResolversParentTypes['ProductTypeAttributeOption']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductTypeCarrierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeCarrier'] = ResolversParentTypes['ProductTypeCarrier']> = ResolversObject<{
  carrier?: Resolver<Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  carrier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ProductTypeCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeCategory'] = ResolversParentTypes['ProductTypeCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductTypeListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeList'] = ResolversParentTypes['ProductTypeList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
}>;

export type ProductTypePrintFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypePrintFile'] = ResolversParentTypes['ProductTypePrintFile']> = ResolversObject<{
  any_print?: Resolver<Maybe<ResolversTypes['AnyPrint']>, ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mockup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductTypeSupplierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeSupplier'] = ResolversParentTypes['ProductTypeSupplier']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductTypeVariantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTypeVariant'] = ResolversParentTypes['ProductTypeVariant']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
  base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  carrier_costs?: Resolver<Array<ResolversTypes['VariantCarrierCost']>, ParentType, ContextType>;
  fee_ship?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mapping_partner_print_areas?: Resolver<Array<ResolversTypes['MappingPartnerPrintArea']>, ParentType, ContextType>;
  original_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  other_base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  partner_default_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner_variants?: Resolver<Array<ResolversTypes['PartnerVariant']>, ParentType, ContextType>;
  print_area_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  productTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retail_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sale_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplier_costs?: Resolver<Array<ResolversTypes['VariantSupplierCost']>, ParentType, ContextType>;
}>;

export type ProductVariantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['ProductVariantAttribute']>, ParentType, ContextType>;
  base_cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  design_status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_variant_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sale_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductVariantAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariantAttribute'] = ResolversParentTypes['ProductVariantAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  CheckExistOrders?: Resolver<Array<ResolversTypes['ExistingOrderItem']>, ParentType, ContextType, RequireFields<QueryCheckExistOrdersArgs, 'inputs' | 'site_id'>>;
  OrderComments?: Resolver<Array<ResolversTypes['OrderComment']>, ParentType, ContextType, RequireFields<QueryOrderCommentsArgs, 'order_id'>>;
  activityLogTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  activityLogs?: Resolver<ResolversTypes['ActivityLogList'], ParentType, ContextType, Partial<QueryActivityLogsArgs>>;
  adminExternalOrders?: Resolver<ResolversTypes['ExternalOrderList'], ParentType, ContextType, Partial<QueryAdminExternalOrdersArgs>>;
  balances?: Resolver<ResolversTypes['BalanceList'], ParentType, ContextType, Partial<QueryBalancesArgs>>;
  carriers?: Resolver<ResolversTypes['CarrierList'], ParentType, ContextType, Partial<QueryCarriersArgs>>;
  categories?: Resolver<ResolversTypes['CategoryList'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  categoryById?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<QueryCategoryByIdArgs, 'id'>>;
  customerById?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerByIdArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  dashboard?: Resolver<ResolversTypes['DashboardCounts'], ParentType, ContextType, Partial<QueryDashboardArgs>>;
  discount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<QueryDiscountArgs, 'id'>>;
  discountTypes?: Resolver<Array<ResolversTypes['DiscountTypeOption']>, ParentType, ContextType>;
  discounts?: Resolver<ResolversTypes['DiscountList'], ParentType, ContextType, Partial<QueryDiscountsArgs>>;
  dtfOrderMapping?: Resolver<ResolversTypes['DtfOrderMapping'], ParentType, ContextType, RequireFields<QueryDtfOrderMappingArgs, 'order_id'>>;
  entityLogs?: Resolver<ResolversTypes['EntityLogList'], ParentType, ContextType, RequireFields<QueryEntityLogsArgs, 'filter'>>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<QueryFileArgs, 'file_id'>>;
  getAppSettings?: Resolver<Array<ResolversTypes['AppSetting']>, ParentType, ContextType, RequireFields<QueryGetAppSettingsArgs, 'input'>>;
  getAttributeById?: Resolver<ResolversTypes['Attribute'], ParentType, ContextType, RequireFields<QueryGetAttributeByIdArgs, 'id'>>;
  getAttributeTermByAttributeName?: Resolver<ResolversTypes['AttributeTermList'], ParentType, ContextType, RequireFields<QueryGetAttributeTermByAttributeNameArgs, 'attribute_name'>>;
  getAttributeTermById?: Resolver<ResolversTypes['AttributeTerm'], ParentType, ContextType, RequireFields<QueryGetAttributeTermByIdArgs, 'id'>>;
  getAttributeTerms?: Resolver<ResolversTypes['AttributeTermList'], ParentType, ContextType, Partial<QueryGetAttributeTermsArgs>>;
  getAttributes?: Resolver<ResolversTypes['AttributeList'], ParentType, ContextType, Partial<QueryGetAttributesArgs>>;
  getFileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetFileUrlArgs, 'file_id'>>;
  getOrderBySupplier?: Resolver<ResolversTypes['SupplierOrderStatList'], ParentType, ContextType, Partial<QueryGetOrderBySupplierArgs>>;
  getSiteSetting?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<QueryGetSiteSettingArgs, 'site_id'>>;
  getSiteSettings?: Resolver<Array<ResolversTypes['SiteSetting']>, ParentType, ContextType, Partial<QueryGetSiteSettingsArgs>>;
  importedProductMappings?: Resolver<Array<ResolversTypes['ImportedProductMapping']>, ParentType, ContextType, RequireFields<QueryImportedProductMappingsArgs, 'product_origin_ids' | 'site_id'>>;
  job?: Resolver<ResolversTypes['BackgroundJob'], ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  listImportHistory?: Resolver<ResolversTypes['ImportHistoryList'], ParentType, ContextType, Partial<QueryListImportHistoryArgs>>;
  listMappingOrder?: Resolver<ResolversTypes['ExternalOrderList'], ParentType, ContextType, Partial<QueryListMappingOrderArgs>>;
  logTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  logs?: Resolver<ResolversTypes['SystemLogList'], ParentType, ContextType, Partial<QueryLogsArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myJobs?: Resolver<Array<ResolversTypes['BackgroundJob']>, ParentType, ContextType, Partial<QueryMyJobsArgs>>;
  news?: Resolver<ResolversTypes['NewsList'], ParentType, ContextType, Partial<QueryNewsArgs>>;
  newsById?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<QueryNewsByIdArgs, 'id'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderById?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderByIdArgs, 'id'>>;
  orderExports?: Resolver<ResolversTypes['OrderExportList'], ParentType, ContextType, Partial<QueryOrderExportsArgs>>;
  orders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersByCustomer?: Resolver<ResolversTypes['CustomerOrderList'], ParentType, ContextType, RequireFields<QueryOrdersByCustomerArgs, 'cus_id'>>;
  outboxMails?: Resolver<ResolversTypes['OutboxMailList'], ParentType, ContextType, Partial<QueryOutboxMailsArgs>>;
  partnerCatalogs?: Resolver<ResolversTypes['PartnerCatalogList'], ParentType, ContextType, RequireFields<QueryPartnerCatalogsArgs, 'PartnerFulfillmentID'>>;
  partnerFulfillments?: Resolver<Array<ResolversTypes['PartnerFulfillment']>, ParentType, ContextType, Partial<QueryPartnerFulfillmentsArgs>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platformAvailability?: Resolver<Array<ResolversTypes['PlatformAvailability']>, ParentType, ContextType>;
  policies?: Resolver<Array<ResolversTypes['Policy']>, ParentType, ContextType, Partial<QueryPoliciesArgs>>;
  policyById?: Resolver<ResolversTypes['Policy'], ParentType, ContextType, RequireFields<QueryPolicyByIdArgs, 'id'>>;
  productByID?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id'>>;
  productCheckOriginID?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductCheckOriginIdArgs, 'origin_id' | 'site_id'>>;
  productCheckOriginIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<QueryProductCheckOriginIDsArgs, 'origin_ids' | 'site_id'>>;
  productTypeById?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<QueryProductTypeByIdArgs, 'id'>>;
  productTypeByIds?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryProductTypeByIdsArgs, 'ids'>>;
  productTypes?: Resolver<ResolversTypes['ProductTypeList'], ParentType, ContextType, Partial<QueryProductTypesArgs>>;
  productVariant?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType, RequireFields<QueryProductVariantArgs, 'product_id'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewsArgs, 'screen'>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'text'>>;
  shopCategories?: Resolver<Array<ResolversTypes['ShopTerm']>, ParentType, ContextType, RequireFields<QueryShopCategoriesArgs, 'site_id'>>;
  shopProducts?: Resolver<ResolversTypes['ShopProductList'], ParentType, ContextType, RequireFields<QueryShopProductsArgs, 'site_id'>>;
  shopTags?: Resolver<Array<ResolversTypes['ShopTerm']>, ParentType, ContextType, RequireFields<QueryShopTagsArgs, 'site_id'>>;
  siteApiKeys?: Resolver<Array<ResolversTypes['SiteApiKey']>, ParentType, ContextType>;
  siteById?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<QuerySiteByIdArgs, 'id'>>;
  sites?: Resolver<ResolversTypes['SiteList'], ParentType, ContextType, Partial<QuerySitesArgs>>;
  supplierStats?: Resolver<ResolversTypes['SupplierStats'], ParentType, ContextType, RequireFields<QuerySupplierStatsArgs, 'filter'>>;
  supplierTransactions?: Resolver<ResolversTypes['SupplierTransactions'], ParentType, ContextType, Partial<QuerySupplierTransactionsArgs>>;
  templates?: Resolver<Array<ResolversTypes['ExportTemplate']>, ParentType, ContextType, Partial<QueryTemplatesArgs>>;
  trackingList?: Resolver<ResolversTypes['TrackingList'], ParentType, ContextType, Partial<QueryTrackingListArgs>>;
  trackingLogs?: Resolver<Array<ResolversTypes['TrackingEvent']>, ParentType, ContextType, RequireFields<QueryTrackingLogsArgs, 'id'>>;
  userById?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserByIdArgs, 'id'>>;
  userLevels?: Resolver<Array<ResolversTypes['UserLevel']>, ParentType, ContextType, Partial<QueryUserLevelsArgs>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  usersByRole?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersByRoleArgs, 'role'>>;
  validateOrderImport?: Resolver<ResolversTypes['OrderImportReport'], ParentType, ContextType, RequireFields<QueryValidateOrderImportArgs, 'input' | 'site_id'>>;
}>;

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedViewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = ResolversObject<{
  columns?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShopProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopProduct'] = ResolversParentTypes['ShopProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShopProductListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopProductList'] = ResolversParentTypes['ShopProductList']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['ShopProduct']>, ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ShopTermResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShopTerm'] = ResolversParentTypes['ShopTerm']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignedUrlResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignedUrl'] = ResolversParentTypes['SignedUrl']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = ResolversObject<{
  api_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email_support?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_auto_fetch_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  rebrandly_domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SiteUser'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type SiteApiKeyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteApiKey'] = ResolversParentTypes['SiteApiKey']> = ResolversObject<{
  api_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteList'] = ResolversParentTypes['SiteList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
}>;

export type SiteSettingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteSetting'] = ResolversParentTypes['SiteSetting']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  fulfill_role?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order_hold_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_producing_enable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order_producing_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_received_after?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_received_enable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order_received_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_shipping_enable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order_shipping_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['SiteSettingsSite'], ParentType, ContextType>;
}>;

export type SiteSettingsSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteSettingsSite'] = ResolversParentTypes['SiteSettingsSite']> = ResolversObject<{
  api_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  api_key_allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['SiteUser'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SiteUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteUser'] = ResolversParentTypes['SiteUser']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupplierOrderStatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierOrderStat'] = ResolversParentTypes['SupplierOrderStat']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total_orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplierOrderStatListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierOrderStatList'] = ResolversParentTypes['SupplierOrderStatList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SupplierOrderStat']>, ParentType, ContextType>;
}>;

export type SupplierStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStats'] = ResolversParentTypes['SupplierStats']> = ResolversObject<{
  agg_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aggregations?: Resolver<ResolversTypes['SupplierStatsAggregations'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupplierStatsAggregationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsAggregations'] = ResolversParentTypes['SupplierStatsAggregations']> = ResolversObject<{
  period?: Resolver<ResolversTypes['SupplierStatsPeriod'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['SupplierStatsValue'], ParentType, ContextType>;
  top_product_types?: Resolver<ResolversTypes['SupplierStatsTopProductTypes'], ParentType, ContextType>;
}>;

export type SupplierStatsPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsPeriod'] = ResolversParentTypes['SupplierStatsPeriod']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['SupplierStatsPeriodBucket']>, ParentType, ContextType>;
}>;

export type SupplierStatsPeriodBucketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsPeriodBucket'] = ResolversParentTypes['SupplierStatsPeriodBucket']> = ResolversObject<{
  doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key_as_string?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['SupplierStatsValue'], ParentType, ContextType>;
  top_product_types?: Resolver<ResolversTypes['SupplierStatsTopProductTypes'], ParentType, ContextType>;
}>;

export type SupplierStatsProductTypeBucketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsProductTypeBucket'] = ResolversParentTypes['SupplierStatsProductTypeBucket']> = ResolversObject<{
  doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['SupplierStatsValue'], ParentType, ContextType>;
}>;

export type SupplierStatsProductTypesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsProductTypes'] = ResolversParentTypes['SupplierStatsProductTypes']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['SupplierStatsProductTypeBucket']>, ParentType, ContextType>;
  sum_other_doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplierStatsTopProductTypesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsTopProductTypes'] = ResolversParentTypes['SupplierStatsTopProductTypes']> = ResolversObject<{
  product_types?: Resolver<ResolversTypes['SupplierStatsProductTypes'], ParentType, ContextType>;
}>;

export type SupplierStatsValueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierStatsValue'] = ResolversParentTypes['SupplierStatsValue']> = ResolversObject<{
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SupplierTransactionHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierTransactionHit'] = ResolversParentTypes['SupplierTransactionHit']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupplierTransactionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SupplierTransactions'] = ResolversParentTypes['SupplierTransactions']> = ResolversObject<{
  approvedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SupplierTransactionHit']>, ParentType, ContextType>;
  pendingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SystemLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SystemLog'] = ResolversParentTypes['SystemLog']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SystemLogListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SystemLogList'] = ResolversParentTypes['SystemLogList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SystemLog']>, ParentType, ContextType>;
}>;

export type TrackingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Tracking'] = ResolversParentTypes['Tracking']> = ResolversObject<{
  base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['TrackingCarrier']>, ParentType, ContextType>;
  carrier_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fulfilment_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  push_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tracking_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrackingAggResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackingAgg'] = ResolversParentTypes['TrackingAgg']> = ResolversObject<{
  doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrackingCarrierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackingCarrier'] = ResolversParentTypes['TrackingCarrier']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrackingEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackingEvent'] = ResolversParentTypes['TrackingEvent']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrackingListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrackingList'] = ResolversParentTypes['TrackingList']> = ResolversObject<{
  aggs?: Resolver<Array<ResolversTypes['TrackingAgg']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Tracking']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['FileRef']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_special?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_subscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner_fulfillment?: Resolver<Maybe<ResolversTypes['PartnerFulfillment']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  template_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users_read_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserLevel'] = ResolversParentTypes['UserLevel']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['LevelCreater']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VariantAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariantAttribute'] = ResolversParentTypes['VariantAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariantCarrierCostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariantCarrierCost'] = ResolversParentTypes['VariantCarrierCost']> = ResolversObject<{
  carrier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VariantSupplierCostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariantSupplierCost'] = ResolversParentTypes['VariantSupplierCost']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  ActivityLog?: ActivityLogResolvers<ContextType>;
  ActivityLogList?: ActivityLogListResolvers<ContextType>;
  AnyPrint?: AnyPrintResolvers<ContextType>;
  AppSetting?: AppSettingResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  AttributeList?: AttributeListResolvers<ContextType>;
  AttributeTerm?: AttributeTermResolvers<ContextType>;
  AttributeTermList?: AttributeTermListResolvers<ContextType>;
  BackgroundJob?: BackgroundJobResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BalanceList?: BalanceListResolvers<ContextType>;
  BalancePerson?: BalancePersonResolvers<ContextType>;
  BalanceSite?: BalanceSiteResolvers<ContextType>;
  BlockUserResult?: BlockUserResultResolvers<ContextType>;
  CardCheckout?: CardCheckoutResolvers<ContextType>;
  Carrier?: CarrierResolvers<ContextType>;
  CarrierList?: CarrierListResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryList?: CategoryListResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CreatedSite?: CreatedSiteResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddressInfo?: CustomerAddressInfoResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrderList?: CustomerOrderListResolvers<ContextType>;
  DashboardCounts?: DashboardCountsResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  DiscountList?: DiscountListResolvers<ContextType>;
  DiscountTypeOption?: DiscountTypeOptionResolvers<ContextType>;
  DtfMappingDesign?: DtfMappingDesignResolvers<ContextType>;
  DtfOrderMapping?: DtfOrderMappingResolvers<ContextType>;
  DtfPlacementChoice?: DtfPlacementChoiceResolvers<ContextType>;
  DtfSkuOption?: DtfSkuOptionResolvers<ContextType>;
  EntityLog?: EntityLogResolvers<ContextType>;
  EntityLogList?: EntityLogListResolvers<ContextType>;
  ExistingOrderItem?: ExistingOrderItemResolvers<ContextType>;
  ExportTemplate?: ExportTemplateResolvers<ContextType>;
  ExternalOrder?: ExternalOrderResolvers<ContextType>;
  ExternalOrderCounts?: ExternalOrderCountsResolvers<ContextType>;
  ExternalOrderList?: ExternalOrderListResolvers<ContextType>;
  ExternalOrderMeta?: ExternalOrderMetaResolvers<ContextType>;
  ExternalOrderSite?: ExternalOrderSiteResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FileRef?: FileRefResolvers<ContextType>;
  ImportHistory?: ImportHistoryResolvers<ContextType>;
  ImportHistoryList?: ImportHistoryListResolvers<ContextType>;
  ImportedOrder?: ImportedOrderResolvers<ContextType>;
  ImportedProductMapping?: ImportedProductMappingResolvers<ContextType>;
  InternalOrderCounts?: InternalOrderCountsResolvers<ContextType>;
  LevelCreater?: LevelCreaterResolvers<ContextType>;
  LevelSummary?: LevelSummaryResolvers<ContextType>;
  LogUser?: LogUserResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MappingPartnerPrintArea?: MappingPartnerPrintAreaResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsCreater?: NewsCreaterResolvers<ContextType>;
  NewsList?: NewsListResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderAgg?: OrderAggResolvers<ContextType>;
  OrderComment?: OrderCommentResolvers<ContextType>;
  OrderCommentContent?: OrderCommentContentResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderExport?: OrderExportResolvers<ContextType>;
  OrderExportList?: OrderExportListResolvers<ContextType>;
  OrderExportUser?: OrderExportUserResolvers<ContextType>;
  OrderImportProblem?: OrderImportProblemResolvers<ContextType>;
  OrderImportReport?: OrderImportReportResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderPrintFile?: OrderPrintFileResolvers<ContextType>;
  OrderSite?: OrderSiteResolvers<ContextType>;
  OrderSiteUser?: OrderSiteUserResolvers<ContextType>;
  OrderSupplier?: OrderSupplierResolvers<ContextType>;
  OrderTracking?: OrderTrackingResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxMailList?: OutboxMailListResolvers<ContextType>;
  PartnerCatalogHit?: PartnerCatalogHitResolvers<ContextType>;
  PartnerCatalogList?: PartnerCatalogListResolvers<ContextType>;
  PartnerFulfillment?: PartnerFulfillmentResolvers<ContextType>;
  PartnerVariant?: PartnerVariantResolvers<ContextType>;
  PlatformAvailability?: PlatformAvailabilityResolvers<ContextType>;
  Policy?: PolicyResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductPrintFile?: ProductPrintFileResolvers<ContextType>;
  ProductStore?: ProductStoreResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  ProductTypeAttribute?: ProductTypeAttributeResolvers<ContextType>;
  ProductTypeAttributeOption?: ProductTypeAttributeOptionResolvers<ContextType>;
  ProductTypeCarrier?: ProductTypeCarrierResolvers<ContextType>;
  ProductTypeCategory?: ProductTypeCategoryResolvers<ContextType>;
  ProductTypeList?: ProductTypeListResolvers<ContextType>;
  ProductTypePrintFile?: ProductTypePrintFileResolvers<ContextType>;
  ProductTypeSupplier?: ProductTypeSupplierResolvers<ContextType>;
  ProductTypeVariant?: ProductTypeVariantResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  ProductVariantAttribute?: ProductVariantAttributeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  ShopProduct?: ShopProductResolvers<ContextType>;
  ShopProductList?: ShopProductListResolvers<ContextType>;
  ShopTerm?: ShopTermResolvers<ContextType>;
  SignedUrl?: SignedUrlResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteApiKey?: SiteApiKeyResolvers<ContextType>;
  SiteList?: SiteListResolvers<ContextType>;
  SiteSetting?: SiteSettingResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteSettingsSite?: SiteSettingsSiteResolvers<ContextType>;
  SiteUser?: SiteUserResolvers<ContextType>;
  SupplierOrderStat?: SupplierOrderStatResolvers<ContextType>;
  SupplierOrderStatList?: SupplierOrderStatListResolvers<ContextType>;
  SupplierStats?: SupplierStatsResolvers<ContextType>;
  SupplierStatsAggregations?: SupplierStatsAggregationsResolvers<ContextType>;
  SupplierStatsPeriod?: SupplierStatsPeriodResolvers<ContextType>;
  SupplierStatsPeriodBucket?: SupplierStatsPeriodBucketResolvers<ContextType>;
  SupplierStatsProductTypeBucket?: SupplierStatsProductTypeBucketResolvers<ContextType>;
  SupplierStatsProductTypes?: SupplierStatsProductTypesResolvers<ContextType>;
  SupplierStatsTopProductTypes?: SupplierStatsTopProductTypesResolvers<ContextType>;
  SupplierStatsValue?: SupplierStatsValueResolvers<ContextType>;
  SupplierTransactionHit?: SupplierTransactionHitResolvers<ContextType>;
  SupplierTransactions?: SupplierTransactionsResolvers<ContextType>;
  SystemLog?: SystemLogResolvers<ContextType>;
  SystemLogList?: SystemLogListResolvers<ContextType>;
  Tracking?: TrackingResolvers<ContextType>;
  TrackingAgg?: TrackingAggResolvers<ContextType>;
  TrackingCarrier?: TrackingCarrierResolvers<ContextType>;
  TrackingEvent?: TrackingEventResolvers<ContextType>;
  TrackingList?: TrackingListResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserLevel?: UserLevelResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
  VariantCarrierCost?: VariantCarrierCostResolvers<ContextType>;
  VariantSupplierCost?: VariantSupplierCostResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
}>;

