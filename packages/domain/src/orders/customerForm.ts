import { CUSTOMER_EDIT_NOTICES } from './customerEdit';
import { CUSTOMER_INFO_LIMITS, CUSTOMER_INFO_MESSAGES as M } from './customerText';

/**
 * The customer detail's Edit form (tags, lists, first and last name, phone,
 * email, company, address lines, country, city, zip), shared by the CustomerForm and the server's
 * updateCustomer. Plain functions like customerInfoErrors, for the same bundle budget.
 */

/** Not in the spec: labels a person picks from, not a store of data. */
export const CUSTOMER_LABEL_LIMITS = { max: 20, lengthMax: 50 } as const;

/** Texts of the form (not in the spec, written in its voice). */
export const CUSTOMER_FORM_MESSAGES = {
  firstNameRequired: M.firstNameRequired,
  emailInvalid: M.emailInvalid,
  tooLong: M.tooLong,
  tooMany: (what: 'tags' | 'lists', max: number) => `At most ${max} ${what} per customer`,
  labelTooLong: (what: 'Tag' | 'List', max: number) =>
    `${what} is too long (at most ${max} characters).`,
  labelDuplicate: (what: 'Tag' | 'List', value: string) =>
    `${what} "${value.slice(0, CUSTOMER_LABEL_LIMITS.lengthMax)}" is already added`,
  emailTaken: 'Another customer of this site already has this email',
  updated: CUSTOMER_EDIT_NOTICES.updated,
  notFound: 'Customer not found',
} as const;

type Text = string | null | undefined;

/** updateCustomer's input, in the order the form lists the fields. */
export interface CustomerFormInput {
  tags?: readonly string[] | null;
  lists?: readonly string[] | null;
  first_name?: Text;
  last_name?: Text;
  phone?: Text;
  email?: Text;
  company?: Text;
  address1?: Text;
  address2?: Text;
  country?: Text;
  city?: Text;
  zip?: Text;
}

export type CustomerFormField = keyof CustomerFormInput;
export type CustomerFormErrors = Partial<Record<CustomerFormField, string>>;

/** The form's fields in order (the form draws them so, errors are reported so). */
export const CUSTOMER_FORM_FIELDS: readonly CustomerFormField[] = [
  'tags',
  'lists',
  'first_name',
  'last_name',
  'phone',
  'email',
  'company',
  'address1',
  'address2',
  'country',
  'city',
  'zip',
];

const TEXT_NAMES: Record<Exclude<CustomerFormField, 'tags' | 'lists'>, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
  company: 'Company',
  address1: 'Address',
  address2: 'Address 2',
  country: 'Country',
  city: 'City',
  zip: 'Zip code',
};

// The pragmatic address check of customerInfo and the account forms (validation/fields.ts).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const maxOf = (field: string) =>
  field === 'email'
    ? CUSTOMER_INFO_LIMITS.emailMax
    : field === 'phone'
      ? CUSTOMER_INFO_LIMITS.phoneMax
      : CUSTOMER_INFO_LIMITS.textMax;

/** A label list as stored: trimmed, blanks dropped (duplicates are refused, not dropped). */
export const cleanLabels = (values: readonly string[] | null | undefined): string[] =>
  (values ?? []).map((v) => v.trim()).filter((v) => v !== '');

function labelError(kind: 'tags' | 'lists', values: readonly string[] | null | undefined) {
  const what = kind === 'tags' ? 'Tag' : 'List';
  const labels = cleanLabels(values);
  if (labels.length > CUSTOMER_LABEL_LIMITS.max) {
    return CUSTOMER_FORM_MESSAGES.tooMany(kind, CUSTOMER_LABEL_LIMITS.max);
  }
  const seen = new Set<string>();
  for (const label of labels) {
    if (label.length > CUSTOMER_LABEL_LIMITS.lengthMax) {
      return CUSTOMER_FORM_MESSAGES.labelTooLong(what, CUSTOMER_LABEL_LIMITS.lengthMax);
    }
    // Case-insensitive: 'VIP' and 'vip' are one label to a person reading the card.
    const key = label.toLowerCase();
    if (seen.has(key)) return CUSTOMER_FORM_MESSAGES.labelDuplicate(what, label);
    seen.add(key);
  }
  return null;
}

/** The message of every broken rule by field; empty when the customer may be saved. */
export function customerFormErrors(input: CustomerFormInput): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const field of CUSTOMER_FORM_FIELDS) {
    if (field === 'tags' || field === 'lists') {
      const error = labelError(field, input[field]);
      if (error) errors[field] = error;
      continue;
    }
    const raw = input[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      if (field === 'first_name') errors[field] = CUSTOMER_FORM_MESSAGES.firstNameRequired;
    } else if (value.length > maxOf(field)) {
      errors[field] = CUSTOMER_FORM_MESSAGES.tooLong(TEXT_NAMES[field], maxOf(field));
    } else if (field === 'email' && !EMAIL_RE.test(value)) {
      errors[field] = CUSTOMER_FORM_MESSAGES.emailInvalid;
    }
  }
  return errors;
}

/** The first message of customerFormErrors in the form's field order, or null. */
export function firstCustomerFormError(input: CustomerFormInput): string | null {
  const errors = customerFormErrors(input);
  for (const field of CUSTOMER_FORM_FIELDS) if (errors[field]) return errors[field]!;
  return null;
}
