import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
