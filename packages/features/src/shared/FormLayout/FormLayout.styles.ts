import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Footnote = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};

  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }
`;

export const InlineLink = styled.span`
  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;
