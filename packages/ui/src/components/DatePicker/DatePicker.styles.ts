import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const InputSlot = styled.div`
  flex: 0 1 200px;
  min-width: 160px;
`;
