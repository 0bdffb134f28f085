import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export { Muted, Stack, Thumbnailed as Product } from '../../../shared/list/cells.styles';

/** A line's properties as name: value pairs, kept narrow. */
export const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0 ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  max-width: 260px;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};

  & > dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
