import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  padding: ${({ theme }) => podTheme(theme).space.lg};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};

  p[role='alert'] {
    margin: 0;
    color: ${({ theme }) => podTheme(theme).colors.danger};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
