import styled from 'styled-components';
import { boxReset, visuallyHidden, podTheme } from '../../theme';

export const Field = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  color: ${({ theme }) => podTheme(theme).colors.text};

  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.danger};
  margin-left: ${({ theme }) => podTheme(theme).space.xxs};
`;

export const Help = styled.div`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const ErrorText = styled.div`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;
