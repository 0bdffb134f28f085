import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
`;

export const RangeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  align-items: center;
`;

/** The top product types' table and list side by side, stacked when narrow. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
  align-items: start;
  & > * {
    min-width: 0;
  }
`;
