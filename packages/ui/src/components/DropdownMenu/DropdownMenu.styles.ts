import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

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
  z-index: ${({ theme }) => podTheme(theme).zIndices.dropdown};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.xs} 0;
  list-style: none;
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
`;

export const Item = styled.li<{ $danger: boolean; $disabled: boolean }>`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  white-space: nowrap;
  color: ${({ theme, $danger, $disabled }) =>
    $disabled
      ? podTheme(theme).colors.textMuted
      : $danger
        ? podTheme(theme).colors.danger
        : podTheme(theme).colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  outline: none;

  &:hover,
  &:focus {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
`;

export const ItemText = styled.span`
  ${boxReset}
  display: flex;
  flex-direction: column;
`;

export const Hint = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
`;

export const Separator = styled.li`
  ${boxReset}
  height: 1px;
  margin: ${({ theme }) => podTheme(theme).space.xs} 0;
  background: ${({ theme }) => podTheme(theme).colors.border};
`;
