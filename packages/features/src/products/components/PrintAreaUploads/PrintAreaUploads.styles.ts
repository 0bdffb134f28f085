import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** One product type's print areas: the area's name and design beside its drop zone. */
export const AreaList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    gap: ${({ theme }) => podTheme(theme).space.md};
    align-items: center;
  }

  & > li > div {
    display: flex;
    flex-direction: column;
  }
`;
