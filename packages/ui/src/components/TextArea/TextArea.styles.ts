import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';
import { controlFrame } from '../TextInput/TextInput.styles';

/** TextInput's frame, grown to several lines: the text starts at the top, the count sits below. */
export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
`;

export const Area = styled.textarea<{ $resize: 'none' | 'vertical' }>`
  ${boxReset}
  display: block;
  width: 100%;
  min-height: 3em;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1.5;
  resize: ${({ $resize }) => $resize};

  &::placeholder {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }
`;

export const Count = styled.span<{ $over: boolean }>`
  ${boxReset}
  align-self: flex-end;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? podTheme(theme).colors.danger : podTheme(theme).colors.textMuted)};
`;
