import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;
