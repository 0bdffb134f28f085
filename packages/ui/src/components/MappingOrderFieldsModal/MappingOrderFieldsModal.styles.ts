import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** The template selector with its Add item button on one line. */
export const TemplateRow = styled.div`
  ${boxReset}
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  & > :first-child {
    flex: 1;
  }
`;

/** The New Template form, set apart from the mapping below it. */
export const NewTemplate = styled.fieldset`
  ${boxReset}
  display: grid;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  & > legend {
    padding: 0 ${({ theme }) => podTheme(theme).space.xs};
    font-weight: 600;
  }
`;

/** The fields in two columns where the modal is wide enough, one on a phone. */
export const Fields = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.sm} ${({ theme }) => podTheme(theme).space.lg};
`;
