import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100%;
  padding: ${({ theme }) => podTheme(theme).space.xxxl} ${({ theme }) => podTheme(theme).space.lg};
`;

export const Panel = styled.section`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => podTheme(theme).space.xxl};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => podTheme(theme).space.xl};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;
