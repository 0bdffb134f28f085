import styled from 'styled-components';
import { podTheme } from '../../theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Row = styled.li<{ $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => podTheme(theme).space.sm};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme, $dragging }) =>
    $dragging ? podTheme(theme).colors.surfaceMuted : podTheme(theme).colors.surface};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
`;

export const Handle = styled.button`
  flex: none;
  width: 28px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
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
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
