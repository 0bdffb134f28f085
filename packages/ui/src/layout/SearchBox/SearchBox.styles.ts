import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { belowDesktop } from '../container';

export const Root = styled.div`
  ${boxReset}
  position: relative;
  /* As tall as the field in a stretching flex row (the top bar), so the list opens right under it. */
  align-self: center;
  flex: 0 1 360px;
  min-width: 0;
  margin-right: auto;

  ${belowDesktop} {
    flex: 1 1 auto;
  }
`;

export const SearchIcon = styled.span`
  ${boxReset}
  display: inline-flex;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Shortcut = styled.kbd`
  ${boxReset}
  padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  font-family: inherit;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  white-space: nowrap;

  ${belowDesktop} {
    display: none;
  }
`;

export const Popup = styled.div<{ $open: boolean }>`
  ${boxReset}
  position: absolute;
  top: calc(100% + ${({ theme }) => podTheme(theme).space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => podTheme(theme).zIndices.dropdown};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => podTheme(theme).space.xs} 0;
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
`;

export const List = styled.ul`
  ${boxReset}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupLabel = styled.li`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md} ${podTheme(theme).space.xxs}`};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  text-transform: uppercase;
`;

export const Option = styled.li<{ $active: boolean }>`
  ${boxReset}
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? podTheme(theme).colors.surfaceMuted : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${podTheme(theme).colors.primary}` : 'none')};
`;

export const OptionTitle = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.text};
  overflow-wrap: anywhere;
`;

export const OptionSubtitle = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Note = styled.div`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const ErrorNote = styled(Note)`
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;
