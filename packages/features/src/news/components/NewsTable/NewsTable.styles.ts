import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const TitleLink = styled(Link)`
  color: ${({ theme }) => podTheme(theme).colors.primary};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
