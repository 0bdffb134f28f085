import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Title = styled.h2`
  margin: 0;
  margin-right: auto;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
`;
