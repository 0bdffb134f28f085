import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonSize, string> = { sm: '28px', md: '36px', lg: '44px' };

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}>`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  height: ${({ $size }) => heights[$size]};
  padding: 0
    ${({ theme, $size }) => ($size === 'sm' ? podTheme(theme).space.md : podTheme(theme).space.lg)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? podTheme(theme).fontSizes.lg : podTheme(theme).fontSizes.md)};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 120ms ease,
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
          background: ${podTheme(theme).colors.danger};
          color: ${podTheme(theme).colors.textInverse};
          &:hover:not(:disabled) {
            background: ${podTheme(theme).colors.dangerHover};
          }
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${podTheme(theme).colors.primary};
          padding: 0;
          height: auto;
          text-decoration: underline;
        `;
      default:
        return css`
          background: ${podTheme(theme).colors.surface};
          color: ${podTheme(theme).colors.text};
          border-color: ${podTheme(theme).colors.border};
          &:hover:not(:disabled) {
            border-color: ${podTheme(theme).colors.primary};
            color: ${podTheme(theme).colors.primary};
          }
        `;
    }
  }}
`;
