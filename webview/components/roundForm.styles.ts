// Styles of the Add round form: native controls in the theme's input colours, touch-sized (at least 32 px) and
// wrapping to one column at phone width (320 px).

import { css } from 'lit';

export const roundFormStyles = css`
  :host {
    display: block;
    margin: 8px 0 16px;
  }

  form {
    margin-top: 8px;
    padding: 10px 12px;
    border: 1px solid var(--ss-border);
    border-radius: 4px;
    display: grid;
    gap: 10px;
  }

  fieldset {
    margin: 0;
    padding: 6px 8px 8px;
    border: 1px solid var(--ss-border);
    border-radius: 4px;
    min-width: 0;
  }

  fieldset.choices,
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
  }

  legend {
    padding: 0 4px;
    font-weight: 600;
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: end;
  }

  .field {
    display: grid;
    gap: 2px;
    flex: 1 1 9em;
    min-width: 0;
  }

  .choice {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    cursor: pointer;
  }

  input[type='radio'],
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--vscode-checkbox-background, var(--vscode-button-background, #0078d4));
  }

  select,
  input[type='number'] {
    min-height: 32px;
    width: 100%;
    min-width: 0;
    padding: 2px 6px;
    font: inherit;
    color: var(--vscode-input-foreground, var(--ss-fg));
    background: var(--vscode-input-background, var(--ss-bg));
    border: 1px solid var(--vscode-input-border, var(--vscode-dropdown-border, var(--ss-border)));
    border-radius: 2px;
  }

  select {
    color: var(--vscode-dropdown-foreground, var(--vscode-input-foreground, var(--ss-fg)));
    background: var(--vscode-dropdown-background, var(--vscode-input-background, var(--ss-bg)));
  }

  select:focus-visible,
  input:focus-visible {
    outline: 1px solid var(--ss-focus);
    outline-offset: 1px;
  }

  .btn {
    min-height: 32px;
  }

  h3 {
    font-size: 1em;
    margin: 0 0 4px;
  }

  .preview .scores {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }

  .preview .scores li {
    display: inline-flex;
    gap: 6px;
  }

  .summary,
  .status {
    margin: 4px 0 0;
  }

  .problems {
    margin: 4px 0 0;
    padding-left: 1.2em;
    color: var(--ss-warning);
  }

  pre {
    margin: 4px 0 0;
    padding: 6px;
    overflow-x: auto;
    font-family: var(--vscode-editor-font-family, monospace);
    background: var(--vscode-textCodeBlock-background, transparent);
  }

  .add-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
  }

  .status:empty {
    display: none;
  }
`;
