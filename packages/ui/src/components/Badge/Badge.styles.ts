import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import type { PodTheme } from '../../theme';

export function statusColor(theme: PodTheme, status: string) {
  return theme.statusColors[status as keyof PodTheme['statusColors']] ?? theme.statusColors.default;
}

export const Pill = styled.span<{ $status: string }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  line-height: 20px;
  white-space: nowrap;
  color: ${({ theme, $status }) => statusColor(podTheme(theme), $status).fg};
  background: ${({ theme, $status }) => statusColor(podTheme(theme), $status).bg};
`;
