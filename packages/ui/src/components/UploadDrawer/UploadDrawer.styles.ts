import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Stack = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const FileList = styled.ul`
  ${boxReset}
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const FileRow = styled.li`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  padding: ${({ theme }) => podTheme(theme).space.sm} ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surface};
`;

export const FileLine = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const FileName = styled.span`
  ${boxReset}
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

export const FileStatus = styled.span<{ $failed: boolean }>`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme, $failed }) =>
    $failed ? podTheme(theme).colors.danger : podTheme(theme).colors.textMuted};
`;

export const FileError = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;
