import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Wrapper = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  padding: ${({ theme }) => `${podTheme(theme).space.xxxl} ${podTheme(theme).space.xl}`};
  text-align: center;

  & a {
    text-decoration: none;
  }
`;

export const Code = styled.p`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.primary};
  font-size: 72px;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  line-height: 1;
`;

export const Heading = styled.h1`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Message = styled.p`
  ${boxReset}
  margin: 0;
  max-width: 480px;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
`;
