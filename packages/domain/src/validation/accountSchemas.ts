import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { confirmOf, email, newPassword } from './fields';
import { LIMITS } from './limits';

/**
 * Yup schemas of the account forms with the spec's messages. Formik forms in the UI
 * and resolvers on the server validate with these same schemas, so a rule changes in one place.
 * Each area's schemas live in their own module, so a screen's bundle builds only its own.
 */

export const loginSchema = yup.object({
  email: email(M.emailRequired, M.emailInvalid),
  password: yup.string().required(M.passwordRequired),
  remember: yup.boolean().default(true),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const registerSchema = yup.object({
  first_name: yup.string().trim().required(M.firstNameRequired).max(LIMITS.nameMax, M.firstNameMax),
  last_name: yup.string().trim().required(M.lastNameRequired).max(LIMITS.nameMax, M.lastNameMax),
  email: email(M.pleaseInputEmail, M.pleaseInputEmail),
  pass: newPassword(),
  confirm: confirmOf('pass'),
  phone: yup.string().trim().required(M.pleaseInputPhone).max(LIMITS.phoneMax, M.phoneMax),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

/** What the server accepts for register: the form minus the confirmation. */
export const registerInputSchema = registerSchema.omit(['confirm']);

export const forgotPasswordSchema = yup.object({
  email: email(M.pleaseInputEmail, M.pleaseInputEmail),
});

export const resetPasswordSchema = yup.object({
  pass: newPassword(),
  confirm: confirmOf('pass'),
});

/** Change password; the current password is skipped when an administrator edits another user. */
export function changePasswordSchema(askCurrent: boolean) {
  return yup.object({
    current_password: askCurrent
      ? yup.string().required(M.currentPasswordRequired).max(LIMITS.passwordMax, M.passwordMax)
      : yup.string().max(LIMITS.passwordMax, M.passwordMax),
    new_password: newPassword(),
    confirm: confirmOf('new_password'),
  });
}
