import styled from 'styled-components';

/** The staff's extra filters, set apart under the bar. */
export const MoreFilters = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
`;
