import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Section = styled.section`
  padding: ${({ theme }) => podTheme(theme).space.xl};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
