import styled from 'styled-components';
import { boxReset, visuallyHidden } from '../../theme';

export const Field = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};

  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

export const Help = styled.div`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.div`
  ${boxReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
