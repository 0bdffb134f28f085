import type { ReactNode } from 'react';
import { formatMoney } from '@podoffice/domain';
import { Skeleton } from '../Skeleton';
import { Hint, Label, StatRoot, Value, type StatTone } from './StatCard.styles';

export interface StatCardProps {
  /** What the number is, e.g. 'Available'. */
  label: ReactNode;
  /** The figure; null or undefined shows a dash. */
  value?: number | string | null;
  /** 'money' shows a number as dollars ('$1,234.50'), 'number' with thousands separators. */
  format?: 'money' | 'number' | 'text';
  /** Shows a skeleton instead of the value while it loads. */
  loading?: boolean;
  /** A line under the value, e.g. what the figure includes. */
  hint?: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Colour of the top edge, to tell cards apart. */
  tone?: StatTone;
  /** Extra class for layout by the parent. */
  className?: string;
}

const thousands = new Intl.NumberFormat('en-US');

function display(
  value: StatCardProps['value'],
  format: NonNullable<StatCardProps['format']>,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (format === 'money') return formatMoney(value);
    if (format === 'number') return thousands.format(value);
  }
  return String(value);
}

/** One headline figure with its label, such as the balance cards Available and Pending. */
export function StatCard({
  label,
  value,
  format = 'text',
  loading = false,
  hint,
  icon,
  tone = 'default',
  className,
}: StatCardProps) {
  return (
    <StatRoot className={className} $tone={tone}>
      <Label>
        {icon}
        {label}
      </Label>
      <Value>
        {loading ? (
          <Skeleton lines={1} width="60%" label="Loading value" />
        ) : (
          display(value, format)
        )}
      </Value>
      {hint && <Hint>{hint}</Hint>}
    </StatRoot>
  );
}
