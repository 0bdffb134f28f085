import styled from 'styled-components';
import { boxReset } from '../../theme';
import { belowDesktop } from '../container';

export const Bar = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${belowDesktop} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

export const Toggle = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* The drawer's hamburger replaces the collapse toggle on mobile. */
  ${belowDesktop} {
    display: none;
  }
`;

export const Title = styled.h1`
  ${boxReset}
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const End = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
