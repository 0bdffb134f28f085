import styled from 'styled-components';
import { boxReset, mobile, podTheme } from '../../theme';

export const Bar = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  padding: ${({ theme }) => podTheme(theme).space.lg};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
`;

export const Filters = styled.div`
  ${boxReset}
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  min-width: 0;
`;

export const Slot = styled.div<{ $width: string; $grow: boolean }>`
  ${boxReset}
  display: flex;
  flex: ${({ $grow, $width }) => ($grow ? `1 1 ${$width}` : `0 1 ${$width}`)};
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  min-width: 0;

  ${mobile} {
    flex: 1 1 100%;
  }
`;

export const SlotLabel = styled.label`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Actions = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-left: auto;

  ${mobile} {
    width: 100%;
    margin-left: 0;
  }
`;
