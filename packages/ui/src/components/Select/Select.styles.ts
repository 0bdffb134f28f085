import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { bareInput, controlFrame } from '../TextInput/TextInput.styles';

export const Root = styled.div`
  ${boxReset}
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}
  padding-right: ${({ theme }) => podTheme(theme).space.xs};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const TriggerFrame = styled(Frame)`
  ${boxReset}
  position: relative;
  padding: 0;
`;

/**
 * The focusable combobox of the single select. It fills the whole frame, under the chevron
 * too, so that any click on the box is downshift's own click.
 */
export const Trigger = styled.div<{ $placeholder: boolean; $clearable: boolean }>`
  ${boxReset}
  flex: 1;
  min-width: 0;
  align-self: stretch;
  display: flex;
  align-items: center;
  padding: 0 ${({ $clearable }) => ($clearable ? '64px' : '36px')} 0
    ${({ theme }) => podTheme(theme).space.md};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  border-radius: inherit;
  outline: none;
  color: ${({ theme, $placeholder }) => ($placeholder ? podTheme(theme).colors.textMuted : 'inherit')};

  &[aria-disabled='true'] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
`;

/** Chips and the filter input of the multiple select, wrapping onto more lines as chips pile up. */
export const ValueArea = styled.div`
  ${boxReset}
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
  padding: ${({ theme }) => podTheme(theme).space.xxs} 0;
`;

export const SearchInput = styled.input`
  ${boxReset}
  ${bareInput}
  flex: 1 1 60px;
`;

export const IconButton = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** Sits over the trigger's right end; clicks pass through to the trigger. */
export const TriggerEnd = styled.span`
  ${boxReset}
  position: absolute;
  top: 0;
  bottom: 0;
  right: ${({ theme }) => podTheme(theme).space.xs};
  display: flex;
  align-items: center;
  pointer-events: none;

  & > button {
    pointer-events: auto;
  }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  width: 28px;
  justify-content: center;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 120ms ease;
`;

export const Popup = styled.div<{ $open: boolean }>`
  ${boxReset}
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: calc(100% + ${({ theme }) => podTheme(theme).space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => podTheme(theme).zIndices.dropdown};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
`;

export const Menu = styled.ul`
  ${boxReset}
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.xs} 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const Option = styled.li<{ $highlighted: boolean; $selected: boolean; $disabled: boolean }>`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.textMuted : podTheme(theme).colors.text)};
  font-weight: ${({ theme, $selected }) => ($selected ? podTheme(theme).fontWeights.bold : podTheme(theme).fontWeights.regular)};
  background: ${({ theme, $highlighted }) => ($highlighted ? podTheme(theme).colors.surfaceMuted : 'transparent')};
`;

export const Empty = styled.div`
  ${boxReset}
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Chip = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  max-width: 100%;
  margin: ${({ theme }) => podTheme(theme).space.xxs} 0;
  padding: 0 ${({ theme }) => podTheme(theme).space.xxs} 0
    ${({ theme }) => podTheme(theme).space.sm};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  line-height: 24px;
  cursor: default;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 1px;
  }
`;

export const ChipRemove = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.danger};
  }
`;
