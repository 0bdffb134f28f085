import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => podTheme(theme).space.sm};
    font-weight: 600;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One product type: its picture, title and SKU, chosen with the whole card's checkbox. */
export const Card = styled.li<{ $chosen: boolean; $disabled: boolean }>`
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  align-items: center;
  padding: ${({ theme }) => podTheme(theme).space.sm};
  border: 1px solid
    ${({ theme, $chosen }) =>
      $chosen ? podTheme(theme).colors.primary : podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  & img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;
