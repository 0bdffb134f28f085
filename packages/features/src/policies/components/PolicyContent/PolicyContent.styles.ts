import styled from 'styled-components';

export const Rich = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Plain = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
