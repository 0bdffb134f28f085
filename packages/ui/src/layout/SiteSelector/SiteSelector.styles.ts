import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const SiteField = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Control = styled.div`
  ${boxReset}
  position: relative;
  display: inline-flex;
  min-width: 200px;
  max-width: 320px;
`;

/** The select draws the control's frame itself, so focus and hover land on the real element. */
export const NativeSelect = styled.select`
  ${boxReset}
  appearance: none;
  width: 100%;
  min-height: 36px;
  padding: 0
    ${({ theme }) => `calc(${podTheme(theme).space.md} + 20px) 0 ${podTheme(theme).space.md}`};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.borderStrong};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font: inherit;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  text-overflow: ellipsis;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => podTheme(theme).colors.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => podTheme(theme).colors.focus};
  }

  &:disabled {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    cursor: not-allowed;
  }
`;

export const Chevron = styled.span`
  ${boxReset}
  position: absolute;
  top: 50%;
  right: ${({ theme }) => podTheme(theme).space.md};
  display: inline-flex;
  transform: translateY(-50%);
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  pointer-events: none;
`;
