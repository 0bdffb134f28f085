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

export const Code = styled.code`
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  overflow-wrap: anywhere;
`;

/** A shop order's tracking that never reached the shop is red. */
export const Unpushed = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 2px 6px;
  border-left: 3px solid ${({ theme }) => podTheme(theme).colors.danger};
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;

export const Problem = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.danger};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  max-width: 260px;
`;
