import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

// The cells list tables share: a muted second line, a stack of lines, a thumbnail beside its text.

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** A row's picture (40 px) beside its lines. */
export const Thumbnailed = styled.span`
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
