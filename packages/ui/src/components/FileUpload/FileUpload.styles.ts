import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.div<{ $compact: boolean }>`
  ${boxReset}
  display: flex;
  align-items: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  gap: ${({ theme, $compact }) => ($compact ? theme.space.sm : theme.space.lg)};
`;

export const Preview = styled.img<{ $compact: boolean }>`
  ${boxReset}
  flex: none;
  width: ${({ $compact }) => ($compact ? '40px' : '96px')};
  height: ${({ $compact }) => ($compact ? '40px' : '96px')};
  object-fit: cover;
  border-radius: ${({ theme, $compact }) => ($compact ? theme.radii.sm : theme.radii.pill)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
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
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $compact }) => ($compact ? '40px' : '96px')};
  min-width: ${({ $compact }) => ($compact ? '0' : '240px')};
  padding: ${({ theme, $compact }) =>
    $compact ? `${theme.space.xs} ${theme.space.md}` : theme.space.lg};
  border: 2px dashed
    ${({ theme, $active, $invalid }) =>
      $active ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Title = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Hidden from sight in a compact zone, still read with the zone's name. */
export const Instructions = styled.span<{ $compact: boolean }>`
  ${boxReset}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $compact }) =>
    $compact &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

export const Hint = styled.p`
  ${boxReset}
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ProgressRow = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const ProgressBar = styled.progress`
  ${boxReset}
  flex: 1;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const ProgressText = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 3em;
  text-align: right;
`;
