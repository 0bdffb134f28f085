import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** The read-only fields: names on the left, values on the right. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.md};
  margin: ${({ theme }) => podTheme(theme).space.md} 0;

  & > dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  & > dd {
    margin: 0;
  }
`;

export const Html = styled.div`
  & > :first-child {
    margin-top: 0;
  }
`;

/** Edit's Designs: the product's print areas, each beside its drop zone. */
export const DesignsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin-top: ${({ theme }) => podTheme(theme).space.xl};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
`;
