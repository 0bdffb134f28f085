import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The template selector with its Add item button on one line. */
export const TemplateRow = styled.div`
  ${boxReset}
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;

/** The New Template form, set apart from the mapping below it. */
export const NewTemplate = styled.fieldset`
  ${boxReset}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

/** The fields in two columns where the modal is wide enough, one on a phone. */
export const Fields = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;
