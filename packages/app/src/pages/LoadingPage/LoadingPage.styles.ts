import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Centre = styled.div<{ $fullPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '240px')};
  color: ${({ theme }) => podTheme(theme).colors.primary};
`;
