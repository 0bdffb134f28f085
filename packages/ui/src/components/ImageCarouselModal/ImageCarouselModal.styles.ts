import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Figure = styled.figure`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin: 0;
`;

/** Square, whatever the picture's shape, so the buttons stay put while paging. */
export const Picture = styled.img`
  ${boxReset}
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

export const Controls = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Counter = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
