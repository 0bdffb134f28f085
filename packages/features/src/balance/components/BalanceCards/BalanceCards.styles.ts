import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** Sizes the figures by the width they are given (a query on this box), not the window's. */
export const Root = styled.div`
  container: balance-cards / inline-size;
`;

/** Four figures in a row when there is room, else a 2 x 2 grid (never three and one). */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};

  @container balance-cards (max-width: 799.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @container balance-cards (max-width: 599.98px) {
    gap: ${({ theme }) => podTheme(theme).space.sm};
  }
`;
