import styled from 'styled-components';
import { boxReset, visuallyHidden, podTheme } from '../../theme';
import { switchLook, switchOn } from '../Switch/Switch.styles';

const GRIP_DOT = 'radial-gradient(circle, currentColor 1.2px, transparent 1.7px)';
/** A $ cell's width (MoneyCell), the seller costs' header columns with it. */
const MONEY_WIDTH = '96px';
/** The header's height: its titles and the seller costs' names under theirs. Rows scrolled into
 * view by the keyboard stop below it (the virtualizer's scrollPaddingStart). */
export const HEADER_HEIGHT = 56;

export const Root = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

/** The drag's live region: what a keyboard drag does, read out, not shown. */
export const DragStatus = styled.div`
  ${visuallyHidden}
`;

/** The scroller: both axes, so the header stays on top and scrolls sideways with the rows. */
export const Scroller = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => `${$height}px`};
  overflow: auto;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  contain: strict;
`;

export const GridBox = styled.div<{ $width: number }>`
  position: relative;
  min-width: ${({ $width }) => `${$width}px`};
`;

export const HeaderRow = styled.div<{ $template: string }>`
  box-sizing: border-box;
  height: ${HEADER_HEIGHT}px;
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: ${({ $template }) => $template};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const HeaderCell = styled.div`
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.sm}`};
  white-space: nowrap;
`;

/**
 * The names of the seller costs, one line over the four $ cells of every row (the columns of
 * .vg-seller; the last name, 'Fee Ship(item >= 2)', may run into the column's spare width).
 */
export const SellerLabels = styled.span`
  display: grid;
  grid-template-columns: repeat(3, ${MONEY_WIDTH}) auto;
  column-gap: ${({ theme }) => podTheme(theme).space.md};
  margin-top: ${({ theme }) => podTheme(theme).space.xs};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.regular};
`;

/**
 * The rows: plain elements styled from here by class, not one styled component each — a row has
 * some thirty controls, and a styled component per control is most of a mount's work.
 */
export const Body = styled.div<{ $height: number; $template: string }>`
  position: relative;
  height: ${({ $height }) => `${$height}px`};

  .vg-row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
    grid-template-columns: ${({ $template }) => $template};
    border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
    background: ${({ theme }) => podTheme(theme).colors.surface};
  }
  .vg-row[data-changed] {
    box-shadow: inset 4px 0 0 ${({ theme }) => podTheme(theme).colors.warning};
  }
  .vg-row[aria-invalid='true'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => podTheme(theme).colors.danger};
  }
  .vg-row[data-dragging] {
    z-index: 1;
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
  }

  .vg-cell {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => podTheme(theme).space.xs};
    min-width: 0;
    padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.sm}`};
    /* clip, not hidden, here and below: a box with overflow hidden can be scrolled by script, so
       the browser gives each one its own scrollable area, some twenty a row; clip cuts the same. */
    overflow: clip;
  }
  .vg-variant {
    flex-direction: row;
    align-items: center;
    justify-content: flex-start;
  }
  /* Seller costs in one line, under their names in the header (SellerLabels). */
  .vg-seller {
    display: grid;
    grid-template-columns: repeat(4, ${MONEY_WIDTH});
    align-content: center;
    justify-content: start;
    column-gap: ${({ theme }) => podTheme(theme).space.md};
  }
  /* A supplier's or carrier's lines: radio, name, cost, without an element a line. */
  .vg-costs {
    display: grid;
    grid-template-columns: 16px minmax(0, 1fr) ${MONEY_WIDTH};
    align-items: center;
    align-content: center;
    gap: ${({ theme }) => podTheme(theme).space.xs};
    white-space: nowrap;
  }
  .vg-costs > label {
    overflow: clip;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  /* Names one a line (print areas, partner variants): one text, split at its line breaks. */
  .vg-list {
    white-space: pre-line;
    line-height: 1.5;
  }

  .vg-handle {
    ${boxReset}
    flex: none;
    width: 24px;
    height: 28px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    /* The grip's three dots drawn, not the glyph ⋮: the usual fonts lack it, and looking up a
       font that has it was a quarter of laying out a row (issue 11's mount). */
    background:
      ${GRIP_DOT} center 8px / 4px 4px no-repeat,
      ${GRIP_DOT} center 12px / 4px 4px no-repeat,
      ${GRIP_DOT} center 16px / 4px 4px no-repeat;
    cursor: grab;
    touch-action: none;
  }
  @media (forced-colors: active) {
    .vg-handle::after {
      content: '⋮';
    }
  }
  .vg-handle:disabled {
    cursor: default;
    opacity: 0.4;
  }

  .vg-muted {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  .vg-marks {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => podTheme(theme).space.xs};
  }
  .vg-changed {
    color: ${({ theme }) => podTheme(theme).colors.warning};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  }
  .vg-error {
    color: ${({ theme }) => podTheme(theme).colors.danger};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
    white-space: normal;
  }

  .vg-field {
    ${boxReset}
    width: 100%;
    height: 28px;
    padding: 0 ${({ theme }) => podTheme(theme).space.xs};
    border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    background: ${({ theme }) => podTheme(theme).colors.surface};
    color: ${({ theme }) => podTheme(theme).colors.text};
    font: inherit;
  }
  .vg-field:focus {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 1px;
  }
  .vg-field[aria-invalid='true'] {
    border-color: ${({ theme }) => podTheme(theme).colors.danger};
  }
  .vg-field:disabled {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
  .vg-money {
    width: ${MONEY_WIDTH};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* A $ cell at rest (MoneyCell): text drawn as the input it becomes when focused. */
  .vg-money-text {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    overflow: clip;
    white-space: nowrap;
    cursor: text;
  }
  /* The Default partner at rest (SelectCell): the chosen name with the select's arrow. */
  .vg-select-text {
    display: block;
    overflow: clip;
    line-height: 26px;
    padding-right: 20px;
    white-space: nowrap;
    text-overflow: ellipsis;
    cursor: pointer;
    background:
      linear-gradient(45deg, transparent 50%, currentColor 50%) right 10px center / 5px 5px
        no-repeat,
      linear-gradient(135deg, currentColor 50%, transparent 50%) right 5px center / 5px 5px
        no-repeat;
  }
  .vg-select-text[aria-disabled='true'] {
    background-color: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    cursor: default;
  }
  .vg-money-text[aria-readonly='true'] {
    cursor: default;
  }
  .vg-money-text[aria-placeholder] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  /* The Status switch: the library Switch's look (switchLook), drawn by class. */
  .vg-switch {
    ${switchLook}
    cursor: pointer;
  }
  .vg-switch[aria-checked='true'] {
    ${switchOn}
  }
  .vg-switch:disabled {
    cursor: not-allowed;
  }
  .vg-radio {
    margin: 0;
    accent-color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;

export const Empty = styled.div`
  padding: ${({ theme }) => podTheme(theme).space.xl};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  text-align: center;
`;

export const GridError = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;
