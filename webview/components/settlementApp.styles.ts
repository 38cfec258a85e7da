// Styles of the settlement page frame: heading, actions, rules, sections, banners.

import { css } from 'lit';

export const settlementAppStyles = css`
  :host {
    display: block;
    padding: 12px 16px 32px;
    max-width: 1100px;
  }

  header {
    margin-bottom: 10px;
  }

  .title-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }

  h1 {
    flex: 1 1 14em;
    margin: 0;
    font-size: 1.5em;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }

  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
    margin: 4px 0 0;
  }

  .meta .sep {
    color: var(--vscode-descriptionForeground, #9d9d9d);
  }

  section {
    margin: 18px 0;
  }

  vscode-collapsible {
    margin: 6px 0 12px;
  }

  .rules {
    padding: 6px 12px 10px;
  }

  .rules dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 4px 0 8px;
  }

  .rules dt {
    font-family: var(--vscode-editor-font-family, monospace);
  }

  .rules dd {
    margin: 0;
    font-family: var(--vscode-editor-font-family, monospace);
  }

  .rules dt.set,
  .rules dd.set {
    font-weight: 600;
  }

  .rules h3 {
    font-size: 1em;
    font-weight: 600;
    margin: 8px 0 2px;
  }

  .rules p {
    margin: 4px 0;
  }

  .banner {
    padding: 6px 10px;
    margin: 8px 0;
    border: 1px solid var(--vscode-inputValidation-errorBorder, #be1100);
    background: var(--vscode-inputValidation-errorBackground, #5a1d1d);
    color: var(--vscode-foreground, #cccccc);
    overflow-wrap: anywhere;
  }

  .empty-state {
    margin: 32px 0;
    color: var(--vscode-descriptionForeground, #9d9d9d);
  }

  .game-status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    margin: 10px 0;
  }

  .game-status .score {
    font-weight: 600;
  }

  vscode-tabs {
    margin-top: 6px;
  }

  .hint {
    margin: 12px 0 6px;
    font-size: 0.9em;
  }

  .lock-state {
    font-size: 0.9em;
  }
`;
