import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Popover = styled.div`
  ${boxReset}
  position: absolute;
  top: calc(100% + ${({ theme }) => podTheme(theme).space.xs});
  left: 0;
  z-index: ${({ theme }) => podTheme(theme).zIndices.dropdown};
  /* As wide as presets and month need, not as narrow as the filter slot it hangs from. */
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => podTheme(theme).space.xxl});
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => podTheme(theme).space.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};

  @media (max-width: 599.98px) {
    flex-direction: column;
  }
`;

export const PresetList = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  min-width: 128px;

  @media (max-width: 599.98px) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const PresetButton = styled.button`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => podTheme(theme).colors.text};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => podTheme(theme).colors.primary};
    color: ${({ theme }) => podTheme(theme).colors.primaryText};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 1px;
  }
`;

const dayButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** react-day-picker's own class names (rdp-*), drawn with the theme instead of its stylesheet. */
export const CalendarFrame = styled.div`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.text};

  .rdp-root {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 32px;
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${({ theme }) => podTheme(theme).space.xxs};
  }
  .rdp-button_previous,
  .rdp-button_next {
    ${dayButton}
    width: 32px;
    height: 32px;
    &:hover:not(:disabled) {
      background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    }
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 28px;
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.regular};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  .rdp-day {
    width: 36px;
    height: 34px;
    padding: 1px 0;
    text-align: center;
  }
  .rdp-day_button {
    ${dayButton}
    &:hover {
      background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
      outline-offset: -2px;
    }
  }
  .rdp-outside {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
    text-decoration: underline;
  }
  .rdp-range_middle {
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => podTheme(theme).colors.primary};
    color: ${({ theme }) => podTheme(theme).colors.primaryText};
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-footer {
    min-height: 18px;
    margin-top: ${({ theme }) => podTheme(theme).space.xs};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
`;
