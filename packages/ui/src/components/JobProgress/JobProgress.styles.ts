import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Root = styled.section`
  ${boxReset}
  display: grid;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
`;

export const Head = styled.div`
  ${boxReset}
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Title = styled.h3`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const State = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Bar = styled.progress`
  ${boxReset}
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => podTheme(theme).colors.primary};
`;

export const Count = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
