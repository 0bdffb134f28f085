import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const RowActions = styled.div<{ $end: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;

export const EditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
