import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.div`
  ${boxReset}
  position: relative;
  display: inline-block;
`;

export const Count = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.primaryText};
  background: ${({ theme }) => podTheme(theme).colors.primary};
`;

/**
 * Under its trigger, lined up with the trigger's end edge (the filter bar's actions sit at its
 * end); narrower screens get the width of the viewport less a margin.
 */
export const Panel = styled.div<{ $align: 'start' | 'end'; $width: number }>`
  ${boxReset}
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => podTheme(theme).zIndices.dropdown};
  width: min(${({ $width }) => $width}px, calc(100vw - 24px));
  padding: ${({ theme }) => podTheme(theme).space.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.md};
`;

export const Title = styled.h2`
  ${boxReset}
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;
