import type { ReactNode } from 'react';
import { CloseIcon, StatusIcon } from '../../icons';
import { Actions, AlertRoot, Body, Dismiss, Icon, Title, type AlertVariant } from './Alert.styles';

export interface AlertProps {
  /** Meaning and colour; warning and error are announced at once (role alert), the others politely. */
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons or links under the message. */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** An inline message about the page or a form: info, success, warning or error. */
export function Alert({
  variant = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <AlertRoot className={className} role={urgent ? 'alert' : 'status'} $variant={variant}>
      <Icon $variant={variant}>
        <StatusIcon status={variant} size={18} />
      </Icon>
      <Body>
        {title && <Title $variant={variant}>{title}</Title>}
        {children && <div>{children}</div>}
        {action && <Actions>{action}</Actions>}
      </Body>
      {onDismiss && (
        <Dismiss
          type="button"
          aria-label={dismissLabel}
          title={dismissLabel}
          onClick={onDismiss}
          $variant={variant}
        >
          <CloseIcon size={14} />
        </Dismiss>
      )}
    </AlertRoot>
  );
}
