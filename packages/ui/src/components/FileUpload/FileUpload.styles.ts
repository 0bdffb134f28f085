import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.div<{ $compact: boolean }>`
  ${boxReset}
  display: flex;
  align-items: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  gap: ${({ theme, $compact }) => ($compact ? podTheme(theme).space.sm : podTheme(theme).space.lg)};
`;

export const Preview = styled.img<{ $compact: boolean }>`
  ${boxReset}
  flex: none;
  width: ${({ $compact }) => ($compact ? '40px' : '96px')};
  height: ${({ $compact }) => ($compact ? '40px' : '96px')};
  object-fit: cover;
  border-radius: ${({ theme, $compact }) => ($compact ? podTheme(theme).radii.sm : podTheme(theme).radii.pill)};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

export const Zone = styled.div<{
  $active: boolean;
  $invalid: boolean;
  $disabled: boolean;
  $compact: boolean;
}>`
  ${boxReset}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-height: ${({ $compact }) => ($compact ? '40px' : '96px')};
  min-width: ${({ $compact }) => ($compact ? '0' : '240px')};
  padding: ${({ theme, $compact }) =>
    $compact
      ? `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`
      : podTheme(theme).space.lg};
  border: 2px dashed
    ${({ theme, $active, $invalid }) =>
      $active
        ? podTheme(theme).colors.primary
        : $invalid
          ? podTheme(theme).colors.danger
          : podTheme(theme).colors.borderStrong};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  background: ${({ theme, $active }) => ($active ? podTheme(theme).colors.surfaceMuted : podTheme(theme).colors.surface)};
  color: ${({ theme }) => podTheme(theme).colors.text};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

export const Title = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

/** Hidden from sight in a compact zone, still read with the zone's name. */
export const Instructions = styled.span<{ $compact: boolean }>`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  ${({ $compact }) =>
    $compact &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

export const Hint = styled.p`
  ${boxReset}
  margin: ${({ theme }) => podTheme(theme).space.xs} 0 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const ProgressRow = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-top: ${({ theme }) => podTheme(theme).space.sm};
`;

export const ProgressBar = styled.progress`
  ${boxReset}
  flex: 1;
  height: 8px;
  accent-color: ${({ theme }) => podTheme(theme).colors.primary};
`;

export const ProgressText = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  min-width: 3em;
  text-align: right;
`;
