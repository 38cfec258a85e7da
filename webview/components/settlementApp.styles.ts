// Styles of the settlement page frame: heading, actions, sections, banners.

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

  .actions[hidden] {
    display: none;
  }

  /* The Tournament tab: its Projector button above the standings; the projector fills the view. */
  .tournament-actions {
    justify-content: flex-end;
    margin: 0.5em 0;
  }

  main.projector {
    min-height: 100vh;
    box-sizing: border-box;
  }

  .projector-actions {
    justify-content: flex-end;
  }

  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
    margin: 4px 0 0;
  }

  .meta .sep {
    color: var(--ss-muted);
  }

  section {
    margin: 18px 0;
  }

  .banner {
    padding: 6px 10px;
    margin: 8px 0;
    border: 1px solid var(--vscode-inputValidation-errorBorder, #be1100);
    background: var(--vscode-inputValidation-errorBackground, #5a1d1d);
    color: var(--vscode-foreground, #cccccc);
    overflow-wrap: anywhere;
  }

  /* The same evening found twice in the folder: a warning above the evening, marked like a row with a warning. */
  .same-evening {
    margin: 8px 0;
    padding: 4px 10px;
    list-style: none;
    border-left: 3px solid var(--ss-warning);
    overflow-wrap: anywhere;
  }

  .empty-state {
    margin: 32px 0;
    color: var(--ss-muted);
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

  scoresheet-tabs {
    margin-top: 6px;
  }
`;
