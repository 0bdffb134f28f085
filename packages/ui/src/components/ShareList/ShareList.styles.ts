import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.section`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const List = styled.ol`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto 4.5em;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Label = styled.span`
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Percent = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const Bar = styled.span`
  grid-column: 1 / -1;
  display: block;
  height: 6px;
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

export const Fill = styled.span<{ $other: boolean }>`
  display: block;
  height: 100%;
  background: ${({ theme, $other }) => ($other ? theme.colors.borderStrong : theme.colors.primary)};
  border-radius: inherit;
`;
