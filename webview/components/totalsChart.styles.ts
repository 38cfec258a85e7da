// Styles of the running-totals chart: series colours from the theme's chart palette, by class (no inline styles).

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
    width: 100%;
    overflow: visible;
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

  .axis-label {
    fill: var(--vscode-descriptionForeground, #9d9d9d);
    font-size: 11px;
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-variant-numeric: tabular-nums;
  }

  .line {
    fill: none;
    stroke: var(--series);
    stroke-width: 2;
    stroke-linejoin: round;
    stroke-linecap: round;
  }

  .s0 {
    --series: var(--vscode-charts-blue, #3794ff);
  }
  .s1 {
    --series: var(--vscode-charts-red, #f14c4c);
  }
  .s2 {
    --series: var(--vscode-charts-green, #89d185);
  }
  .s3 {
    --series: var(--vscode-charts-yellow, #cca700);
  }
  .s4 {
    --series: var(--vscode-charts-purple, #b180d7);
  }
  .s5 {
    --series: var(--vscode-charts-orange, #d18616);
  }
  .s6 {
    --series: var(--vscode-charts-foreground, var(--vscode-foreground, #cccccc));
  }

  /* Dashes tell the lines apart where colour cannot (colour blindness, high contrast). */
  .line.s1,
  .s1 .line {
    stroke-dasharray: 6 3;
  }
  .line.s3,
  .s3 .line {
    stroke-dasharray: 2 3;
  }
  .line.s5,
  .s5 .line {
    stroke-dasharray: 8 3 2 3;
  }

  .end {
    fill: var(--series);
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
  }

  .legend li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }

  /* The legend repeats each line's colour and dash pattern. */
  .swatch {
    display: inline-block;
    width: 20px;
    height: 6px;
  }

  figcaption {
    font-size: 0.85em;
    margin-top: 2px;
  }
`;
