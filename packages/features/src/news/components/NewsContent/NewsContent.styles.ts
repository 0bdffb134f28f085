import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Body = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${({ theme }) => podTheme(theme).space.md};
  }
  h1,
  h2,
  h3 {
    margin: ${({ theme }) => `${podTheme(theme).space.lg} 0 ${podTheme(theme).space.sm}`};
    line-height: 1.3;
  }
  h1 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => podTheme(theme).space.md};
    padding-left: ${({ theme }) => podTheme(theme).space.xl};
  }
  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
