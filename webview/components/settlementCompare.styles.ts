// Styles of "Compare rules": the switch form as label/control pairs (one column at phone width), the two result
// tables side by side where there is room, gains and losses in the theme's positive and negative colours.

import { css } from 'lit';

export const settlementCompareStyles = css`
  .fields {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(8em, 1fr);
    gap: 6px 12px;
    align-items: center;
  }

  .key {
    overflow-wrap: anywhere;
  }

  .file-key {
    font-family: var(--vscode-editor-font-family, monospace);
  }

  .key.changed .name,
  fieldset.changed > legend .name {
    font-weight: 700;
  }

  .key.changed,
  fieldset.changed > legend {
    font-weight: 700;
  }

  fieldset.multi {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0 12px;
  }

  input[type='text'] {
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

  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }

  .tables {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
    gap: 12px 24px;
    align-items: start;
    margin-top: 8px;
  }

  /* Headings wrap between words ("Gain or loss") rather than widen the table at phone width. */
  thead th,
  thead th.num {
    white-space: normal;
    vertical-align: bottom;
  }

  caption {
    text-align: left;
    font-weight: 600;
    padding: 2px 0;
  }

  th[scope='row'] {
    color: inherit;
    overflow-wrap: anywhere;
    white-space: normal;
  }

  h4 {
    margin: 4px 0;
    font-size: 1em;
    font-weight: 600;
  }

  .warn {
    color: var(--ss-warning);
  }

  .transfers {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  .transfers li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 6px;
    padding: 3px 0;
    border-bottom: 1px solid var(--ss-border);
  }

  .transfers .amount {
    margin-left: auto;
    font-weight: 600;
  }

  .name {
    font-weight: 600;
  }

  @media (max-width: 360px) {
    .fields {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px 0;
    }

    .body {
      padding-left: 2px;
      padding-right: 0;
    }

    th,
    td {
      padding: 3px 4px;
    }
  }
`;
