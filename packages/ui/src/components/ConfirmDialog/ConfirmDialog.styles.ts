import styled from 'styled-components';

export const Message = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
