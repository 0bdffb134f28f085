import styled from 'styled-components';
import { boxReset } from '../../theme';

export const List = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -1px;
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
