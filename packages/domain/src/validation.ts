import * as yup from 'yup';
import { MESSAGES as M } from './messages';
import { DEPOSIT_METHODS, type DepositMethod } from './fees';

/**
 * Yup schemas with the spec's messages (spec 1 §5, §9). Formik forms in the UI and resolvers on
 * the server validate with these same schemas, so a rule changes in one place.
 */
export const LIMITS = {
  nameMax: 50,
  passwordMax: 50,
  phoneMax: 11,
  emailMax: 254,
  depositMin: 1,
  depositStep: 0.1,
  depositDefault: 1000,
  depositMax: 1_000_000,
  transactionIdMax: 100,
  actionNotesMax: 500,
} as const;

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = (required: string, invalid: string) =>
  yup.string().trim().required(required).max(LIMITS.emailMax, invalid).matches(EMAIL_RE, invalid);

export const loginSchema = yup.object({
  email: email(M.emailRequired, M.emailInvalid),
  password: yup.string().required(M.passwordRequired),
  remember: yup.boolean().default(true),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

const newPassword = () =>
  yup.string().required(M.pleaseInputPassword).max(LIMITS.passwordMax, M.passwordMax);

const confirmOf = (field: string) =>
  yup
    .string()
    .required(M.pleaseConfirmPassword)
    .max(LIMITS.passwordMax, M.passwordMax)
    // A test rather than oneOf: yup checks oneOf before required, and the empty field must say so.
    .test('matches', M.passwordsInconsistent, function matches(value) {
      return !value || value === this.parent[field];
    });

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

export const depositSchema = yup.object({
  site_id: yup.string().required(M.depositSiteRequired).typeError(M.depositSiteRequired),
  amount: yup
    .number()
    .typeError(M.depositAmountRequired)
    .required(M.depositAmountRequired)
    .min(LIMITS.depositMin, M.depositAmountMin)
    .max(LIMITS.depositMax, `Amount must be at most ${LIMITS.depositMax}`),
  transaction_id: yup
    .string()
    .trim()
    .required(M.depositTransactionRequired)
    .max(LIMITS.transactionIdMax, M.depositTransactionMax),
  action_notes: yup.string().max(LIMITS.actionNotesMax, M.depositNotesMax).default(''),
  method: yup
    .mixed<DepositMethod>()
    .oneOf([...DEPOSIT_METHODS], 'Please choose a deposit method')
    .default('manual'),
});
export type DepositValues = yup.InferType<typeof depositSchema>;

/**
 * The first message of a failed validation, in the order the schema lists its fields (what a
 * user reads top to bottom), or null when the value is valid.
 */
export async function firstValidationError(
  schema: yup.AnySchema,
  value: unknown,
): Promise<string | null> {
  try {
    await schema.validate(value, { abortEarly: false });
    return null;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const order = schema instanceof yup.ObjectSchema ? Object.keys(schema.fields) : [];
    const rank = (err: yup.ValidationError) => {
      const i = order.indexOf(err.path ?? '');
      return i === -1 ? order.length : i;
    };
    const inner = e.inner.length ? [...e.inner].sort((a, b) => rank(a) - rank(b)) : [e];
    return inner[0]?.errors[0] ?? e.message;
  }
}
