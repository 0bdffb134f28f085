import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
