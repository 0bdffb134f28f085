import type { HTMLAttributes, ReactNode } from 'react';
import { OverlayCloseIcon, StatusIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { toastRole, type ToastType } from '../Toast/toastTypes';
import { Card, Content, Description, Heading, IconSlot } from './Notification.styles';

export interface NotificationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** success, error, info or warning: colour, icon and how urgently it is announced. */
  type: ToastType;
  /** The heading, e.g. 'ERROR'. */
  title?: ReactNode;
  /** The message under the heading. */
  description: ReactNode;
  /** Called by the close button; no close button without it. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** A card-sized message with a heading and a description; ToastViewport shows it for variant 'notification'. */
export function Notification({
  type,
  title,
  description,
  onClose,
  closeLabel = 'Close',
  ...rest
}: NotificationProps) {
  return (
    <Card role={toastRole(type)} aria-atomic="true" $type={type} {...rest}>
      <IconSlot $type={type}>
        <StatusIcon status={type} size={22} />
      </IconSlot>
      <Content>
        {title && <Heading>{title}</Heading>}
        <Description>{description}</Description>
      </Content>
      {onClose && (
        <IconButton label={closeLabel} size="sm" onClick={onClose}>
          <OverlayCloseIcon size={14} />
        </IconButton>
      )}
    </Card>
  );
}
