import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const StyledForm = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const FeePreview = styled.output`
  ${boxReset}
  display: block;
  padding: ${({ theme }) => `${podTheme(theme).space.md} ${podTheme(theme).space.lg}`};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};

  & strong {
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  }
`;

export const Actions = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const CardNote = styled.p`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
`;
