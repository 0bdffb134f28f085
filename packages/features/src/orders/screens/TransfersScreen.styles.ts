import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  min-width: 0;
`;

/** The five selectors side by side where there is room, stacked on a phone. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin-bottom: ${({ theme }) => podTheme(theme).space.md};
`;

export const StatsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
`;
