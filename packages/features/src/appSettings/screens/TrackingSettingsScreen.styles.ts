import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  max-width: 640px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
`;
