import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.nav`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-height: 32px;
`;

export const Heading = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const ViewList = styled.ul`
  ${boxReset}
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ViewItem = styled.li<{ $active: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${podTheme(theme).colors.primary};
      background: ${podTheme(theme).colors.surfaceMuted};
    `}
`;

const chipButton = css`
  ${boxReset}
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 1px;
  }
`;

export const ApplyButton = styled.button`
  ${chipButton}
  padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.sm}`};
  padding-right: ${({ theme }) => podTheme(theme).space.xs};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  &[aria-pressed='true'] {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }
`;

export const DeleteButton = styled.button`
  ${chipButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-right: ${({ theme }) => podTheme(theme).space.xxs};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.danger};
  }
`;

export const SaveForm = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const SaveActions = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
