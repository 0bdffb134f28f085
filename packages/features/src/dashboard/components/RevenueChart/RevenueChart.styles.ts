import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Figure = styled.figure`
  margin: 0;
  min-width: 0;
`;

export const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => podTheme(theme).space.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

/**
 * uPlot's own stylesheet, the part this chart uses (no legend): the layers stack on the canvas.
 * Written here rather than imported, so the published package carries no CSS file to wire up.
 */
export const Plot = styled.div`
  width: 100%;
  min-width: 0;
  .uplot {
    position: relative;
    width: min-content;
    font-family: ${({ theme }) => podTheme(theme).fonts.body};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-select {
    position: absolute;
    top: 0;
    left: 0;
    pointer-events: none;
  }
  .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${({ theme }) => podTheme(theme).colors.borderStrong};
  }
  .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed ${({ theme }) => podTheme(theme).colors.borderStrong};
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-off {
    display: none;
  }
`;

/** Read by screen readers, not drawn: the chart's figures. */
export const HiddenTable = styled.table`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
