import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin: 0;
`;

export const Stat = styled.div`
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};

  dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => podTheme(theme).space.xs} 0 0;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
