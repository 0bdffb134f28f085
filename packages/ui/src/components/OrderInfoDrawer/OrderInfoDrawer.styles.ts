import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Section = styled.section`
  ${boxReset}
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h3`
  ${boxReset}
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > dd {
    margin: 0;
  }

  /* The total closes the list, in bold. */
  & > dd:last-child {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
