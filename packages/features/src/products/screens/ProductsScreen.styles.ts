import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

/** The delete dialog's warning and its "on the store too" choice. */
export const DeleteChoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

/** The export's progress takes a line of its own under the filter bar's buttons. */
export const ExportProgress = styled.div`
  flex-basis: 100%;
`;
