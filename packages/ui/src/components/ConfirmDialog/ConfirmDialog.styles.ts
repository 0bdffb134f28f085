import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Message = styled.div`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
