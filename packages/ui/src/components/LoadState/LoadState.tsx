import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';

export interface LoadStateProps {
  /** Shows skeleton lines in place of the content. */
  loading?: boolean;
  /** What the skeleton is called for screen readers, e.g. 'Loading comments'. */
  loadingLabel?: string;
  /** How many skeleton lines to show. */
  loadingLines?: number;
  /** A load error; it replaces the content. */
  error?: ReactNode;
  /** Shows Retry beside the error. */
  onRetry?: () => void;
  /** Whether there is nothing to show (checked after loading and error). */
  empty?: boolean;
  /** What the empty state says. */
  emptyMessage?: ReactNode;
  /** The loaded content. */
  children?: ReactNode;
}

/**
 * The loading, error and empty states of a panel's content (a drawer's list, a modal's choices),
 * in the same order everywhere: loading first, then a load error, then nothing to show.
 */
export function LoadState({
  loading = false,
  loadingLabel = 'Loading',
  loadingLines = 4,
  error,
  onRetry,
  empty = false,
  emptyMessage = 'No data',
  children,
}: LoadStateProps) {
  if (loading) return <Skeleton lines={loadingLines} label={loadingLabel} />;
  if (error) {
    return (
      <Alert
        variant="error"
        action={
          onRetry && (
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      >
        {error}
      </Alert>
    );
  }
  if (empty) return <EmptyState title={emptyMessage} />;
  return <>{children}</>;
}
