import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Wrapper = styled.label<{ $disabled: boolean }>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Box = styled.input<{ $invalid: boolean }>`
  ${boxReset}
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
