import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const TabList = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

export const Tab = styled.button<{ $selected: boolean }>`
  ${boxReset}
  position: relative;
  flex: none;
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.lg}`};
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? podTheme(theme).fontWeights.bold : podTheme(theme).fontWeights.medium)};
  color: ${({ theme, $selected }) => ($selected ? podTheme(theme).colors.primary : podTheme(theme).colors.textMuted)};
  cursor: pointer;
  white-space: nowrap;

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${({ theme, $selected }) => ($selected ? podTheme(theme).colors.primary : 'transparent')};
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Panel = styled.div`
  ${boxReset}
  padding-top: ${({ theme }) => podTheme(theme).space.lg};
`;
