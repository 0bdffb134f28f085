import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** The two native date inputs of DateRangeInput (a form's range). */
export const Group = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-width: 0;
`;

export const DateSlot = styled.div`
  ${boxReset}
  flex: 0 1 160px;
  min-width: 140px;
`;

export const Dash = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;
