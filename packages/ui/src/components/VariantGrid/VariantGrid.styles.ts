import styled, { css } from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The scroller: both axes, so the header stays on top and scrolls sideways with the rows. */
export const Scroller = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => `${$height}px`};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  contain: strict;
`;

export const GridBox = styled.div<{ $width: number }>`
  position: relative;
  min-width: ${({ $width }) => `${$width}px`};
`;

export const HeaderRow = styled.div<{ $template: string }>`
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: ${({ $template }) => $template};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const HeaderCell = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  white-space: nowrap;
`;

export const Body = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => `${$height}px`};
`;

export const Row = styled.div<{
  $template: string;
  $changed: boolean;
  $invalid: boolean;
  $dragging: boolean;
}>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: ${({ $template }) => $template};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.surfaceMuted : theme.colors.surface)};
  box-shadow: ${({ theme, $changed, $invalid }) =>
    $invalid
      ? `inset 4px 0 0 ${theme.colors.danger}`
      : $changed
        ? `inset 4px 0 0 ${theme.colors.warning}`
        : 'none'};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: 1;
      box-shadow: ${theme.shadows.md};
    `}
`;

export const Cell = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  overflow: hidden;
`;

export const VariantCell = styled(Cell)`
  flex-direction: row;
  align-items: center;
  justify-content: flex-start;
`;

export const Handle = styled.button`
  ${boxReset}
  flex: none;
  width: 24px;
  height: 28px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;

  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Marks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ChangedMark = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const RowError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: normal;
`;

export const CostLine = styled.label`
  display: grid;
  grid-template-columns: 16px minmax(0, 1fr) 96px;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const PriceLine = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

const field = css`
  ${boxReset}
  height: 28px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const MoneyField = styled.input`
  ${field}
  width: 96px;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export const SelectField = styled.select`
  ${field}
  width: 100%;
`;

export const Radio = styled.input`
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Seller costs two a line: four fields in two lines keep the rows short. */
export const SellerCell = styled(Cell)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-content: center;
  column-gap: ${({ theme }) => theme.space.md};
`;
