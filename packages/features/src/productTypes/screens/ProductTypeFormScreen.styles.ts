import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const FormPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  max-width: 960px;
`;
