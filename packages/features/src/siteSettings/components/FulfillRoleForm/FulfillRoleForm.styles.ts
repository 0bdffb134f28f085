import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  max-width: 720px;
`;

export const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
