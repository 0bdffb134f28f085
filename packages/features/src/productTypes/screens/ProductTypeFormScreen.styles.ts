import styled from 'styled-components';

export const FormPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
`;
