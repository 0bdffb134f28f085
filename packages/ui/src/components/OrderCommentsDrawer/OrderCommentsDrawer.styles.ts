import styled from 'styled-components';
import { boxReset } from '../../theme';

export const CommentList = styled.ol`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CommentItem = styled.li`
  ${boxReset}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Meta = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Author = styled.span`
  ${boxReset}
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;
