import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const SearchBox = styled.div`
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  flex: 1 1 280px;
  max-width: 480px;
`;

export const FormPage = styled.div`
  max-width: 860px;
`;

export const Article = styled.article`
  max-width: 860px;
`;

export const Meta = styled.p`
  margin: 0 0 ${({ theme }) => podTheme(theme).space.lg};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const ArticleTitle = styled.h2`
  margin: 0 0 ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
`;
