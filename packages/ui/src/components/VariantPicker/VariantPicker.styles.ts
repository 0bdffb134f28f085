import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const PickerRoot = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const OptionGroup = styled.fieldset`
  ${boxReset}
  border: 0;
  margin: 0;
  padding: 0;
`;

export const OptionLegend = styled.legend`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  margin-bottom: ${({ theme }) => podTheme(theme).space.xs};
`;

export const OptionList = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.xs};
`;

export const OptionButton = styled.button<{ $chosen: boolean }>`
  ${boxReset}
  min-width: 44px;
  padding: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  border: 1px solid
    ${({ theme, $chosen }) => ($chosen ? podTheme(theme).colors.primary : podTheme(theme).colors.border)};
  background: ${({ theme, $chosen }) => ($chosen ? podTheme(theme).colors.primary : podTheme(theme).colors.surface)};
  color: ${({ theme, $chosen }) => ($chosen ? podTheme(theme).colors.primaryText : podTheme(theme).colors.text)};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
    background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
    text-decoration: line-through;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;
