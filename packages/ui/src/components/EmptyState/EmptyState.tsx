import type { ReactNode } from 'react';
import { StrokeIcon } from '../../icons';
import { Action, Description, Illustration, Root, Title } from './EmptyState.styles';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No orders yet'. */
  title: ReactNode;
  /** A sentence on why, or what to do next. */
  description?: ReactNode;
  /** A button or link that fixes the emptiness, e.g. 'Add Site'. */
  action?: ReactNode;
  /** Replaces the default empty-box picture; pass null for none. */
  icon?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

const emptyBox = (
  <StrokeIcon size={48} strokeWidth="1.5">
    <path d="M3 9l3-5h12l3 5v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9z" />
    <path d="M3 9h5a4 4 0 0 0 8 0h5" />
  </StrokeIcon>
);

/** What a list or a page shows when there is nothing in it. */
export function EmptyState({
  title,
  description,
  action,
  icon = emptyBox,
  className,
}: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <Illustration>{icon}</Illustration>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
