import styled from 'styled-components';
import { boxReset } from '../../theme';

/** The modals' forms stack their parts with one gap, the footer last. */
export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The chosen variant's sku and price, as label: value pairs. */
export const Chosen = styled.dl`
  ${boxReset}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  min-height: 1em;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
