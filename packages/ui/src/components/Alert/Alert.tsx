import type { ReactNode } from 'react';
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

const iconPaths: Record<AlertVariant, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M7 12l3 3 7-7',
  warning: 'M12 7v6M12 17h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

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
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" />
          <path d={iconPaths[variant]} />
        </svg>
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
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </Dismiss>
      )}
    </AlertRoot>
  );
}
