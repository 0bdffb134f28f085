import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Wrapper = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;

  & a {
    text-decoration: none;
  }
`;

export const Code = styled.p`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 72px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

export const Heading = styled.h1`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Message = styled.p`
  ${boxReset}
  margin: 0;
  max-width: 480px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
