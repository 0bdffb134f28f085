import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastItem, ToastType } from '@podoffice/ui';

/** How a notification looks and is announced: success, error, info or warning. */
export type NotificationKind = ToastType;

/** A notification as the store keeps it: what the ui ToastViewport shows, and when it was raised. */
export type AppNotification = ToastItem & { raisedAt?: number };

/** What a caller gives notify; the id and time are made for it and the type defaults to info. */
export type NotifyPayload = Omit<ToastItem, 'id' | 'type'> & { type?: ToastType };

/**
 * A message raised this shortly before a navigation announces it ('User successfully created' and
 * back to the list) and survives it; older ones belong to the page being left.
 */
export const NOTIFICATION_NAVIGATION_GRACE_MS = 1000;

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
        return { payload: { id: nanoid(), type, raisedAt: Date.now(), ...rest } };
      },
    },
    /** The user went to another page at `at` (ms): the previous page's messages go. */
    navigated(state, action: PayloadAction<{ at: number }>) {
      const since = action.payload.at - NOTIFICATION_NAVIGATION_GRACE_MS;
      return state.filter((n) => n.raisedAt === undefined || n.raisedAt >= since);
    },
    dismiss(state, action: PayloadAction<string>) {
      return state.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state,
  },
});

export const { notify, dismiss, navigated } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
