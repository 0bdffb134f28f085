import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** The push's answers under the title row, one line per order number. */
export const DtfResults = styled.ul`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
