import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.xxl} ${podTheme(theme).space.lg}`};
  text-align: center;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Illustration = styled.div`
  ${boxReset}
  display: inline-flex;
  color: ${({ theme }) => podTheme(theme).colors.borderStrong};
`;

export const Title = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Description = styled.div`
  ${boxReset}
  max-width: 420px;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;

export const Action = styled.div`
  ${boxReset}
  margin-top: ${({ theme }) => podTheme(theme).space.sm};
`;
