import styled from 'styled-components';

export { Muted, Stack, Thumbnailed as Product } from '../../../shared/list/cells.styles';

/** The short link: one line, cut with an ellipsis, whole on hover (title) and when copied. */
export const ShortLink = styled.a`
  display: inline-block;
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;
