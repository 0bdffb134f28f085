import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  /* The fields follow the drawer's width (a phone's full screen), not the window's. */
  container-type: inline-size;
`;

export const Group = styled.fieldset`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  /* A phone's width leaves no room for two inputs side by side. */
  @container (max-width: 440px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Legend = styled.legend`
  ${boxReset}
  grid-column: 1 / -1;
  float: left;
  width: 100%;
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  padding: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

/** A field as wide as the form: the address lines. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;
