import styled, { css } from 'styled-components';
import { boxReset } from '../../theme';

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
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ $size }) => heights[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
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
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.textInverse};
          &:hover:not(:disabled) {
            background: ${theme.colors.dangerHover};
          }
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          padding: 0;
          height: auto;
          text-decoration: underline;
        `;
      default:
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.primary};
            color: ${theme.colors.primary};
          }
        `;
    }
  }}
`;
