import {
  MAIL_TEMPLATES,
  MAIL_TEMPLATE_KEYS,
  MESSAGES,
  NOTIFICATION_KEYS,
  PAYMENT_MODES,
  PAYMENT_MODE_SETTING,
  SELLER_MESSAGE_SETTING,
  mailMessageSetting,
  mailSubjectSetting,
  notificationSetting,
  settingNamesOfTab,
  type AppSettingsTab,
  type PaymentMode,
} from '@podoffice/domain';
import { Alert, Button, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useAppSettingsQuery, useSaveAppSettingsMutation, type AppSettingInput } from '../api';
import { MailTemplatesForm, type MailTemplatesValues } from '../components/MailTemplatesForm';
import { NotificationsForm, type NotificationsValues } from '../components/NotificationsForm';
import { PaymentModeForm } from '../components/PaymentModeForm';
import { SellerMessageForm } from '../components/SellerMessageForm';
import { TrackingSettingsSection } from './TrackingSettingsSection';
import { Panel } from './AppSettingsScreen.styles';

export interface SettingsTabPanelProps {
  /** The tab whose settings to load and edit. */
  tab: AppSettingsTab;
}

/** One tab of /admin/settings: loads the tab's settings, shows its forms and saves them. */
export function SettingsTabPanel({ tab }: SettingsTabPanelProps) {
  const dispatch = useAppDispatch();
  const settings = useAppSettingsQuery({ input: settingNamesOfTab(tab) });
  const [saveSettings] = useSaveAppSettingsMutation();

  if (settings.isLoading || (settings.isFetching && !settings.data)) {
    return <Skeleton lines={8} label="Loading the settings" />;
  }
  if (settings.isError || !settings.data) {
    return (
      <Alert
        variant="error"
        title={errorMessage(settings.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  }

  const values = new Map(settings.data.getAppSettings.map((s) => [s.name, s.value ?? '']));
  const value = (name: string) => values.get(name) ?? '';

  const save = async (input: AppSettingInput[]) => {
    await saveSettings({ input }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.settingsSaved }));
  };
  const formInvalid = () => dispatch(notify({ type: 'error', message: MESSAGES.formInvalid }));

  switch (tab) {
    case 'account':
    case 'mail-templates': {
      const templates = MAIL_TEMPLATE_KEYS.filter((key) => MAIL_TEMPLATES[key].tab === tab);
      const initialValues: MailTemplatesValues = Object.fromEntries(
        templates.map((key) => [
          key,
          { subject: value(mailSubjectSetting(key)), message: value(mailMessageSetting(key)) },
        ]),
      );
      return (
        <MailTemplatesForm
          aria-label={tab === 'account' ? 'Account Settings' : 'Mail Templates'}
          templates={templates}
          initialValues={initialValues}
          onInvalid={formInvalid}
          onSubmit={(form) =>
            save(
              templates.flatMap((key) => [
                { name: mailSubjectSetting(key), value: form[key]?.subject ?? '' },
                { name: mailMessageSetting(key), value: form[key]?.message ?? '' },
              ]),
            )
          }
        />
      );
    }
    case 'notification': {
      const messages = Object.fromEntries(
        NOTIFICATION_KEYS.map((key) => [key, value(notificationSetting(key))]),
      ) as NotificationsValues;
      return (
        <Panel>
          <TrackingSettingsSection value={value} />
          <NotificationsForm
            initialValues={messages}
            onInvalid={formInvalid}
            onSubmit={(form) =>
              save(
                NOTIFICATION_KEYS.map((key) => ({
                  name: notificationSetting(key),
                  value: form[key],
                })),
              )
            }
          />
        </Panel>
      );
    }
    case 'payment': {
      const saved = value(PAYMENT_MODE_SETTING) as PaymentMode;
      return (
        <PaymentModeForm
          initialValue={PAYMENT_MODES.includes(saved) ? saved : 'sandbox'}
          onSubmit={(mode) => save([{ name: PAYMENT_MODE_SETTING, value: mode }])}
        />
      );
    }
    case 'message':
      return (
        <SellerMessageForm
          initialValue={value(SELLER_MESSAGE_SETTING)}
          onSubmit={(message) => save([{ name: SELLER_MESSAGE_SETTING, value: message }])}
        />
      );
  }
}
