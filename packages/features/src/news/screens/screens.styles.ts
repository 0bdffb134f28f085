import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SearchBox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
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
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ArticleTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
