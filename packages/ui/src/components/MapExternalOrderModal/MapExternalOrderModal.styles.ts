import styled from 'styled-components';
import { boxReset } from '../../theme';

/** The modal's form stacks its parts with one gap, the footer last. */
export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The shop's line: its picture beside what the shop says of it. */
export const Line = styled.section`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Thumb = styled.img`
  ${boxReset}
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Label: value pairs. */
export const LineFacts = styled.dl`
  ${boxReset}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
