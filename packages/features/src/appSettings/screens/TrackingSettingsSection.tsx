import { MESSAGES, TRACKING_SETTINGS, parseTrackingDelay } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useSettingTrackingMoreMutation } from '../api';
import { TrackingSettingsForm } from '../components/TrackingSettingsForm';

export interface TrackingSettingsSectionProps {
  /** A setting's saved value ('' when never saved). */
  value: (name: string) => string;
}

/**
 * The tracking service's settings (/admin/tracking): the delay and its unit,
 * the API key, saved with settingTrackingMore; on /admin/tracking and the Notification tab.
 */
export function TrackingSettingsSection({ value }: TrackingSettingsSectionProps) {
  const dispatch = useAppDispatch();
  const [saveTracking] = useSettingTrackingMoreMutation();
  // Spec 2 §3: one value, '<number> <hour|day>' (the server reads an older row into it).
  const delay = parseTrackingDelay(value(TRACKING_SETTINGS.delayTime));
  return (
    <TrackingSettingsForm
      initialValues={{
        numberTime: delay?.time,
        unit: delay?.unit ?? 'hour',
        apiKey: value(TRACKING_SETTINGS.apiKey),
      }}
      onSubmit={async ({ apiKey, numberTime, unit: chosen }) => {
        await saveTracking({ apiKey, limitTime: numberTime, unit: chosen }).unwrap();
        dispatch(notify({ type: 'success', message: MESSAGES.trackingSettingSaved }));
      }}
    />
  );
}
