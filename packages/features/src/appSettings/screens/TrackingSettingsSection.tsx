import { MESSAGES, TRACKING_SETTINGS, type TrackingDelayUnit } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useSettingTrackingMoreMutation } from '../api';
import { TrackingSettingsForm } from '../components/TrackingSettingsForm';

export interface TrackingSettingsSectionProps {
  /** A setting's saved value ('' when never saved). */
  value: (name: string) => string;
}

function numberOrUndefined(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The tracking service's settings (/admin/tracking): the delay and its unit,
 * the API key, saved with settingTrackingMore; on /admin/tracking and the Notification tab.
 */
export function TrackingSettingsSection({ value }: TrackingSettingsSectionProps) {
  const dispatch = useAppDispatch();
  const [saveTracking] = useSettingTrackingMoreMutation();
  const unit = value(TRACKING_SETTINGS.delayUnit) === 'day' ? 'day' : 'hour';
  return (
    <TrackingSettingsForm
      initialValues={{
        numberTime: numberOrUndefined(value(TRACKING_SETTINGS.delayTime)),
        unit: unit as TrackingDelayUnit,
        apiKey: value(TRACKING_SETTINGS.apiKey),
      }}
      onSubmit={async ({ apiKey, numberTime, unit: chosen }) => {
        await saveTracking({ apiKey, limitTime: numberTime, unit: chosen }).unwrap();
        dispatch(notify({ type: 'success', message: MESSAGES.trackingSettingSaved }));
      }}
    />
  );
}
