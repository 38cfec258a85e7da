// Styles of the rules disclosure: a heading-sized toggle with a chevron, the summary beside it, the switch lists.

import { css } from 'lit';

export const settlementRulesStyles = css`
  :host {
    display: block;
    margin: 6px 0 12px;
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

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 4px 0 8px;
  }

  dt,
  dd {
    margin: 0;
    font-family: var(--vscode-editor-font-family, monospace);
    overflow-wrap: anywhere;
  }

  dt.set,
  dd.set {
    font-weight: 600;
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
