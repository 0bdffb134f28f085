import styled from 'styled-components';
import type { StatusName } from '../../theme';

export const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
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

export const Count = styled.span<{ $status?: StatusName }>`
  display: inline-block;
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => ($status ? theme.statusColors[$status].bg : theme.colors.surfaceMuted)};
  color: ${({ theme, $status }) => ($status ? theme.statusColors[$status].fg : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
  text-align: center;
`;
