import type { ReactNode } from 'react';
import type { StatusName } from '../../theme';
import { Pill } from './Badge.styles';

export interface BadgeProps {
  /** The status name (balance, site, order or tracking); picks its colours, unknown names get the default ones. */
  status: StatusName | (string & {});
  /** The text shown; defaults to the status name, underscores read as spaces. */
  children?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A badge's text when none is given: the status name, underscores read as spaces. */
export function humanizeStatus(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A coloured status pill, e.g. Pending, Approved, in_production, delivered. */
export function Badge({ status, children, className }: BadgeProps) {
  return (
    <Pill className={className} $status={status}>
      {children ?? humanizeStatus(status)}
    </Pill>
  );
}
