// Styles every settlement component shares: theme-variable typography, tables, tags, focus rings.
// Colours come only from `--vscode-*` variables (with dark-theme fallbacks for the rare host without them).

import { css } from 'lit';

export const sharedStyles = css`
  :host {
    color: var(--vscode-foreground, #cccccc);
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-size: var(--vscode-font-size, 13px);
    line-height: 1.4;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  h2 {
    font-size: 1.1em;
    font-weight: 600;
    margin: 0 0 0.5em;
    color: var(--vscode-foreground, #cccccc);
  }

  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }

  .muted {
    color: var(--vscode-descriptionForeground, #9d9d9d);
  }

  .positive {
    color: var(--vscode-charts-green, #89d185);
  }

  .negative {
    color: var(--vscode-errorForeground, #f48771);
  }

  table {
    border-collapse: collapse;
    width: 100%;
  }

  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
    text-align: left;
    vertical-align: baseline;
  }

  th {
    font-weight: 600;
    color: var(--vscode-descriptionForeground, #9d9d9d);
    white-space: nowrap;
  }

  th.num,
  td.num {
    text-align: right;
  }

  .tag {
    display: inline-block;
    padding: 0 5px;
    border-radius: 3px;
    font-size: 0.85em;
    line-height: 1.5;
    white-space: nowrap;
    border: 1px solid var(--vscode-contrastBorder, transparent);
    background: var(--vscode-badge-background, #616161);
    color: var(--vscode-badge-foreground, #f8f8f8);
  }

  .tag.solo {
    background: var(--vscode-charts-purple, #b180d7);
    color: var(--vscode-editor-background, #1e1e1e);
  }

  /* Outlined: orange fill under light-theme text is too faint to read, an orange border is not. */
  .tag.bock {
    background: transparent;
    color: var(--vscode-foreground, #cccccc);
    border-color: var(--vscode-charts-orange, #d18616);
    border-width: 1px 1px 1px 4px;
  }

  .tag.duty {
    background: transparent;
    color: var(--vscode-foreground, #cccccc);
    border-color: var(--vscode-charts-purple, #b180d7);
  }

  .tag.win {
    background: var(--vscode-charts-green, #89d185);
    color: var(--vscode-editor-background, #1e1e1e);
  }

  .flag {
    display: inline-block;
    min-width: 1.4em;
    padding: 0 4px;
    border-radius: 0.7em;
    text-align: center;
    font-weight: 700;
    font-size: 0.85em;
    line-height: 1.4;
    border: 1px solid currentColor;
  }

  .flag.error {
    color: var(--vscode-editorError-foreground, #f14c4c);
  }

  .flag.warning {
    color: var(--vscode-editorWarning-foreground, #cca700);
  }

  :focus-visible {
    outline: 1px solid var(--vscode-focusBorder, #007fd4);
    outline-offset: -1px;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
