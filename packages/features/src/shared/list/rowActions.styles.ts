import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** A row's one non-destructive action as a plain link (a table whose rows can only be edited). */
export const EditLink = styled(Link)`
  color: ${({ theme }) => podTheme(theme).colors.primary};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;
