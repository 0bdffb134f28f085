import styled from 'styled-components';

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notes = styled.span`
  display: inline-block;
  max-width: 220px;
  overflow-wrap: anywhere;
`;
