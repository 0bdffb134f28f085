import { css } from 'styled-components';

/**
 * The part of a CSS reset every component carries in its own styles: embedders render with
 * withGlobalStyle={false} on pages whose boxes may be content-box, and widths of 100% plus padding
 * and border would overflow their columns there.
 */
export const boxReset = css`
  box-sizing: border-box;

  &::before,
  &::after {
    box-sizing: border-box;
  }
`;
