import styled from 'styled-components';
import { boxReset } from '../../theme';

export const StyledFooter = styled.footer`
  ${boxReset}
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
