import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Group = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-width: 0;
`;

export const InputSlot = styled.div`
  ${boxReset}
  flex: 0 1 200px;
  min-width: 160px;
`;
