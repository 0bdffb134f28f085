import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** The modals' forms stack their parts with one gap, the footer last. */
export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** The chosen variant's sku and price, as label: value pairs. */
export const Chosen = styled.dl`
  ${boxReset}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`};
  margin: 0;
  min-height: 1em;

  & > dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }
`;
