import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { controlFrame } from '../TextInput/TextInput.styles';

/** DateRangePicker: the button, its clear button beside it, and the popover under both. */
export const Root = styled.div`
  ${boxReset}
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
`;

/**
 * Looks like the other filter controls (the frame TextInput and Select share), so the bar reads as
 * one row of fields; the range in words fills it and ends with an ellipsis when it must.
 */
export const Trigger = styled.button<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}
  flex: 1;
  min-width: 0;
  font: inherit;
  text-align: left;
  cursor: pointer;

  & > span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > span[data-placeholder] {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
`;
