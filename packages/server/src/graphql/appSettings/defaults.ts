import {
  DEFAULT_PAYMENT_MODE,
  MAIL_TEMPLATE_KEYS,
  NOTIFICATION_KEYS,
  PAYMENT_MODE_SETTING,
  mailMessageSetting,
  mailSubjectSetting,
  notificationSetting,
  type NotificationKey,
} from '@podoffice/domain';
import { BUILT_IN_TEMPLATES } from '../../mail/templates';

/** What each order and tracking message says until an Administrator changes it. */
const BUILT_IN_NOTIFICATIONS: Record<NotificationKey, string> = {
  order_received: 'Hi {{first_name}}, we received order #{{order_id}} from {{site}}.',
  order_producing: 'Good news: order #{{order_id}} for {{customer}} is now in production.',
  order_shipped:
    'Order #{{order_id}} has shipped with {{carrier}}. Tracking number {{tracking_number}}: {{tracking_url}}',
  order_cancelled: 'Order #{{order_id}} for {{customer}} was cancelled.',
  tracking_added:
    'Tracking number {{tracking_number}} ({{carrier}}) was added to order #{{order_id}}.',
  tracking_updated:
    'There is news about order #{{order_id}}: follow parcel {{tracking_number}} at {{tracking_url}}.',
  tracking_delivered: 'Order #{{order_id}} was delivered to {{customer}}.',
};

const DEFAULTS = new Map<string, string>([
  ...MAIL_TEMPLATE_KEYS.flatMap((key): [string, string][] => [
    [mailSubjectSetting(key), BUILT_IN_TEMPLATES[key].subject],
    [mailMessageSetting(key), BUILT_IN_TEMPLATES[key].message],
  ]),
  ...NOTIFICATION_KEYS.map((key): [string, string] => [
    notificationSetting(key),
    BUILT_IN_NOTIFICATIONS[key],
  ]),
  [PAYMENT_MODE_SETTING, DEFAULT_PAYMENT_MODE],
]);

/** The value a setting has while it was never saved; null when it has none (e.g. the API key). */
export function defaultSettingValue(name: string): string | null {
  return DEFAULTS.get(name) ?? null;
}
