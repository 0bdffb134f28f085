import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Message = styled.div`
  ${boxReset}
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.text};
`;
