import { createGlobalStyle } from 'styled-components';
import { podTheme } from './podTheme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => podTheme(theme).fonts.body};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
    color: ${({ theme }) => podTheme(theme).colors.text};
    background: ${({ theme }) => podTheme(theme).colors.background};
    line-height: 1.5;
  }
  :focus-visible { outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus}; outline-offset: 2px; }
`;
