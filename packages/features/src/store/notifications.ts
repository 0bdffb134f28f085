import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** How a notification looks: success and error are what the spec's messages need. */
export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  message: string;
  /** A heading above the message, when the message alone would be unclear. */
  title?: string;
}

export interface NotifyPayload {
  message: string;
  kind?: NotificationKind;
  title?: string;
}

export type NotificationsState = AppNotification[];

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as NotificationsState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.push(action.payload);
      },
      prepare({ message, kind = 'info', title }: NotifyPayload) {
        return { payload: { id: nanoid(), kind, message, ...(title ? { title } : {}) } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      return state.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
