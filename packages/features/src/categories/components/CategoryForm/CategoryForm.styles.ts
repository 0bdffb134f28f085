import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
