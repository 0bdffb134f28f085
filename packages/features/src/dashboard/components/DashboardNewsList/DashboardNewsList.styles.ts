import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const NewsItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NewsItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  overflow-wrap: anywhere;
`;

export const NewsDate = styled.time`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;
