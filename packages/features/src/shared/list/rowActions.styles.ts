import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A row's one non-destructive action as a plain link (a table whose rows can only be edited). */
export const EditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
