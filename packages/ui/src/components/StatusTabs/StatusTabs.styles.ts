import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const List = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  overflow-x: auto;
  overflow-y: hidden;
  /* The base line is drawn inside the box: a border with tabs overlapping it by a negative margin
     overflowed the strip by a pixel, and a scrolling strip showed that as a vertical scrollbar. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => podTheme(theme).colors.border};
  scrollbar-width: thin;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  border: 0;
  border-bottom: 2px solid
    ${({ theme, $selected }) => ($selected ? podTheme(theme).colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? podTheme(theme).colors.primary : podTheme(theme).colors.text)};
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? podTheme(theme).fontWeights.bold : podTheme(theme).fontWeights.medium)};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: -2px;
  }
`;
