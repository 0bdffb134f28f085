import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

/** The title and Fetch Orders at the row's end, also when the title is not shown (the app). */
export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Title = styled.h2`
  margin: 0;
  margin-right: auto;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
`;
