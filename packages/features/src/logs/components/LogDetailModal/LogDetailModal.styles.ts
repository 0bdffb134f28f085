import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin: 0 0 ${({ theme }) => podTheme(theme).space.lg};

  dt {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;
`;

export const BlockTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Pre = styled.pre`
  margin: 0;
  max-height: 360px;
  overflow: auto;
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
