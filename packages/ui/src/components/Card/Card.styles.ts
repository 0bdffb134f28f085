import styled from 'styled-components';
import { boxReset } from '../../theme';

export const CardRoot = styled.section`
  ${boxReset}
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const Header = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Heading = styled.h2`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Extra = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CardBody = styled.div<{ $padded: boolean }>`
  ${boxReset}
  flex: 1;
  padding: ${({ theme, $padded }) => ($padded ? theme.space.lg : '0')};
`;

export const Footer = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
