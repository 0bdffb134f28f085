import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
`;

export const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.lg};
  margin: 0;

  > div {
    display: flex;
    gap: ${({ theme }) => podTheme(theme).space.sm};
    align-items: baseline;
  }

  dt {
    flex: none;
  }
`;

export const Code = styled.code`
  padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Description = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
