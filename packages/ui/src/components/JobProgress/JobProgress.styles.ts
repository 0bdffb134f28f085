import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Root = styled.section`
  ${boxReset}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Head = styled.div`
  ${boxReset}
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h3`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const State = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Bar = styled.progress`
  ${boxReset}
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const Count = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
