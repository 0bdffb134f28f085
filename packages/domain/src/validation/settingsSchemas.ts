import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import {
  NOTIFICATION_KEYS,
  PAYMENT_MODES,
  PAYMENT_MODE_SETTING,
  SAVABLE_APP_SETTING_NAMES,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  TRACKING_DELAY_UNITS,
  TRACKING_SETTINGS,
  missingPlaceholder,
  templateOfMessageSetting,
  type MailTemplateKey,
  type PaymentMode,
  type TrackingDelayUnit,
} from '../platform';
import { email } from './fields';

// The names, placeholders, limits and rules live in ../platform (no yup), so a screen that only
// needs a page size or a permission does not load yup with them.
export * from '../platform';

/**
 * The Yup schemas of the app settings forms (/admin/settings) and of the export receivers: the
 * settings forms and the server's resolvers both validate with them.
 */

// ---- Schemas ----

const mailMessage = () =>
  yup
    .string()
    .trim()
    .required(M.mailMessageRequired)
    .max(SETTINGS_LIMITS.messageMax, SETTINGS_MESSAGES.messageMax);

/** One mail template of the settings forms. */
export const mailTemplateSchema = yup.object({
  subject: yup
    .string()
    .trim()
    .required(M.mailSubjectRequired)
    .max(SETTINGS_LIMITS.subjectMax, SETTINGS_MESSAGES.subjectMax),
  message: mailMessage(),
});
export type MailTemplateValues = yup.InferType<typeof mailTemplateSchema>;

/** A message holds every placeholder its template needs ({{link}} for the account mails). */
function requiredPlaceholders(key: MailTemplateKey): yup.TestConfig<string | null | undefined> {
  return {
    name: 'placeholders',
    test(value) {
      const missing = value ? missingPlaceholder(key, value) : undefined;
      return missing
        ? this.createError({ message: SETTINGS_MESSAGES.placeholderRequired(missing.name) })
        : true;
    },
  };
}

/** One template's subject and message, the message with the placeholders the template needs. */
export function mailTemplateSchemaOf(key: MailTemplateKey) {
  return mailTemplateSchema.shape({
    message: mailMessage().test(requiredPlaceholders(key)),
  });
}

/** The form of a tab of mail templates: one subject and message per template, keyed by template. */
export function mailTemplatesFormSchema(keys: readonly MailTemplateKey[]) {
  return yup.object(Object.fromEntries(keys.map((key) => [key, mailTemplateSchemaOf(key)])));
}

const optionalText = yup
  .string()
  .default('')
  .max(SETTINGS_LIMITS.messageMax, SETTINGS_MESSAGES.messageMax);

/** The Notification tab's seven messages (each may be left empty: no message is sent). */
export const notificationsFormSchema = yup.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, optionalText])),
);

export const paymentFormSchema = yup.object({
  mode: yup
    .mixed<PaymentMode>()
    .oneOf([...PAYMENT_MODES], SETTINGS_MESSAGES.paymentMode)
    .required(SETTINGS_MESSAGES.paymentMode),
});

export const sellerMessageFormSchema = yup.object({ seller_message: optionalText });

/** Tracking settings: a delay of numberTime hours or days, and the service's API key. */
export const trackingSettingsSchema = yup.object({
  numberTime: yup
    .number()
    .typeError(M.trackingTimeRequired)
    .required(M.trackingTimeRequired)
    .min(0, M.trackingTimeRequired)
    .integer(SETTINGS_MESSAGES.trackingTimeWhole)
    .max(SETTINGS_LIMITS.trackingTimeMax, SETTINGS_MESSAGES.trackingTimeMax),
  unit: yup
    .mixed<TrackingDelayUnit>()
    .oneOf([...TRACKING_DELAY_UNITS], SETTINGS_MESSAGES.trackingUnit)
    .required(SETTINGS_MESSAGES.trackingUnit)
    .default('hour'),
  apiKey: yup
    .string()
    .trim()
    .required(M.trackingApiKeyRequired)
    .max(SETTINGS_LIMITS.trackingApiKeyMax, SETTINGS_MESSAGES.trackingApiKeyMax),
});
export type TrackingSettingsValues = yup.InferType<typeof trackingSettingsSchema>;

