import styled, { css } from 'styled-components';
import { boxReset, podTheme, visuallyHidden } from '../../theme';

/** Thumbnails are drawn at this size from the 200 px previews, so a retina screen stays sharp; small, so a row stays one line. */
const THUMB = '32px';

export const Stack = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  min-width: 0;
`;

/**
 * A row's parts inside a cell are plain spans marked data-part ('title', 'muted'), styled by the
 * cell's one styled element: 20 rows drew ~80 styled components fewer (the list bench, issue 25).
 */
const parts = css`
  & > [data-part='title'] {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }

  & > [data-part='muted'] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  }
`;

/** Short values side by side on one line (origin number and id, quantity and date). */
export const Line = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  white-space: nowrap;
  ${parts}
`;

/** A name on one line, cut with an ellipsis past 120 px (the whole on hover). */
export const Clipped = styled.span`
  ${boxReset}
  display: block;
  max-width: 120px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Strong = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

export const ProductCell = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  align-items: center;
  min-width: 160px;
  max-width: 360px;
`;

/**
 * The product's words on one line, cut with an ellipsis where the column ends. Of no width of its
 * own to the table (contain): the column is the cell's 200 px and its share of the free width,
 * not the whole title's, so the default columns fit the page.
 */
export const ProductText = styled.span`
  ${boxReset}
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

  ${parts}
`;

export const ThumbButton = styled.button`
  ${boxReset}
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  cursor: pointer;
  line-height: 0;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

export const Thumb = styled.img`
  ${boxReset}
  display: block;
  width: ${THUMB};
  height: ${THUMB};
  object-fit: cover;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
`;

export const ThumbPlaceholder = styled.span`
  ${boxReset}
  display: block;
  flex: none;
  width: ${THUMB};
  height: ${THUMB};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

/** 'Held until …' under the status, small and tight, so a held order's row stays about 52 px. */
export const HeldNote = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  line-height: 1.25;
`;

/**
 * The partner's error under the status, on one line cut with an ellipsis (the whole on hover and
 * in Order info): read in a few lines it made an Error row twice as tall, and 10 orders no longer
 * fitted a 1280x720 window (issue 25).
 */
export const PartnerError = styled.span`
  ${boxReset}
  display: block;
  color: ${({ theme }) => podTheme(theme).colors.danger};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  line-height: 1.25;
  /* Of no width of its own to the table beyond 120 px (contain): the status column keeps the
     width its badge and hold note give it, and the message is cut there. */
  contain: inline-size;
  min-width: 120px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** A text button in a cell (View, Upload): looks like a link, works as a button. */
export const LinkButton = styled.button`
  ${boxReset}
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => podTheme(theme).colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  }
`;

/**
 * 'Loading...' with its tip on hover; the tip is read out with it (a hidden copy), so a row stays
 * one line instead of a 180 px column of three (issue 25).
 */
export const LoadingText = styled.span`
  ${boxReset}
  cursor: help;
  text-decoration: underline dotted;
`;

export const LoadingTip = styled.span`
  ${visuallyHidden}
`;
