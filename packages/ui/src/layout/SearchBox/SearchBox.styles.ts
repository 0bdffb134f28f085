import styled from 'styled-components';
import { boxReset } from '../../theme';
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
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Shortcut = styled.kbd`
  ${boxReset}
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;

  ${belowDesktop} {
    display: none;
  }
`;

export const Popup = styled.div<{ $open: boolean }>`
  ${boxReset}
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const List = styled.ul`
  ${boxReset}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupLabel = styled.li`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`;

export const Option = styled.li<{ $active: boolean }>`
  ${boxReset}
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
`;

export const OptionTitle = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const OptionSubtitle = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Note = styled.div`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorNote = styled(Note)`
  color: ${({ theme }) => theme.colors.danger};
`;
