import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** The order's status changes, above its detail. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
