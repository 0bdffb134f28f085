import styled from 'styled-components';
import { boxReset } from '../../theme';

export const Nav = styled.nav`
  ${boxReset}
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const List = styled.ol`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Crumb = styled.li`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const CrumbLink = styled.a`
  ${boxReset}
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Separator = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Current = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;
