import styled from 'styled-components';
import { boxReset } from '../../theme';

export const List = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  overflow-y: hidden;
  /* The base line is drawn inside the box: a border with tabs overlapping it by a negative margin
     overflowed the strip by a pixel, and a scrolling strip showed that as a vertical scrollbar. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.bold : theme.fontWeights.medium)};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
