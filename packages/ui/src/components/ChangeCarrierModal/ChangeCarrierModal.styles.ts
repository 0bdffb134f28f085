import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
