import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const TagRoot = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  max-width: 100%;
  padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  line-height: 22px;
`;

export const RemoveButton = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-right: -${({ theme }) => podTheme(theme).space.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.danger};
  }
`;
