import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CountLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  color: inherit;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;

export const CountValue = styled.strong`
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
`;
