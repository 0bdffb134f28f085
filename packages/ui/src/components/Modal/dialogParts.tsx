import type { HTMLAttributes, ReactElement } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { OverlayCloseIcon } from '../../icons';
import { IconButton } from '../IconButton';

/** Keeps the page behind an open modal or drawer from scrolling; present only while one is open. */
export const ScrollLock = createGlobalStyle`
  body { overflow: hidden; }
`;

/** Fills the dialog box so that only clicks outside it reach the <dialog> (the backdrop). */
export const Frame = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: inherit;
  height: 100%;
`;

/** The title row; rendered with data-dialog-header, which ToastViewport finds to keep toasts below it. */
export const Header = styled.div`
  ${boxReset}
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => `${podTheme(theme).space.lg} ${podTheme(theme).space.xl}`};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

export const Title = styled.h2`
  ${boxReset}
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Body = styled.div`
  ${boxReset}
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${podTheme(theme).space.xl} ${podTheme(theme).space.xl} 0`};

  & > * {
    flex-shrink: 0;
  }

  /* A form holding the footer stretches, so the footer can sit at the bottom of a tall drawer. */
  & > :has(> [data-dialog-footer]) {
    display: flex;
    flex: 1 0 auto;
    flex-direction: column;
  }

  /* Nothing but a footer (a confirmation with no message): no empty band above it. */
  &:has(> [data-dialog-footer-spacer]:first-child) {
    padding-top: 0;
  }

  /* The footer sits flush with the bottom edge; without one the body keeps its padding. */
  &:not(:has([data-dialog-footer]))::after {
    content: '';
    display: block;
    flex: none;
    height: ${({ theme }) => podTheme(theme).space.xl};
  }
`;

/** Keeps a gap between the content and the footer, and pushes the footer down when content is short. */
const FooterSpacer = styled.div`
  ${boxReset}
  flex: none;
  height: ${({ theme }) => podTheme(theme).space.xl};
  margin-top: auto;

  &:first-child {
    height: 0;
  }
`;

const FooterBox = styled.div`
  ${boxReset}
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  flex: none;
  margin: 0 -${({ theme }) => podTheme(theme).space.xl};
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.xl}`};
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  background: ${({ theme }) => podTheme(theme).colors.surface};

  [data-dialog-footer-spacer]:first-child + & {
    border-top: 0;
  }
`;

export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;

/**
 * The action row of a modal or drawer. It sticks to the bottom of the scrolling body wherever it
 * is placed inside it, so a form's submit button can live in its form and still show as the footer.
 */
export function DialogFooter(props: DialogFooterProps): ReactElement {
  return (
    <>
      <FooterSpacer aria-hidden="true" data-dialog-footer-spacer="" />
      <FooterBox data-dialog-footer="" {...props} />
    </>
  );
}

export interface CloseButtonProps {
  /** The accessible name, e.g. 'Close'. */
  label: string;
  /** Called on press. */
  onClick: () => void;
}

/** A cross button with an accessible name, shared by the overlays. */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <IconButton label={label} size="sm" onClick={onClick}>
      <OverlayCloseIcon size={16} />
    </IconButton>
  );
}

/** A CSS length from a number of pixels or any CSS length string. */
export function cssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
