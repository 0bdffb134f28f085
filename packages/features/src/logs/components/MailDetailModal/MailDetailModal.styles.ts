import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const MailFrame = styled.iframe`
  width: 100%;
  height: 280px;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
`;
