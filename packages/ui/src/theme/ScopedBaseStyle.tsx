import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { podTheme } from './podTheme';

const Scope = styled.div`
  font-family: ${({ theme }) => podTheme(theme).fonts.body};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  color: ${({ theme }) => podTheme(theme).colors.text};
  line-height: 1.5;

  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  & :focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

export type ScopedBaseStyleProps = HTMLAttributes<HTMLDivElement>;

/**
 * The base styles of GlobalStyle, applied to one subtree instead of the whole page: an embedded
 * widget gets POD Office's font, colour, box model and focus ring without touching the host's
 * body or its other elements. Needs the theme (PodThemeProvider) above it. A component rather than
 * the styled div itself, whose inferred type would name styled-components' private paths.
 */
export function ScopedBaseStyle(props: ScopedBaseStyleProps) {
  return <Scope {...props} />;
}
