import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  max-width: 1100px;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const TypeSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};

  & > header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => podTheme(theme).space.sm};
  }

  & h3 {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
`;

/** The variants' prices: a plain table, its inputs in the cells. */
export const PriceTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.sm};
    border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
    text-align: left;
    vertical-align: top;
  }

  & th {
    font-weight: 600;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  }

  & td input {
    max-width: 140px;
  }
`;

/** A price still at its type's default says so under it ('Default regular price'). */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const CellError = styled.span`
  display: block;
  max-width: 220px;
  color: ${({ theme }) => podTheme(theme).colors.danger};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  justify-content: flex-end;
`;

/** A type's attribute and its options, ticked while their variants are in the table. */
export const OptionGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    float: left;
    margin-right: ${({ theme }) => podTheme(theme).space.sm};
    padding: 0;
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }
`;

export const OptionList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.md};
`;

/** Step 2's designs: the print areas of the chosen types under their heading. */
export const Designs = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
`;
