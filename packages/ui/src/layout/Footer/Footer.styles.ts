import styled from 'styled-components';

export const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
