import styled from 'styled-components';

export const Body = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h1,
  h2,
  h3 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
    line-height: 1.3;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