const isSubject = (name: string) => /^mail_.+_subject$/.test(name);
const isMessage = (name: string) => /^mail_.+_message$/.test(name);

function settingValueSchema(name: string) {
  const text = yup.string().nullable().default('');
  if (isSubject(name)) {
    return text
      .trim()
      .required(M.mailSubjectRequired)
      .max(SETTINGS_LIMITS.subjectMax, SETTINGS_MESSAGES.subjectMax);
  }
  if (isMessage(name)) {
    const message = text
      .trim()
      .required(M.mailMessageRequired)
      .max(SETTINGS_LIMITS.messageMax, SETTINGS_MESSAGES.messageMax);
    const key = templateOfMessageSetting(name);
    return key ? message.test(requiredPlaceholders(key)) : message;
  }
  if (name === PAYMENT_MODE_SETTING) {
    return text
      .required(SETTINGS_MESSAGES.paymentMode)
      .oneOf([...PAYMENT_MODES], SETTINGS_MESSAGES.paymentMode);
  }
  return text.max(SETTINGS_LIMITS.messageMax, SETTINGS_MESSAGES.messageMax);
}

const settingEntrySchema = yup.object({
  name: yup
    .string()
    .required(SETTINGS_MESSAGES.noSettings)
    .test('known', function known(name) {
      if (!name) return true;
      if (Object.values<string>(TRACKING_SETTINGS).includes(name)) {
        return this.createError({ message: SETTINGS_MESSAGES.trackingOnlyThroughTracking });
      }
      return SAVABLE_APP_SETTING_NAMES.includes(name)
        ? true
        : this.createError({ message: SETTINGS_MESSAGES.unknownSetting(name) });
    }),
  value: yup
    .string()
    .nullable()
    .default('')
    .when('name', ([name], schema) =>
      typeof name === 'string' && SAVABLE_APP_SETTING_NAMES.includes(name)
        ? settingValueSchema(name)
        : schema,
    ),
});

/**
 * saveAppSettings(list of name/value): known, savable names, each once; mail subjects and messages
 * are required, each message with the placeholders its template needs, the payment mode is
 * sandbox or production.
 */
export const appSettingsInputSchema = yup.object({
  settings: yup
    .array(settingEntrySchema.required())
    .required(SETTINGS_MESSAGES.noSettings)
    .min(1, SETTINGS_MESSAGES.noSettings)
    .test('unique', function unique(list) {
      const seen = new Set<string>();
      for (const entry of list ?? []) {
        if (seen.has(entry.name)) {
          return this.createError({ message: SETTINGS_MESSAGES.duplicateSetting(entry.name) });
        }
        seen.add(entry.name);
      }
      return true;
    }),
});

/**
 * Export receivers: at least one, each well formed, no address twice, at most 5.
 * Addresses compare without regard to case.
 */
export const exportEmailsSchema = yup
  .array(
    yup
      .string()
      .trim()
      .required(M.exportEmailsRequired)
      .test('email', function wellFormed(value) {
        return !value || email('', '').isValidSync(value)
          ? true
          : this.createError({ message: SETTINGS_MESSAGES.exportEmailInvalid(value) });
      }),
  )
  .required(M.exportEmailsRequired)
  .min(1, M.exportEmailsRequired)
  .max(SETTINGS_LIMITS.exportEmailsMax, SETTINGS_MESSAGES.exportEmailsMax)
  .test('unique', function unique(list) {
    const seen = new Set<string>();
    for (const value of list ?? []) {
      const key = (value ?? '').trim().toLowerCase();
      if (key && seen.has(key)) {
        return this.createError({ message: SETTINGS_MESSAGES.exportEmailDuplicate(value ?? '') });
      }
      seen.add(key);
    }
    return true;
  });
