import styled from 'styled-components';
import { boxReset } from '../../theme';

/** Thumbnails are drawn at this size from the 200 px previews, so a retina screen stays sharp. */
const THUMB = '48px';

export const Stack = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Muted = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Strong = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const ProductCell = styled.div`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-width: 200px;
`;

export const ThumbButton = styled.button`
  ${boxReset}
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  line-height: 0;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Thumb = styled.img`
  ${boxReset}
  display: block;
  width: ${THUMB};
  height: ${THUMB};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const ThumbPlaceholder = styled.span`
  ${boxReset}
  display: block;
  flex: none;
  width: ${THUMB};
  height: ${THUMB};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const PartnerError = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 240px;
`;

/** A text button in a cell (View, Upload): looks like a link, works as a button. */
export const LinkButton = styled.button`
  ${boxReset}
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Wide enough for the tip to read in three lines rather than seven in a squeezed column. */
export const LoadingTip = styled.span`
  ${boxReset}
  display: block;
  min-width: 180px;
  max-width: 220px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
