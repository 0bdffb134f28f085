import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  /* The fields follow the drawer's width (a phone's full screen), not the window's; a container
     query reads an ancestor, so the grid is the form's child. */
  container-type: inline-size;
`;

export const Fields = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};

  /* A phone's width leaves no room for two inputs side by side. */
  @container (max-width: 440px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field as wide as the form: tags, lists, the address lines, the alert. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Labels = styled.ul`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  margin: ${({ theme }) => podTheme(theme).space.xs} 0 0;
  padding: 0;
  list-style: none;
`;
