import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.div`
  ${boxReset}
  position: relative;
  display: inline-block;
`;

/** Placed by DropdownMenu (fixed, in viewport pixels), so no scroll area around it clips it. */
export const Menu = styled.ul`
  ${boxReset}
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Item = styled.li<{ $danger: boolean; $disabled: boolean }>`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  white-space: nowrap;
  color: ${({ theme, $danger, $disabled }) =>
    $disabled ? theme.colors.textMuted : $danger ? theme.colors.danger : theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  outline: none;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const ItemText = styled.span`
  ${boxReset}
  display: flex;
  flex-direction: column;
`;

export const Hint = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Separator = styled.li`
  ${boxReset}
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;
