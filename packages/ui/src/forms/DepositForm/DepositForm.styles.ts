import styled from 'styled-components';
import { boxReset } from '../../theme';

export const StyledForm = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const FeePreview = styled.output`
  ${boxReset}
  display: block;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  & strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Actions = styled.div`
  ${boxReset}
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CardNote = styled.p`
  ${boxReset}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
