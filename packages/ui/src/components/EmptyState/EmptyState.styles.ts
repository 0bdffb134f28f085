import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Illustration = styled.div`
  ${boxReset}
  display: inline-flex;
  color: ${({ theme }) => theme.colors.borderStrong};
`;

export const Title = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Description = styled.div`
  ${boxReset}
  max-width: 420px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Action = styled.div`
  ${boxReset}
  margin-top: ${({ theme }) => theme.space.sm};
`;
