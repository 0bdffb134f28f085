import styled from 'styled-components';

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
