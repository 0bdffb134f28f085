import styled from 'styled-components';
import { boxReset, mobile, podTheme } from '../../theme';

/**
 * The single order's form: the fields join the form's own column (its gap between them), so the
 * group adds no box of its own.
 */
export const Stacked = styled.div`
  display: contents;
`;

/** Total cost and shipping cost side by side; one above the other on a narrow screen. */
export const Costs = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** One order among several: its id, then carrier, tracking code and total cost side by side. */
export const Row = styled.fieldset`
  ${boxReset}
  display: grid;
  grid-template-columns: 2fr 2fr 1fr;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  align-items: start;
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.sm};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};

  & > legend {
    padding: 0 ${({ theme }) => podTheme(theme).space.xs};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }

  /* A phone: the three fields one above the other. */
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;
