import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  max-width: 720px;
`;

export const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const KeyInput = styled.div`
  input {
    font-family: ${({ theme }) => podTheme(theme).fonts.mono};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
