import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** The drawer's form stacks its parts with one gap, the footer last. */
export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;
