import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** The carrier and its tracking page, above the events. */
export const Summary = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-bottom: ${({ theme }) => podTheme(theme).space.lg};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const CarrierName = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

export const CarrierLink = styled.a`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.primaryHover};
  }
`;

/** A timeline: a rule down the left with one entry per event. */
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

export const EntryHead = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
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
