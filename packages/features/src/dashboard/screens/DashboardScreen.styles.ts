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

/**
 * The top product types' table and list side by side, stacked when narrow. The table takes the
 * larger share and never less than its table width (the ui Table turns into cards below 600 px
 * of its own box, which made five tall cards beside the list at 1440 px).
 */
export const Panels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  align-items: flex-start;
  & > * {
    min-width: 0;
    flex: 1 1 320px;
  }
  & > :first-child {
    flex: 2 1 620px;
  }
`;
