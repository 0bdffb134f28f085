import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Figure = styled.figure`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

/** Square, whatever the picture's shape, so the buttons stay put while paging. */
export const Picture = styled.img`
  ${boxReset}
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Controls = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Counter = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
