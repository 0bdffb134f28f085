import { MESSAGES, TRACKING_SETTINGS, canManageAppSettings } from '@podoffice/domain';
import { Alert, Button, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useAppSettingsQuery } from '../api';
import { Page, Title } from './TrackingSettingsScreen.styles';
import { TrackingSettingsSection } from './TrackingSettingsSection';

/**
 * /admin/tracking (a tracking settings form on a settings page): the tracking service's
 * delay and API key. The route is open to Supporter and Listing too; only an Administrator reads
 * and saves the settings, so the others are told so.
 */
export function TrackingSettingsScreen() {
  const user = useAppSelector(selectCurrentUser);
  const admin = canManageAppSettings(user);
  const settings = useAppSettingsQuery(
    { input: Object.values(TRACKING_SETTINGS) },
    { skip: !admin },
  );
  let body;
  if (!admin) {
    body = (
      <Alert variant="info">
        Only an Administrator changes the tracking service&apos;s settings.
      </Alert>
    );
  } else if (settings.isLoading) {
    body = <Skeleton lines={4} label="Loading the tracking settings" />;
  } else if (settings.isError || !settings.data) {
    body = (
      <Alert
        variant="error"
        title={errorMessage(settings.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  } else {
    const values = new Map(settings.data.getAppSettings.map((s) => [s.name, s.value ?? '']));
    body = <TrackingSettingsSection value={(name) => values.get(name) ?? ''} />;
  }
  return (
    <Page aria-labelledby="tracking-settings-title">
      <Title id="tracking-settings-title">Tracking</Title>
      {body}
    </Page>
  );
}
