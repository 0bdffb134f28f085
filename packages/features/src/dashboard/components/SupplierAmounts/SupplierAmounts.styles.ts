import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

type Tone = 'primary' | 'warning' | 'success';

/** Three across, stacked on a phone. */
export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
  margin: 0;
`;

export const Figure = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
  padding: ${({ theme }) => podTheme(theme).space.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-top: 3px solid ${({ theme, $tone }) => podTheme(theme).colors[$tone]};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Label = styled.dt`
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Amount = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Hint = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
