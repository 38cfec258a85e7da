// Styles of the rules disclosure: a heading-sized toggle with a chevron, the summary beside it, the switch lists.

import { css } from 'lit';

export const settlementRulesStyles = css`
  :host {
    display: block;
    margin: 6px 0 12px;
    container-type: inline-size;
  }

  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 10px;
    border-bottom: 1px solid var(--ss-border);
  }

  h2 {
    margin: 0;
  }

  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    margin: 0;
    padding: 2px 6px 2px 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .toggle:hover {
    text-decoration: underline;
  }

  .toggle:focus-visible {
    outline: 1px solid var(--ss-focus);
    outline-offset: 1px;
  }

  .chevron {
    flex: none;
    transition: none;
  }

  .chevron path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }

  .toggle[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }

  .summary {
    overflow-wrap: anywhere;
  }

  .body {
    padding: 6px 12px 10px 18px;
  }

  .body[hidden] {
    display: none;
  }

  /* Each switch: its name with the file's words as secondary code, then the value and what it means. Two columns where
     there is room, one below the other on a narrow panel. */
  dl {
    display: grid;
    grid-template-columns: minmax(10em, 2fr) minmax(0, 3fr);
    gap: 4px 16px;
    margin: 4px 0 8px;
  }

  dt,
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  code {
    font-family: var(--vscode-editor-font-family, monospace);
    font-size: 0.9em;
    color: var(--ss-muted);
  }

  .meaning {
    color: var(--ss-muted);
  }

  dt.set .name,
  dd.set .value {
    font-weight: 600;
  }

  @container (max-width: 520px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    dd {
      margin: 0 0 6px 12px;
    }
  }

  h3 {
    font-size: 1em;
    font-weight: 600;
    margin: 8px 0 2px;
  }

  p {
    margin: 4px 0;
  }

  @media (forced-colors: active) {
    .chevron path {
      stroke: ButtonText;
    }
  }
`;
