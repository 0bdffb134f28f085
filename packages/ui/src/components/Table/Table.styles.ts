import styled, { keyframes } from 'styled-components';
import { boxReset } from '../../theme';

export type CellAlign = 'left' | 'center' | 'right';

export const Wrapper = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** Lets a wide table scroll sideways on small screens instead of squeezing its columns. */
export const ScrollArea = styled.div`
  ${boxReset}
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $minWidth?: string }>`
  ${boxReset}
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Caption = styled.caption`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const HeaderCell = styled.th<{ $align: CellAlign; $width?: string }>`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  width: ${({ $width }) => $width ?? 'auto'};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

export const Row = styled.tr<{ $selected: boolean }>`
  ${boxReset}
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceMuted : theme.colors.surface)};

  &:not(:last-child) > td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Cell = styled.td<{ $align: CellAlign }>`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

/** The one cell spanning all columns that holds the empty or error state. */
export const StateCell = styled.td`
  ${boxReset}
  padding: ${({ theme }) => theme.space.lg};
`;

export const SelectCell = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.5; }
  to { opacity: 1; }
`;

export const SkeletonBar = styled.span`
  ${boxReset}
  display: block;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
