export { Toast, type ToastProps } from './Toast';
export { ToastViewport, type ToastViewportProps } from './ToastViewport';
export { DEFAULT_TOAST_DURATION, toastRole, type ToastItem, type ToastType } from './toastTypes';
