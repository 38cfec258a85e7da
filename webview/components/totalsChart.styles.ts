// Styles of the running-totals chart: series colours from the theme's chart palette, dash patterns and markers,
// by class (no inline styles).
//
// Each series colour is the theme's chart colour pulled a little toward the editor foreground, so every line keeps 3:1
// against the background in light themes too (the plain yellow of Light Modern has 2.9:1); each series also has its
// own dash pattern and marker, so none depends on colour alone.

import { css } from 'lit';

export const totalsChartStyles = css`
  :host {
    display: block;
  }

  figure {
    margin: 0;
  }

  svg {
    display: block;
    overflow: visible;
  }

  figure > svg {
    width: 100%;
  }

  .grid {
    stroke: var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
    stroke-width: 1;
    shape-rendering: crispEdges;
  }

  .zero {
    stroke: var(--vscode-descriptionForeground, #9d9d9d);
    stroke-width: 1;
    shape-rendering: crispEdges;
  }

  .axis-label,
  .end-label {
    fill: var(--vscode-descriptionForeground, #9d9d9d);
    font-size: 11px;
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-variant-numeric: tabular-nums;
  }

  .end-label {
    fill: var(--ss-fg);
  }

  .line {
    fill: none;
    stroke: var(--series);
    stroke-width: 2;
    stroke-linejoin: round;
    stroke-linecap: butt;
  }

  .marker {
    fill: var(--series);
    stroke: var(--vscode-editor-background, #1e1e1e);
    stroke-width: 1;
  }

  /* A season's evenings: a small dot per point, a wider transparent ring to hover for the date. */
  .point {
    fill: var(--series);
    stroke: transparent;
    stroke-width: 6;
    pointer-events: all;
  }

  .leader {
    stroke: var(--series);
    stroke-width: 1;
    opacity: 0.7;
  }

  .s0 {
    --series: color-mix(in srgb, var(--vscode-charts-blue, #3794ff) 85%, var(--ss-fg));
  }
  .s1 {
    --series: color-mix(in srgb, var(--vscode-charts-red, #f14c4c) 85%, var(--ss-fg));
  }
  .s2 {
    --series: color-mix(in srgb, var(--vscode-charts-green, #89d185) 85%, var(--ss-fg));
  }
  .s3 {
    --series: color-mix(in srgb, var(--vscode-charts-purple, #b180d7) 85%, var(--ss-fg));
  }
  .s4 {
    --series: color-mix(in srgb, var(--vscode-charts-yellow, #cca700) 75%, var(--ss-fg));
  }
  .s5 {
    --series: var(--ss-fg);
  }
  .s6 {
    --series: color-mix(in srgb, var(--vscode-charts-blue, #3794ff) 50%, var(--ss-fg));
  }
  /* Beyond the theme's five chart colours: orange, teal and magenta mixed from them (up to ten players). */
  .s7 {
    --series: color-mix(
      in srgb,
      color-mix(in srgb, var(--vscode-charts-red, #f14c4c), var(--vscode-charts-yellow, #cca700)) 85%,
      var(--ss-fg)
    );
  }
  .s8 {
    --series: color-mix(
      in srgb,
      color-mix(in srgb, var(--vscode-charts-blue, #3794ff), var(--vscode-charts-green, #89d185)) 85%,
      var(--ss-fg)
    );
  }
  .s9 {
    --series: color-mix(
      in srgb,
      color-mix(in srgb, var(--vscode-charts-red, #f14c4c), var(--vscode-charts-purple, #b180d7)) 70%,
      var(--ss-fg)
    );
  }

  /* One dash pattern per series (the first is solid): the lines differ in greyscale and for colour-blind players. */
  .s1 .line {
    stroke-dasharray: 8 3;
  }
  .s2 .line {
    stroke-dasharray: 2 3;
  }
  .s3 .line {
    stroke-dasharray: 10 3 2 3;
  }
  .s4 .line {
    stroke-dasharray: 4 4;
  }
  .s5 .line {
    stroke-dasharray: 12 3 2 3 2 3;
  }
  .s6 .line {
    stroke-dasharray: 16 5;
  }
  .s7 .line {
    stroke-dasharray: 1 4;
  }
  .s8 .line {
    stroke-dasharray: 6 2 6 6;
  }
  .s9 .line {
    stroke-dasharray: 20 3 5 3;
  }

  /* A highlighted player (pointer on their name anywhere in the view): their line bold, the other lines faded
     (their labels stay readable: text keeps its contrast). */
  .series.hl .line {
    stroke-width: 3.5;
  }
  .series.dim .line,
  .series.dim .marker,
  .series.dim .leader,
  .legend li.dim .swatch {
    opacity: 0.3;
  }
  .series.hl .end-label,
  .legend li.hl .name {
    font-weight: 700;
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 16px;
    margin: 0 0 4px;
    padding: 0;
    list-style: none;
  }

  .legend li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }

  .swatch {
    display: inline-block;
    width: 30px;
    height: 12px;
  }

  figcaption {
    font-size: 0.85em;
    margin-top: 2px;
  }

  @media (forced-colors: active) {
    .line,
    .leader {
      stroke: CanvasText;
    }
    .marker {
      fill: CanvasText;
    }
    .end-label {
      fill: CanvasText;
    }
  }
`;
