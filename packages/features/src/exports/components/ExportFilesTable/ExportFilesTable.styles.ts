import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const FileName = styled.span`
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const OrderIds = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;
