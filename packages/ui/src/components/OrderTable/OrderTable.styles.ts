import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { podTheme, visuallyHidden } from '../../theme';
import { pillShape, statusColor } from '../Badge/Badge.styles';
import { Table, type TableProps } from '../Table';
import type { OrderTableRow } from './OrderTable.types';

/** Thumbnails are drawn at this size from the 200 px previews, so a retina screen stays sharp; small, so a row stays one line. */
const THUMB = '32px';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The cells' parts (orderCells): plain elements marked `data-part`, styled here once for the whole
 * table rather than as a styled component each (~280 on a page of 20 orders; the list bench,
 * issue 25). The rules reach only the table's body cells.
 */
const cellParts = css`
  & td [data-part] {
    box-sizing: border-box;
  }

  & td [data-part='title'] {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }

  & td [data-part='muted'] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  }

  /* The order's id. */
  & td [data-part='strong'] {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }

  /* Short values side by side on one line (origin number and id, quantity and date). */
  & td [data-part='line'] {
    display: inline-flex;
    align-items: baseline;
    gap: ${({ theme }) => podTheme(theme).space.sm};
    white-space: nowrap;
  }

  /* A name on one line, cut with an ellipsis past 120 px (the whole on hover). */
  & td [data-part='clipped'] {
    display: block;
    max-width: 120px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  & td [data-part='product'] {
    display: flex;
    gap: ${({ theme }) => podTheme(theme).space.sm};
    align-items: center;
    min-width: 160px;
    max-width: 360px;
  }

  /*
   * The product's words on one line, cut with an ellipsis where the column ends. Of no width of
   * its own to the table (contain): the column is the cell's 200 px and its share of the free
   * width, not the whole title's, so the default columns fit the page.
   */
  & td [data-part='product-text'] {
    display: block;
    flex: 1 1 0;
    contain: inline-size;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;

    & > * + * {
      margin-left: ${({ theme }) => podTheme(theme).space.sm};
    }
  }

  & td [data-part='thumb-button'] {
    flex: none;
    padding: 0;
    border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    cursor: pointer;
    line-height: 0;
    ${focusRing}
  }

  /* The image, or its empty place when the order has none. */
  & td [data-part='thumb'] {
    display: block;
    flex: none;
    width: ${THUMB};
    height: ${THUMB};
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }

  & td img[data-part='thumb'] {
    object-fit: cover;
    background: none;
  }

  /* The status's badge: Badge's pill as a plain span, its colours by data-status. */
  & td [data-part='badge'] {
    ${pillShape}
    color: ${({ theme }) => statusColor(podTheme(theme), 'default').fg};
    background: ${({ theme }) => statusColor(podTheme(theme), 'default').bg};
  }

  ${({ theme }) =>
    Object.entries(podTheme(theme).statusColors).map(
      ([status, colors]) => `
        & td [data-part='badge'][data-status='${status}'] {
          color: ${colors.fg};
          background: ${colors.bg};
        }
      `,
    )}

  /* The status, and under it the hold's end or the partner's error. */
  & td [data-part='stack'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => podTheme(theme).space.xxs};
    min-width: 0;
  }

  /* 'Held until …' under the status, small and tight, so a held order's row stays about 52 px. */
  & td [data-part='held'] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
    line-height: 1.25;
  }

  /*
   * The partner's error under the status, on one line cut with an ellipsis (the whole on hover and
   * in Order info): read in a few lines it made an Error row twice as tall, and 10 orders no longer
   * fitted a 1280x720 window (issue 25). Of no width of its own to the table beyond 120 px
   * (contain): the status column keeps the width its badge and hold note give it.
   */
  & td [data-part='error'] {
    display: block;
    color: ${({ theme }) => podTheme(theme).colors.danger};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
    line-height: 1.25;
    contain: inline-size;
    min-width: 120px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  /* A text button in a cell (View, Upload): looks like a link, works as a button. */
  & td [data-part='link'] {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => podTheme(theme).colors.primary};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    ${focusRing}

    &:focus-visible {
      border-radius: ${({ theme }) => podTheme(theme).radii.sm};
    }
  }

  /*
   * 'Loading...' with its tip on hover; the tip is read out with it (a hidden copy), so a row
   * stays one line instead of a 180 px column of three (issue 25).
   */
  & td [data-part='loading'] {
    cursor: help;
    text-decoration: underline dotted;
  }

  & td [data-part='tip'] {
    ${visuallyHidden}
  }
`;

/** Table, typed for orders, with the cells' rules. */
export const StyledOrderTable = styled(Table as (props: TableProps<OrderTableRow>) => ReactNode)`
  ${cellParts}
`;
