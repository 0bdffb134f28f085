import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './AppSettings.generated';

const SETTINGS = { type: 'AppSetting', id: 'LIST' } as const;

/** The app settings endpoints: a save refreshes every tab's settings. */
export const appSettingsApi = api.enhanceEndpoints({
  endpoints: {
    AppSettings: { providesTags: [SETTINGS] },
    SaveAppSettings: { invalidatesTags: [SETTINGS] },
    SettingTrackingMore: { invalidatesTags: [SETTINGS] },
  },
});

// A tab shows a failed load in its own alert.
silenceErrorToasts('AppSettings');

export const { useAppSettingsQuery, useSaveAppSettingsMutation, useSettingTrackingMoreMutation } =
  appSettingsApi;

export type * from './AppSettings.generated';
