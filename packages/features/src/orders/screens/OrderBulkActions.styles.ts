import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

/** The bulk bar above the orders table: the count, the actions, Clear selection. */
export const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

export const Count = styled.span`
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  margin-right: ${({ theme }) => podTheme(theme).space.sm};
`;

/** What the dialog says before its form: the orders left out, or why nothing can be sent. */
export const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-bottom: ${({ theme }) => podTheme(theme).space.md};
`;

/** Each order left out, by id, with the state machine's reason. */
export const LeftOutList = styled.ul`
  margin: ${({ theme }) => podTheme(theme).space.xs} 0 0;
  padding-left: ${({ theme }) => podTheme(theme).space.lg};
`;

/** Add tracking's rows, one per order: the list scrolls inside the dialog past a few. */
export const TrackingRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  max-height: 60vh;
  overflow-y: auto;
`;
