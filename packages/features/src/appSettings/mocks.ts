// MSW handlers and fixtures of the appSettings area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  APP_SETTING_NAMES,
  SERVER_MESSAGES,
  SETTINGS_MESSAGES,
  TRACKING_SETTINGS,
  formatTrackingDelay,
  appSettingsInputSchema,
  canManageAppSettings,
  firstValidationError,
  mailMessageSetting,
  mailSubjectSetting,
  notificationSetting,
  trackingSettingsSchema,
  type MailTemplateKey,
  type NotificationKey,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { AppSettingFieldsFragment } from './api/AppSettings.generated';

export type AppSettingFixture = AppSettingFieldsFragment;

const MAILS: Record<MailTemplateKey, [string, string]> = {
  welcome: [
    'Activate your POD Office account',
    'Hello {{first_name}},\n\nWelcome to POD Office. Open the link below to activate your account; it stays valid for 7 days.\n\n{{link}}',
  ],
  password_recovery: [
    'Reset your POD Office password',
    'Hello {{first_name}},\n\nSomeone asked to reset the password of your POD Office account. Open the link below within one hour to choose a new one.\n\n{{link}}',
  ],
  deposit_new: [
    'New deposit of {{amount}} from {{seller}}',
    'Hello {{first_name}},\n\n{{seller}} ({{seller_email}}) made a deposit of {{amount}} for the site {{site}}.\nTransaction ID: {{transaction_id}}',
  ],
  deposit_approve: [
    'Your deposit of {{amount}} is approved',
    'Hello {{first_name}},\n\nYour deposit of {{amount}} for {{site}} (transaction ID {{transaction_id}}) is approved.',
  ],
  deposit_reject: [
    'Your deposit of {{amount}} was not approved',
    'Hello {{first_name}},\n\nYour deposit of {{amount}} for {{site}} (transaction ID {{transaction_id}}) was denied.',
  ],
};

const MESSAGES_OF_NOTIFICATIONS: Record<NotificationKey, string> = {
  order_received: 'Hi {{first_name}}, we received order #{{order_id}} from {{site}}.',
  order_producing: 'Good news: order #{{order_id}} for {{customer}} is now in production.',
  order_shipped: 'Order #{{order_id}} has shipped with {{carrier}}: {{tracking_url}}',
  order_cancelled: 'Order #{{order_id}} for {{customer}} was cancelled.',
  tracking_added: 'Tracking number {{tracking_number}} was added to order #{{order_id}}.',
  tracking_updated: 'There is news about order #{{order_id}}: {{tracking_url}}',
  tracking_delivered: 'Order #{{order_id}} was delivered to {{customer}}.',
};

/** Every setting as the server answers it for a demo platform; the API key and message are saved. */
export function makeAppSettings(
  overrides: Record<string, string | null> = {},
): AppSettingFixture[] {
  const values = new Map<string, string | null>([
    ...Object.entries(MAILS).flatMap(([key, [subject, message]]): [string, string][] => [
      [mailSubjectSetting(key as MailTemplateKey), subject],
      [mailMessageSetting(key as MailTemplateKey), message],
    ]),
    ...Object.entries(MESSAGES_OF_NOTIFICATIONS).map(([key, text]): [string, string] => [
      notificationSetting(key as NotificationKey),
      text,
    ]),
    ['payment_mode', 'sandbox'],
    ['seller_message', 'Summer sale: orders placed before 15 August ship within 3 days.'],
    [TRACKING_SETTINGS.apiKey, 'tm-demo-5f2c9a1e7b3d'],
    [TRACKING_SETTINGS.delayTime, '6 hour'],
    ...Object.entries(overrides),
  ]);
  return APP_SETTING_NAMES.map((name, i) => ({
    id: String(i + 1),
    name,
    value: values.get(name) ?? null,
  }));
}

/** A platform whose settings were never saved: no API key, no seller message. */
export function unsavedAppSettings(): AppSettingFixture[] {
  return makeAppSettings({
    seller_message: null,
    [TRACKING_SETTINGS.apiKey]: null,
    [TRACKING_SETTINGS.delayTime]: null,
  }).map((s) => ({ ...s, id: null }));
}

/**
 * The app settings calls answered from an in-memory list that saves change, with the server's
 * rules: Administrators only, and the domain's validation with its messages.
 */
export function appSettingsHandlers(initial: AppSettingFixture[] = makeAppSettings()) {
  let settings = initial.map((s) => ({ ...s }));
  const api = apiLink();
  const pick = (names: readonly string[]) =>
    names.map((name) => settings.find((s) => s.name === name) ?? { id: null, name, value: null });
  const save = (entries: { name: string; value: string | null }[]) => {
    settings = settings.map((s) => {
      const entry = entries.find((e) => e.name === s.name);
      return entry ? { ...s, id: s.id ?? String(settings.length + 1), value: entry.value } : s;
    });
  };
  return [
    api.query('AppSettings', ({ variables, request }) => {
      const names: string[] = Array.isArray(variables.input) ? variables.input : [variables.input];
      const unknown = names.find((n) => !APP_SETTING_NAMES.includes(n));
      if (unknown) return graphqlError(SETTINGS_MESSAGES.unknownSetting(unknown));
      const readable = names.every((n) => n === 'seller_message');
      if (!readable && !canManageAppSettings(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { getAppSettings: pick(names) } });
    }),
    api.mutation('SaveAppSettings', async ({ variables, request }) => {
      if (!canManageAppSettings(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const input = Array.isArray(variables.input) ? variables.input : [variables.input];
      const message = await firstValidationError(appSettingsInputSchema, { settings: input });
      if (message) return graphqlError(message);
      const entries = input.map((e) => ({ name: e.name, value: (e.value ?? '').trim() }));
      save(entries);
      return HttpResponse.json({
        data: { saveAppSettings: pick(entries.map((e) => e.name)) },
      });
    }),
    api.mutation('SettingTrackingMore', async ({ variables, request }) => {
      if (!canManageAppSettings(userOfRequest(request))) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      const values = {
        numberTime: variables.limitTime,
        unit: variables.unit ?? 'hour',
        apiKey: variables.apiKey,
      };
      const message = await firstValidationError(trackingSettingsSchema, values);
      if (message) return graphqlError(message);
      save([
        { name: TRACKING_SETTINGS.apiKey, value: values.apiKey.trim() },
        {
          name: TRACKING_SETTINGS.delayTime,
          value: formatTrackingDelay({ time: values.numberTime, unit: values.unit }),
        },
      ]);
      return HttpResponse.json({ data: { settingTrackingMore: true } });
    }),
  ];
}

type AppSettingsOperation = 'AppSettings' | 'SaveAppSettings' | 'SettingTrackingMore';

/** One app settings call failing with the server's message; put it before appSettingsHandlers(). */
export function appSettingsFailure(operation: AppSettingsOperation, message: string) {
  const api = apiLink();
  return operation === 'AppSettings'
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One app settings call that never answers: the loading state. */
export function appSettingsLoading(operation: AppSettingsOperation) {
  const api = apiLink();
  return operation === 'AppSettings'
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}
