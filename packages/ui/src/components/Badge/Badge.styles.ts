import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import type { PodTheme } from '../../theme';

export function statusColor(theme: PodTheme, status: string) {
  return theme.statusColors[status as keyof PodTheme['statusColors']] ?? theme.statusColors.default;
}

/** A pill's shape and type, its colours aside: Badge's, and a table's badges drawn as plain spans. */
export const pillShape = css`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  line-height: 20px;
  white-space: nowrap;
`;

export const Pill = styled.span<{ $status: string }>`
  ${pillShape}
  color: ${({ theme, $status }) => statusColor(podTheme(theme), $status).fg};
  background: ${({ theme, $status }) => statusColor(podTheme(theme), $status).bg};
`;
