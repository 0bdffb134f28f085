import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.statusColors.error.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.statusColors.error.bg};
  color: ${({ theme }) => theme.statusColors.error.fg};
`;

/** What the table shows when the page has no rows. */
export function TableEmpty({ message }: { message: ReactNode }) {
  return <Empty>{message}</Empty>;
}

/** What the table shows when loading failed, with a way to try again. */
export function TableError({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  return (
    <ErrorBox role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </ErrorBox>
  );
}
