import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastItem, ToastType } from '@podoffice/ui';

/** How a notification looks and is announced: success, error, info or warning. */
export type NotificationKind = ToastType;

/** A notification as the store keeps it: exactly what the ui ToastViewport shows. */
export type AppNotification = ToastItem;

/** What a caller gives notify; the id is made for it and the type defaults to info. */
export type NotifyPayload = Omit<ToastItem, 'id' | 'type'> & { type?: ToastType };

export type NotificationsState = AppNotification[];

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as NotificationsState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.push(action.payload);
      },
      prepare({ type = 'info', ...rest }: NotifyPayload) {
        return { payload: { id: nanoid(), type, ...rest } };
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
