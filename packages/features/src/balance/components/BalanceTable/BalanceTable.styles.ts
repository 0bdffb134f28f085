import styled from 'styled-components';

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notes = styled.span`
  display: inline-block;
  min-width: 160px;
  max-width: 260px;
  white-space: normal;
  /* Long notes wrap between words; only a word longer than the cell breaks. */
  overflow-wrap: break-word;
`;
