import styled from 'styled-components';
import { boxReset, podTheme } from '../../theme';

/** The modal's form stacks its parts with one gap, the footer last. */
export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

/** The shop's line: its picture beside what the shop says of it. */
export const Line = styled.section`
  ${boxReset}
  display: flex;
  gap: ${({ theme }) => podTheme(theme).space.md};
  align-items: flex-start;
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
`;

export const Thumb = styled.img`
  ${boxReset}
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
`;

/** Label: value pairs. */
export const LineFacts = styled.dl`
  ${boxReset}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.md}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  }
`;
