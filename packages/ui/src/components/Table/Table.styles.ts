import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { checkboxBox } from '../Checkbox/Checkbox.styles';

export type CellAlign = 'left' | 'center' | 'right';

/** A sticky column's edge and its distance from it (after the checkbox column at the start). */
export interface StickyEdge {
  edge: 'start' | 'end';
  offset: string;
}

/**
 * A header cell that stays at its edge while the table scrolls sideways, above the sticky cells
 * of the rows (the body's sticky cells: data-sticky, in StyledTable).
 */
function stickyHeader(sticky: StickyEdge | undefined) {
  if (!sticky) return '';
  return `
    position: sticky;
    ${sticky.edge === 'start' ? 'inset-inline-start' : 'inset-inline-end'}: ${sticky.offset};
    z-index: 3;
  `;
}

/** The checkbox column's width; a sticky start column sits this far from the edge after it. */
export const SELECT_WIDTH = '48px';

/** Below this width of its own box the table shows each row as a card of label: value lines. */
const CARD_LIST_BELOW = 600;

/** A query on the table's own width, so it turns into cards in a narrow panel as on a phone. */
const cardList = `@container pod-table (max-width: ${CARD_LIST_BELOW - 0.02}px)`;

export const Wrapper = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  min-width: 0;
  container: pod-table / inline-size;
`;

/**
 * Lets a wide table scroll sideways on small screens instead of squeezing its columns, and a long
 * one scroll under its headers: a sticky header sticks to its nearest scroll container, which is
 * this one as soon as it scrolls sideways, so it also bounds the height.
 */
export const ScrollArea = styled.div<{ $maxHeight: string; $scroll: 'both' | 'sideways' | 'none' }>`
  ${boxReset}
  /* 'none': the page scrolls, and the headers stick to the window, not to this box. */
  overflow-x: ${({ $scroll }) => ($scroll === 'none' ? 'visible' : 'auto')};
  overflow-y: ${({ $scroll }) => ($scroll === 'both' ? 'auto' : 'visible')};
  max-height: ${({ $maxHeight }) => $maxHeight};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }

  ${cardList} {
    overflow: visible;
    max-height: none;
    border: 0;
    background: transparent;
  }
`;

/** A cell's padding: 'compact' for lists read all day, many columns to a screen (the orders). */
export type TableDensity = 'normal' | 'compact';

const cellPadding = (theme: DefaultTheme, density: TableDensity) => {
  const { space } = podTheme(theme);
  return density === 'compact' ? `${space.sm} ${space.md}` : `${space.md} ${space.lg}`;
};

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.5; }
  to { opacity: 1; }
`;

/**
 * The table, with its body rows' and cells' rules: rows and cells are plain <tr>/<td> elements
 * whose variants are data attributes (data-align, data-nowrap, data-sticky, data-selected), not a
 * styled component each. Twenty rows of nine cells were ~200 styled components whose CSS was
 * worked out on every draw; the orders page drew them in ~40 % of its time (the list bench, issue
 * 25). The rules reach only this table's own rows (child combinators), never a table in a cell.
 */
