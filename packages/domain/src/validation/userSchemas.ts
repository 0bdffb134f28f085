import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { isHostOrHttpUrl } from '../addresses';
import {
  isAssignableRole,
  PARTNER_DOMAIN_INVALID_MESSAGE,
  partnerFulfillmentState,
  USER_LIMITS,
} from '../users';
import { confirmOf, email, newPassword } from './fields';
import { LIMITS } from './limits';

/**
 * The users area (Register and user create, Profile, Supplier fields): the Add
 * user, Account Detail and Profile forms, and the server's createUser and updateUser, validate
 * with these schemas.
 */

const firstName = () =>
  yup.string().trim().required(M.firstNameRequired).max(LIMITS.nameMax, M.firstNameMax);
const lastName = () =>
  yup.string().trim().required(M.lastNameRequired).max(LIMITS.nameMax, M.lastNameMax);
const phone = () =>
  yup.string().trim().required(M.pleaseInputPhone).max(LIMITS.phoneMax, M.phoneMax);
const address = () =>
  yup
    .string()
    .trim()
    .max(USER_LIMITS.addressMax, `Address must maximum ${USER_LIMITS.addressMax} characters.`);

const roles = () =>
  yup
    .array(yup.string().required(M.chooseUserRoles))
    .required(M.chooseUserRoles)
    .min(1, M.chooseUserRoles)
    .test('assignable', M.chooseUserRoles, (value) => (value ?? []).every(isAssignableRole));

const isSupplier = (user: { roles?: unknown } | undefined) =>
  Array.isArray(user?.roles) && user.roles.includes('Supplier');

/**
 * A supplier's partner fulfillment is all four fields or none, and its domain a host name or an
 * http(s) address; other roles have none. Both messages belong to the whole
 * group, which the forms show under the partner fields.
 */
const partnerFulfillment = () =>
  yup
    .object({
      name: yup.string().trim().max(USER_LIMITS.partnerFieldMax).default(''),
      domain: yup.string().trim().max(USER_LIMITS.partnerFieldMax).default(''),
      api_key: yup.string().trim().max(USER_LIMITS.partnerFieldMax).default(''),
      api_signature: yup.string().trim().max(USER_LIMITS.partnerFieldMax).default(''),
    })
    .nullable()
    .default(null)
    .test('all-or-none', M.partnerFulfillmentIncomplete, function allOrNone(value) {
      return !isSupplier(this.parent) || partnerFulfillmentState(value) !== 'partial';
    })
    .test('domain', PARTNER_DOMAIN_INVALID_MESSAGE, function domain(value) {
      if (!isSupplier(this.parent) || partnerFulfillmentState(value) !== 'complete') return true;
      return isHostOrHttpUrl(value?.domain);
    });

/** The export template a supplier uses; an id, or empty for none. */
const templateId = () => yup.string().trim().nullable().default(null);

/** Add user (/admin/user-form): the register fields, roles, the special Seller flag, supplier fields. */
export const userCreateSchema = yup.object({
  first_name: firstName(),
  last_name: lastName(),
  email: email(M.pleaseInputEmail, M.pleaseInputEmail),
  pass: newPassword(),
  confirm: confirmOf('pass'),
  phone: phone(),
  roles: roles(),
  is_special: yup.boolean().default(false),
  partner_fulfillment: partnerFulfillment(),
  template_id: templateId(),
});
export type UserCreateValues = yup.InferType<typeof userCreateSchema>;

/** What createUser accepts: the form minus the confirmation. */
export const userCreateInputSchema = userCreateSchema.omit(['confirm']);

/** User edit, Account Detail tab: everything of Add user but the password, plus the address. */
export const userUpdateSchema = yup.object({
  first_name: firstName(),
  last_name: lastName(),
  email: email(M.pleaseInputEmail, M.pleaseInputEmail),
  phone: phone(),
  address: address(),
  roles: roles(),
  is_special: yup.boolean().default(false),
  partner_fulfillment: partnerFulfillment(),
  template_id: templateId(),
});
export type UserUpdateValues = yup.InferType<typeof userUpdateSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (2024-02-30 is not one). */
export function isCalendarDay(value: string | null | undefined): boolean {
  if (!value || !DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d));
  return date.toISOString().slice(0, 10) === value;
}

/** Profile (/profile): first_name, last_name, email and birthday required. */
export const profileSchema = yup.object({
  first_name: yup
    .string()
    .trim()
    .required(M.profileFieldRequired)
    .max(LIMITS.nameMax, M.firstNameMax),
  last_name: yup
    .string()
    .trim()
    .required(M.profileFieldRequired)
    .max(LIMITS.nameMax, M.lastNameMax),
  email: email(M.profileFieldRequired, M.emailInvalid),
  birthday: yup
    .string()
    .required(M.profileFieldRequired)
    .test('day', 'Birthday must be a valid date', (value) => !value || isCalendarDay(value)),
  phone: yup.string().trim().max(LIMITS.phoneMax, M.phoneMax),
  address: address(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/** The fields a user may change on their own account; everything else is an Administrator's. */
export const PROFILE_FIELDS = Object.keys(profileSchema.fields) as (keyof ProfileValues)[];
