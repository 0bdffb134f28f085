import type { HTMLAttributes } from 'react';
import { OverlayCloseIcon, StatusIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { IconSlot, Text, Title, ToastRoot } from './Toast.styles';
import { toastRole, type ToastType } from './toastTypes';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** success, error, info or warning: colour, icon and how urgently it is announced. */
  type: ToastType;
  /** The text. */
  message: string;
  /** A bold first line. */
  title?: string;
  /** Called by the close button; no close button without it. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** A short message about the result of an action. ToastViewport times and stacks them. */
export function Toast({
  type,
  message,
  title,
  onClose,
  closeLabel = 'Close',
  ...rest
}: ToastProps) {
  return (
    <ToastRoot role={toastRole(type)} aria-atomic="true" $type={type} {...rest}>
      <IconSlot $type={type}>
        <StatusIcon status={type} size={18} />
      </IconSlot>
      <Text>
        {title && <Title>{title}</Title>}
        {message}
      </Text>
      {onClose && (
        <IconButton label={closeLabel} size="sm" onClick={onClose}>
          <OverlayCloseIcon size={14} />
        </IconButton>
      )}
    </ToastRoot>
  );
}
