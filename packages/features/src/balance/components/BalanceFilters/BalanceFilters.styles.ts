import styled from 'styled-components';

export const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Wide = styled.div`
  grid-column: span 2;
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.layout.mobileMaxWidth}px) {
    grid-column: auto;
  }
`;
