import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** The staff's extra filters in their popover: one under the other. */
export const MoreFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