export const StyledTable = styled.table<{ $minWidth?: string; $density: TableDensity }>`
  ${boxReset}
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  border-collapse: collapse;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  color: ${({ theme }) => podTheme(theme).colors.text};

  & > tbody > tr {
    box-sizing: border-box;
    background: ${({ theme }) => podTheme(theme).colors.surface};
  }

  /* The loading rows' bars (data-skeleton), pulsing as one body: one animation, not one a bar. */
  &[aria-busy] > tbody {
    animation: ${shimmer} 1.4s ease-in-out infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }

  & > tbody > tr > td > [data-skeleton] {
    display: block;
    height: 14px;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    background: ${({ theme }) => podTheme(theme).colors.skeleton};
  }

  /* A row's box: a plain input (Checkbox's look), not a component and two styled ones a row. */
  & > tbody > tr > td > [data-select] {
    display: inline-flex;
    align-items: center;
  }

  & > tbody > tr > td > [data-select] > input {
    ${checkboxBox}
  }

  & > tbody > tr[data-selected] {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }

  & > tbody > tr:not(:last-child) > td {
    border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  }

  & > tbody > tr > td {
    box-sizing: border-box;
    padding: ${({ theme, $density }) => cellPadding(theme, $density)};
    text-align: left;
    vertical-align: middle;
    white-space: normal;
    /* Long text breaks between words; only a word wider than the column is cut. */
    overflow-wrap: break-word;
  }

  & > tbody > tr > td::before,
  & > tbody > tr > td::after {
    box-sizing: border-box;
  }

  & > tbody > tr > td[data-align='center'] {
    text-align: center;
  }

  & > tbody > tr > td[data-align='right'] {
    text-align: right;
  }

  & > tbody > tr > td[data-nowrap] {
    white-space: nowrap;
  }

  /* A cell that stays at its edge while the table scrolls sideways, on its row's background so
     the scrolling cells slide under it; with focus (its menu open) above the rows below. */
  & > tbody > tr > td[data-sticky] {
    position: sticky;
    z-index: 1;
    background: inherit;
  }

  & > tbody > tr > td[data-sticky]:focus-within {
    z-index: 5;
  }

  & > tbody > tr > td[data-sticky='start'] {
    inset-inline-start: 0px;
  }

  & > tbody > tr > td[data-sticky='start-after-select'] {
    inset-inline-start: ${SELECT_WIDTH};
  }

  & > tbody > tr > td[data-sticky='end'] {
    inset-inline-end: 0px;
  }

  ${cardList} {
    display: block;
    min-width: 0;

    & > caption {
      display: block;
      padding-left: 0;
      padding-right: 0;
    }

    & > tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => podTheme(theme).space.md};
    }

    /* The cards name every value, so the header row is left to screen readers. */
    & > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    & > tbody > tr {
      display: block;
      padding: ${({ theme }) => podTheme(theme).space.sm} 0;
      border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
      border-radius: ${({ theme }) => podTheme(theme).radii.md};
    }

    & > tbody > tr:not(:last-child) > td {
      border-bottom: 0;
    }

    /* The row of the empty or error state is no card: its cell draws the box. */
    & > tbody > tr[data-state] {
      padding: 0;
      border: 0;
      background: transparent;
    }

    /* The attribute forms too, so a card's lines are not held right, on one line or sticky. */
    & > tbody > tr > td,
    & > tbody > tr > td[data-align],
    & > tbody > tr > td[data-nowrap],
    & > tbody > tr > td[data-sticky] {
      position: static;
      display: grid;
      grid-template-columns: minmax(96px, 38%) minmax(0, 1fr);
      gap: ${({ theme }) => podTheme(theme).space.md};
      align-items: center;
      padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`};
      text-align: left;
      white-space: normal;
    }

    & > tbody > tr > td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => podTheme(theme).colors.textMuted};
      font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
    }

    & > tbody > tr > td:not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
    }

    /* A label with nothing after it (no actions on a final entry) says nothing: leave it out. */
    & > tbody > tr > td:empty {
      display: none;
    }
  }
`;

export const Caption = styled.caption`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  text-align: left;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
`;

export const HeaderCell = styled.th<{
  $align: CellAlign;
  $width?: string;
  $sticky?: StickyEdge;
  $top: string;
  $density: TableDensity;
}>`
  ${boxReset}
  padding: ${({ theme, $density }) => cellPadding(theme, $density)};
  width: ${({ $width }) => $width ?? 'auto'};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  /* A border-bottom would scroll away with the rows under a sticky header: a shadow stays. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => podTheme(theme).colors.border};
  white-space: nowrap;
  position: sticky;
  top: ${({ $top }) => $top};
  z-index: 2;
  ${({ $sticky }) => stickyHeader($sticky)}
  /* The start column after the checkbox sits at the checkbox column's width: it keeps it. */
  ${({ $sticky, $width }) => ($sticky && $width ? `min-width: ${$width};` : '')}
`;

/** The one cell spanning all columns that holds the empty or error state. */
export const StateCell = styled.td`
  ${boxReset}
  /* Doubled, so the table's rules for its data cells (a class and three elements) do not win. */
  && {
    padding: ${({ theme }) => podTheme(theme).space.lg};
  }

  ${cardList} {
    &&& {
      position: static;
      display: block;
      padding: ${({ theme }) => podTheme(theme).space.lg};
    }
    border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
    border-radius: ${({ theme }) => podTheme(theme).radii.md};
    background: ${({ theme }) => podTheme(theme).colors.surface};
  }
`;

/** The header's select-all box (a Checkbox). */
export const SelectCell = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
`;
