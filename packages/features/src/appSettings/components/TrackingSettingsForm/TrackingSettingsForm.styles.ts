import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const DelayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.xl};

  > :first-child {
    width: 200px;
  }
`;
