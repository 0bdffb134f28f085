import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const RoleList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.xs};
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
