import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.li<{ $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) =>
    $dragging ? theme.colors.surfaceMuted : theme.colors.surface};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
`;

export const Handle = styled.button`
  flex: none;
  width: 28px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: grab;
  touch-action: none;

  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
