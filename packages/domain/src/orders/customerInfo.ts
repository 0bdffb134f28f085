import { CUSTOMER_INFO_LIMITS } from './customerText';
import { CUSTOMER_INFO_MESSAGES as M, ORDER_QUANTITY_MESSAGES as Q } from './messages';

/**
 * Customer info and quantity change rules as plain functions, shared by the Update customer
 * info drawer, the Change quantity modal and the server (updateCustomerInfo, updateOrderQuantity).
 * Not Yup: the order route's budget is 50 kB gzipped and Yup alone is 13 kB (productTypeFormErrors
 * does the same).
 */

export { CUSTOMER_INFO_LIMITS } from './customerText';

/** The minimum order quantity is 1; the maximum is ORDER_QUANTITY_MAX. */
export const ORDER_QUANTITY_MIN = 1;
/** Not in the spec: one line of a print-on-demand order; above it a typo would bill thousands. */
export const ORDER_QUANTITY_MAX = 10_000;

type Text = string | null | undefined;

/** updateCustomerInfo's customer_info: customer{...}, shipping{...}. */
export interface CustomerInfoInput {
  customer?: {
    first_name?: Text;
    last_name?: Text;
    email?: Text;
    phone?: Text;
  } | null;
  shipping?: {
    first_name?: Text;
    last_name?: Text;
    address1?: Text;
    address2?: Text;
    city?: Text;
    state?: Text;
    state_code?: Text;
    zip?: Text;
    country?: Text;
    country_code?: Text;
    phone?: Text;
    company?: Text;
  } | null;
}

type CustomerField = keyof NonNullable<CustomerInfoInput['customer']>;
type ShippingField = keyof NonNullable<CustomerInfoInput['shipping']>;
export type CustomerInfoField = `customer.${CustomerField}` | `shipping.${ShippingField}`;
export type CustomerInfoErrors = Partial<Record<CustomerInfoField, string>>;

/** Names in the bound messages (not in the spec). */
const FIELD_NAMES: Record<CustomerInfoField, string> = {
  'customer.first_name': 'First name',
  'customer.last_name': 'Last name',
  'customer.email': 'Email',
  'customer.phone': 'Phone',
  'shipping.first_name': 'First name',
  'shipping.last_name': 'Last name',
  'shipping.address1': 'Address',
  'shipping.address2': 'Address 2',
  'shipping.city': 'City',
  'shipping.state': 'State',
  'shipping.state_code': 'State code',
  'shipping.zip': 'Zip code',
  'shipping.country': 'Country',
  'shipping.country_code': 'Country code',
  'shipping.phone': 'Phone',
  'shipping.company': 'Company',
};

/**
 * The customer's first name ('Please input first name') and the shipping first name, address1,
 * state code, country code and zip are required. The spec gives the shipping first name no text of
 * its own; it is the same field to a person, so it has the same one.
 */
const REQUIRED: Partial<Record<CustomerInfoField, string>> = {
  'customer.first_name': M.firstNameRequired,
  'shipping.first_name': M.firstNameRequired,
  'shipping.address1': M.addressRequired,
  'shipping.state_code': M.stateCodeRequired,
  'shipping.country_code': M.countryCodeRequired,
  'shipping.zip': M.zipRequired,
};

// The pragmatic address check of the account forms (validation/fields.ts).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const maxOf = (field: CustomerInfoField) =>
  field.endsWith('.email')
    ? CUSTOMER_INFO_LIMITS.emailMax
    : field.endsWith('.phone')
      ? CUSTOMER_INFO_LIMITS.phoneMax
      : CUSTOMER_INFO_LIMITS.textMax;

/** The message of every broken rule by field ('shipping.zip'); empty when the info may be saved. */
export function customerInfoErrors(input: CustomerInfoInput): CustomerInfoErrors {
  const errors: CustomerInfoErrors = {};
  for (const field of Object.keys(FIELD_NAMES) as CustomerInfoField[]) {
    const [group, key] = field.split('.') as ['customer' | 'shipping', string];
    const raw = (input[group] as Record<string, Text> | null | undefined)?.[key];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const required = REQUIRED[field];
    if (value === '') {
      if (required) errors[field] = required;
    } else if (value.length > maxOf(field)) {
      errors[field] = M.tooLong(FIELD_NAMES[field], maxOf(field));
    } else if (field === 'customer.email' && !EMAIL_RE.test(value)) {
      errors[field] = M.emailInvalid;
    }
  }
  return errors;
}

/**
 * Quantity change: a whole number from 1 (and at most ORDER_QUANTITY_MAX). Takes what a form
 * field or a call holds; the message, or null when the quantity may be saved.
 */
export function orderQuantityError(value: unknown): string | null {
  const quantity = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return Q.min;
  if (!Number.isInteger(quantity)) return Q.integer;
  if (quantity < ORDER_QUANTITY_MIN) return Q.min;
  if (quantity > ORDER_QUANTITY_MAX) return Q.max(ORDER_QUANTITY_MAX);
  return null;
}
