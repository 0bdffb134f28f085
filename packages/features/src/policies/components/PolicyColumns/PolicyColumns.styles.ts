import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
  align-items: start;
`;

export const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

export const Entry = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  }
`;

export const TitleButton = styled.button`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => podTheme(theme).space.xs} 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => podTheme(theme).colors.primary};
  cursor: pointer;
  overflow-wrap: break-word;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
