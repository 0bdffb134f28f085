import styled from 'styled-components';

export const RoleList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
