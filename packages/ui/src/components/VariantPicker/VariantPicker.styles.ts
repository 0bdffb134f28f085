import styled from 'styled-components';
import { boxReset } from '../../theme';

export const PickerRoot = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const OptionGroup = styled.fieldset`
  ${boxReset}
  border: 0;
  margin: 0;
  padding: 0;
`;

export const OptionLegend = styled.legend`
  ${boxReset}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const OptionList = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const OptionButton = styled.button<{ $chosen: boolean }>`
  ${boxReset}
  min-width: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: line-through;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
