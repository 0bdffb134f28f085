import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

// Cell styles both log tables share.

export const Code = styled.code`
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Summary = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
