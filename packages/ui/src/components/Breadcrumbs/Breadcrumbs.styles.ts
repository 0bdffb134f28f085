import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

// One styled block for the whole trail: it rides in every form page's chunk, so it stays small.
export const Nav = styled.nav`
  ${boxReset}
  margin-bottom: ${({ theme }) => podTheme(theme).space.md};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => podTheme(theme).space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => podTheme(theme).space.xs};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }

  [aria-current] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    overflow-wrap: break-word;
  }
`;
