import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** Total cost and shipping cost side by side; one above the other on a narrow screen. */
export const Costs = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;
