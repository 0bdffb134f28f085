import styled from 'styled-components';
import { boxReset } from '../../theme';
import type { ToastType } from '../Toast/toastTypes';
import { typeColors } from '../Toast/Toast.styles';

export const Card = styled.div<{ $type: ToastType }>`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $type }) => theme.colors[typeColors[$type]]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const IconSlot = styled.span<{ $type: ToastType }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  color: ${({ theme, $type }) => theme.colors[typeColors[$type]]};
`;

export const Content = styled.div`
  ${boxReset}
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Heading = styled.p`
  ${boxReset}
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

export const Description = styled.div`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
