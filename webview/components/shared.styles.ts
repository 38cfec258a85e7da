// Styles every settlement component shares: theme-variable typography, colour tokens, tables, tags, focus rings.
// Colours come only from `--vscode-*` variables (with dark-theme fallbacks for the rare host without them).
//
// Coloured text (points, tags, problem flags) must read at 4.5:1 in all four theme kinds, also on the hover and
// selection tints of a row. The theme's own hues do not always (Light Modern's error red is 3.35:1 on white, its green
// 4.32:1), so each token is the theme's hue mixed toward the theme's editor foreground: in a light theme that darkens
// it, in a dark one it lightens it — either way it moves away from the background and keeps its hue.

import { css } from 'lit';

export const sharedStyles = css`
  :host {
    color: var(--vscode-foreground, #cccccc);
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-size: var(--vscode-font-size, 13px);
    line-height: 1.4;

    --ss-fg: var(--vscode-editor-foreground, var(--vscode-foreground, #cccccc));
    --ss-bg: var(--vscode-editor-background, #1e1e1e);
    --ss-muted: var(--vscode-descriptionForeground, #9d9d9d);
    --ss-positive: color-mix(in srgb, var(--vscode-charts-green, #89d185) 55%, var(--ss-fg));
    --ss-negative: color-mix(in srgb, var(--vscode-errorForeground, #f48771) 55%, var(--ss-fg));
    --ss-error: color-mix(in srgb, var(--vscode-editorError-foreground, #f14c4c) 55%, var(--ss-fg));
    --ss-warning: color-mix(in srgb, var(--vscode-editorWarning-foreground, #cca700) 50%, var(--ss-fg));
    --ss-solo: color-mix(in srgb, var(--vscode-charts-purple, #b180d7) 80%, var(--ss-fg));
    --ss-border: var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
    --ss-focus: var(--vscode-focusBorder, #007fd4);
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* A name is isolated from the text around it: a right-to-left name (or one a bidi control was written in) cannot
     carry a number next to it along ("Al5−" for −5). */
  .name,
  span[data-player] {
    unicode-bidi: isolate;
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
    color: var(--ss-muted);
  }

  .positive {
    color: var(--ss-positive);
  }

  .negative {
    color: var(--ss-negative);
  }

  table {
    border-collapse: collapse;
    width: 100%;
  }

  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--ss-border);
    text-align: left;
    vertical-align: baseline;
  }

  th {
    font-weight: 600;
    color: var(--ss-muted);
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
    background: var(--ss-solo);
    color: var(--ss-bg);
  }

  /* Outlined: orange fill under light-theme text is too faint to read, an orange border is not. */
  .tag.bock {
    background: transparent;
    color: var(--vscode-foreground, #cccccc);
    border-color: var(--ss-warning);
    border-width: 1px 1px 1px 4px;
  }

  .tag.duty {
    background: transparent;
    color: var(--vscode-foreground, #cccccc);
    border-color: var(--ss-solo);
  }

  .tag.win {
    background: var(--ss-positive);
    color: var(--ss-bg);
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
    color: var(--ss-error);
  }

  .flag.warning {
    color: var(--ss-warning);
  }

  :focus-visible {
    outline: 1px solid var(--ss-focus);
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

  @media (forced-colors: active) {
    .tag,
    .flag {
      forced-color-adjust: auto;
      border: 1px solid CanvasText;
    }
  }
`;
