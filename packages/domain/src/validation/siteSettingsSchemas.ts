import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import {
  ORDER_RECEIVED_DELAYS,
  SITE_MESSAGE_MAX,
  SITE_SETTING_FLAGS,
  SITE_SETTING_MESSAGES,
  SITE_SETTING_NAMES,
  isSiteSettingName,
  type SiteSettingName,
} from '../siteSettings';

// The site settings rules travel with their schemas through the package's one export line.
export * from '../siteSettings';

// Yup schemas of the site settings form and of single setting rows (spec 1 §3, §9).

const delay = () =>
  yup
    .number()
    .typeError(SITE_SETTING_MESSAGES.delayInvalid)
    .required(SITE_SETTING_MESSAGES.delayInvalid)
    .oneOf([...ORDER_RECEIVED_DELAYS], SITE_SETTING_MESSAGES.delayInvalid);

/** A message is needed only while its mail is switched on: an enabled mail must say something. */
const messageOf = (enableField: SiteSettingName) =>
  yup
    .string()
    .default('')
    .max(SITE_MESSAGE_MAX, SITE_SETTING_MESSAGES.messageMax)
    .when(enableField, {
      is: true,
      then: (s) => s.trim().required(M.mailMessageRequired),
    });

/** The whole settings form (the Email notification and Fulfill role tabs), checked by updateSiteSettings. */
export const siteSettingsSchema = yup.object({
  order_received_enable: yup.boolean().default(false),
  order_received_after: delay(),
  order_received_message: messageOf('order_received_enable'),
  order_producing_enable: yup.boolean().default(false),
  order_producing_message: messageOf('order_producing_enable'),
  order_shipping_enable: yup.boolean().default(false),
  order_shipping_message: messageOf('order_shipping_enable'),
  fulfill_role: yup.boolean().default(false),
});

/** One setting row as createSiteSetting receives it: a known name and a value that fits it. */
export const siteSettingRowSchema = yup.object({
  site_id: yup.string().required(),
  name: yup
    .string()
    .required(SITE_SETTING_MESSAGES.unknownName)
    .oneOf([...SITE_SETTING_NAMES], SITE_SETTING_MESSAGES.unknownName),
  value: yup
    .string()
    .defined()
    .default('')
    .test('fits-name', function fitsName(value) {
      const name = this.parent.name as string;
      if (!isSiteSettingName(name)) return true;
      if (SITE_SETTING_FLAGS.includes(name)) {
        return (
          value === 'true' ||
          value === 'false' ||
          this.createError({ message: SITE_SETTING_MESSAGES.flagInvalid })
        );
      }
      if (name === 'order_received_after') {
        return (
          ORDER_RECEIVED_DELAYS.some((d) => String(d) === value) ||
          this.createError({ message: SITE_SETTING_MESSAGES.delayInvalid })
        );
      }
      return (
        (value ?? '').length <= SITE_MESSAGE_MAX ||
        this.createError({ message: SITE_SETTING_MESSAGES.messageMax })
      );
    }),
});
export type SiteSettingRowValues = yup.InferType<typeof siteSettingRowSchema>;
