import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<IconButtonSize, string> = { sm: '28px', md: '36px', lg: '44px' };

export const StyledIconButton = styled.button<{
  $variant: IconButtonVariant;
  $size: IconButtonSize;
}>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  cursor: pointer;
  transition:
    background 120ms ease,
    color 120ms ease,
    border-color 120ms ease;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${podTheme(theme).colors.primary};
          color: ${podTheme(theme).colors.primaryText};
          &:hover:not(:disabled) {
            background: ${podTheme(theme).colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: transparent;
          color: ${podTheme(theme).colors.danger};
          &:hover:not(:disabled) {
            background: ${podTheme(theme).statusColors.Denied.bg};
          }
        `;
      case 'secondary':
        return css`
          background: ${podTheme(theme).colors.surface};
          color: ${podTheme(theme).colors.text};
          border-color: ${podTheme(theme).colors.border};
          &:hover:not(:disabled) {
            border-color: ${podTheme(theme).colors.primary};
            color: ${podTheme(theme).colors.primary};
          }
        `;
      default:
        return css`
          background: transparent;
          color: ${podTheme(theme).colors.textMuted};
          &:hover:not(:disabled) {
            background: ${podTheme(theme).colors.surfaceMuted};
            color: ${podTheme(theme).colors.text};
          }
        `;
    }
  }}
`;

export const IconSlot = styled.span`
  ${boxReset}
  display: inline-flex;
`;
