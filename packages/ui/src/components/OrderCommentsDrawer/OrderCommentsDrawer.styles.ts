import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const CommentList = styled.ol`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CommentItem = styled.li`
  ${boxReset}
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

export const Meta = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-bottom: ${({ theme }) => podTheme(theme).space.xs};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Author = styled.span`
  ${boxReset}
  color: ${({ theme }) => podTheme(theme).colors.text};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

/** Comments are plain text: kept as typed, line breaks included, never read as HTML. */
export const CommentText = styled.p`
  ${boxReset}
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Composer = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin-top: ${({ theme }) => podTheme(theme).space.xl};
`;

/** The box and its Send button side by side, the button level with the box's top. */
export const ComposerRow = styled.div`
  ${boxReset}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => podTheme(theme).space.sm};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }

  & > button {
    flex: none;
    margin-top: 1.75em;
  }
`;
