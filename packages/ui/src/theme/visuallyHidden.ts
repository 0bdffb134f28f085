import { css } from 'styled-components';

/**
 * Out of sight but read by screen readers (a live region, a label the layout has no room for):
 * a 1 px box clipped to nothing, not `display: none`, which assistive tech skips too.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
