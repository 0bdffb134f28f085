import styled from 'styled-components';
import { boxReset } from '../../theme';
import { controlFrame } from '../TextInput/TextInput.styles';

/** TextInput's frame, grown to several lines: the text starts at the top, the count sits below. */
export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
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
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Count = styled.span<{ $over: boolean }>`
  ${boxReset}
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;
