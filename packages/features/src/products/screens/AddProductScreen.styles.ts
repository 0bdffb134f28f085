import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

/** The step's title and its next step, kept in view above the long list. */
export const StepBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};

  & > h2 {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
  }
`;
