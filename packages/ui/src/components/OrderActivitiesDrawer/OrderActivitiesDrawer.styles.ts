import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** A timeline: a rule down the left with one entry per change. */
export const EntryList = styled.ol`
  ${boxReset}
  margin: 0;
  padding: 0 0 0 ${({ theme }) => podTheme(theme).space.lg};
  list-style: none;
  border-left: 2px solid ${({ theme }) => podTheme(theme).colors.border};
`;

export const Entry = styled.li`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;
`;

export const EntryTime = styled.time`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const EntryMessage = styled.span`
  ${boxReset}
  overflow-wrap: anywhere;
`;

export const More = styled.div`
  ${boxReset}
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => podTheme(theme).space.md};
`;
