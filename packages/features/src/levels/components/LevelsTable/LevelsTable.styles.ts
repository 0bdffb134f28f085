import styled from 'styled-components';

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
