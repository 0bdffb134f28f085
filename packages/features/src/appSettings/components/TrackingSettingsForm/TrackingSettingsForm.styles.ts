import styled from 'styled-components';

export const DelayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xl};

  > :first-child {
    width: 200px;
  }
`;
