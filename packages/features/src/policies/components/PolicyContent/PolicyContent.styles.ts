import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Rich = styled.div`
  color: ${({ theme }) => podTheme(theme).colors.text};
  line-height: 1.6;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;

export const Plain = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.text};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
