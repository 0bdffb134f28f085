/** The meaning of a toast, which sets its colour, icon and how urgently it is announced. */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** One message in a ToastViewport: plain data, so a Redux slice can hold it. */
export interface ToastItem {
  /** Unique among the shown toasts; onDismiss reports it. */
  id: string;
  /** success, error, info or warning. */
  type: ToastType;
  /** The text, e.g. 'Create Deposit success!'. */
  message: string;
  /** A bold first line; a notification shows it as its heading, e.g. 'ERROR'. */
  title?: string;
  /** Milliseconds before it dismisses itself (3000 by default); 0 keeps it until closed. */
  duration?: number;
  /** 'toast' for a one-line message, 'notification' for a card with a heading and a description. */
  variant?: 'toast' | 'notification';
}

export const DEFAULT_TOAST_DURATION = 3000;

/** Errors and warnings interrupt (role alert); successes and information wait their turn (role status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
