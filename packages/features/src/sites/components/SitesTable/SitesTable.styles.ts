import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const RowActions = styled.div`
  display: flex;
  /* A connected shop has up to seven actions: on a phone's card they take two lines. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Url = styled.span`
  display: inline-block;
  max-width: 260px;
  overflow-wrap: anywhere;
`;

/** The check of a connected site: not a control, a state. */
export const StateMark = styled.span<{ $connected: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  color: ${({ theme, $connected }) =>
    $connected
      ? podTheme(theme).statusColors.Connected.fg
      : podTheme(theme).statusColors.Disconnected.fg};
`;
