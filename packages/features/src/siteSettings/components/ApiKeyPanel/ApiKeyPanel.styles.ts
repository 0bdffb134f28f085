import styled from 'styled-components';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
`;

export const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const KeyInput = styled.div`
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
