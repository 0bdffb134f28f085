import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Main = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => podTheme(theme).colors.background};
`;
