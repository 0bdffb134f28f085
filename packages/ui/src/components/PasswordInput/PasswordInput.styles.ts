import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const ToggleButton = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-right: -${({ theme }) => podTheme(theme).space.xs};
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
