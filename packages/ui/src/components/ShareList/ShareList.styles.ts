import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.section`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const List = styled.ol`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto 4.5em;
  column-gap: ${({ theme }) => podTheme(theme).space.sm};
  row-gap: ${({ theme }) => podTheme(theme).space.xxs};
  align-items: baseline;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;

export const Label = styled.span`
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

export const Percent = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const Bar = styled.span`
  grid-column: 1 / -1;
  display: block;
  height: 6px;
  background: ${({ theme }) => podTheme(theme).colors.skeleton};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  overflow: hidden;
`;

export const Fill = styled.span<{ $other: boolean }>`
  display: block;
  height: 100%;
  background: ${({ theme, $other }) => ($other ? podTheme(theme).colors.borderStrong : podTheme(theme).colors.primary)};
  border-radius: inherit;
`;
