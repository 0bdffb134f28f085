import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
