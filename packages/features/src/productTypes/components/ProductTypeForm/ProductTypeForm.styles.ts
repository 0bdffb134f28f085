import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** One section of the form (Detail, Attributes, ...): a fieldset named by its legend. */
export const Section = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.lg};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

/** The fields of one orderable row side by side, wrapping on a narrow screen. */
export const RowFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};

  > * {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

/** A print area row: its fields, then its mockup. */
export const PrintAreaFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

/** A row's default choice: one native radio of a group that spans the rows. */
export const DefaultChoice = styled.label`
  flex: 0 0 auto !important;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  white-space: nowrap;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;

export const SectionError = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.danger};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Images = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const ImageItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  width: 112px;
  padding: ${({ theme }) => podTheme(theme).space.xs};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  word-break: break-all;

  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
`;
