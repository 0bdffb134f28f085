import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Section = styled.section`
  ${boxReset}
  margin-bottom: ${({ theme }) => podTheme(theme).space.lg};
`;

export const SectionTitle = styled.h3`
  ${boxReset}
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Address = styled.address`
  ${boxReset}
  display: flex;
  flex-direction: column;
  font-style: normal;
  line-height: 1.6;
`;

export const Facts = styled.dl`
  ${boxReset}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.lg}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  & > dd {
    margin: 0;
  }

  /* The total closes the list, in bold. */
  & > dd:last-child {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  }
`;
