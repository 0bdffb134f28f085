import styled from 'styled-components';

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const RoleList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
