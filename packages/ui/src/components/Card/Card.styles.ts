import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const CardRoot = styled.section`
  ${boxReset}
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => podTheme(theme).colors.surface};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Header = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

export const Heading = styled.h2`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Extra = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const CardBody = styled.div<{ $padded: boolean }>`
  ${boxReset}
  flex: 1;
  padding: ${({ theme, $padded }) => ($padded ? podTheme(theme).space.lg : '0')};
`;

export const Footer = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;
