import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** Scrolls inside the panel when a table has more columns than a short window shows. */
export const List = styled.ul`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  max-height: min(420px, 60vh);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const Item = styled.li`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-height: 32px;
`;

export const Moves = styled.span`
  ${boxReset}
  display: inline-flex;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
`;

export const Footer = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => podTheme(theme).space.sm};
  padding-top: ${({ theme }) => podTheme(theme).space.sm};
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;
