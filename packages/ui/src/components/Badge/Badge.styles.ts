import styled from 'styled-components';
import { boxReset } from '../../theme';
import type { PodTheme } from '../../theme';

export function statusColor(theme: PodTheme, status: string) {
  return theme.statusColors[status as keyof PodTheme['statusColors']] ?? theme.statusColors.default;
}

export const Pill = styled.span<{ $status: string }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
  white-space: nowrap;
  color: ${({ theme, $status }) => statusColor(theme, $status).fg};
  background: ${({ theme, $status }) => statusColor(theme, $status).bg};
`;
