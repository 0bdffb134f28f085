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

/** The product's title with its first image. */
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

/** The short link: one line, cut with an ellipsis, whole on hover (title) and when copied. */
export const ShortLink = styled.a`
  display: inline-block;
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;
