import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** The product with its shop picture. */
export const Product = styled.span`
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  align-items: center;

  & > img {
    width: 40px;
    height: 40px;
    object-fit: cover;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  }
`;

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
