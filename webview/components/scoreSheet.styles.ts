// Styles of the score sheet: flex rows instead of a <table> so the virtualizer can position rows absolutely.

import { css } from 'lit';

export const scoreSheetStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }

  .table {
    width: 100%;
  }

  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--vscode-editor-background, #1e1e1e);
  }

  .row {
    display: flex;
    align-items: flex-start;
    width: 100%;
    min-height: 28px;
    border-bottom: 1px solid var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
  }

  .head .row {
    align-items: flex-end;
    border-bottom-width: 2px;
  }

  .cell {
    padding: 3px 6px;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  .head .cell {
    font-weight: 600;
    color: var(--vscode-descriptionForeground, #9d9d9d);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .c-round {
    flex: 0 0 3.2em;
  }
  .c-game {
    flex: 1.3 1 8em;
  }
  .c-parties {
    flex: 1.3 1 8em;
  }
  .c-value {
    flex: 0 0 4.8em;
  }
  .c-player {
    flex: 1 1 4.2em;
  }
  .c-taker {
    flex: 1.5 1 8em;
  }
  .c-outcome {
    flex: 1.2 1 7em;
  }
  .c-team {
    flex: 1 1 5.5em;
  }

  .body .row {
    cursor: pointer;
    scroll-margin-top: 3em;
  }

  /* No colour fallbacks here: a grey from one theme under another theme's text could be unreadable. */
  .body .row:hover {
    background: var(--vscode-list-hoverBackground, transparent);
  }

  /* High contrast themes have no hover colour; they outline what is under the pointer (contrastActiveBorder is set only there). */
  .body .row:hover:not(:focus) {
    outline: 1px dashed var(--vscode-contrastActiveBorder, transparent);
    outline-offset: -1px;
  }

  .body .row:focus {
    outline: 1px solid var(--vscode-list-focusOutline, var(--vscode-focusBorder, #007fd4));
    outline-offset: -1px;
  }

  .body .row.active:focus {
    background: var(--vscode-list-inactiveSelectionBackground, transparent);
  }

  .row.has-error {
    box-shadow: inset 3px 0 0 var(--vscode-editorError-foreground, #f14c4c);
  }

  .row.has-warning {
    box-shadow: inset 3px 0 0 var(--vscode-editorWarning-foreground, #cca700);
  }

  .row.game-end {
    border-bottom: 2px solid var(--vscode-charts-green, #89d185);
  }

  .label {
    margin-right: 4px;
  }

  .row.solo .label {
    font-weight: 600;
  }

  .tags {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 3px;
    vertical-align: baseline;
  }

  .run {
    display: block;
    font-weight: 600;
  }

  .pts {
    display: block;
    font-size: 0.85em;
  }

  .sub {
    display: block;
    font-size: 0.85em;
    color: var(--vscode-descriptionForeground, #9d9d9d);
  }

  .parties-inline {
    display: none;
  }

  .party-name {
    font-weight: 600;
  }

  /* Narrow panels: the parties move under the game label instead of taking a column. */
  @container (max-width: 540px) {
    .c-parties {
      display: none;
    }
    .parties-inline {
      display: block;
    }
    .c-round {
      flex-basis: 2.4em;
    }
    .c-value {
      flex-basis: 3.6em;
    }
    .cell {
      padding: 3px 3px;
    }
    /* Headings wrap at spaces and hyphens ("Taker / contract", "Nord-Süd") instead of all ending in an ellipsis. */
    .head .cell {
      white-space: normal;
      font-size: 0.92em;
    }
  }

  .empty {
    padding: 8px 6px;
  }
`;
