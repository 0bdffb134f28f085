import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.xl}`};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
