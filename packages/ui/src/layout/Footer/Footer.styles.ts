import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const StyledFooter = styled.footer`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.lg} ${podTheme(theme).space.xl}`};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  text-align: center;
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;
