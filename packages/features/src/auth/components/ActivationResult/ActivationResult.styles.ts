import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
