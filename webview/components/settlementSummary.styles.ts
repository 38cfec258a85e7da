// Styles of the totals, money and who-pays-whom block.

import { css } from 'lit';

export const settlementSummaryStyles = css`
  :host {
    display: block;
  }

  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: 12px 24px;
    align-items: start;
  }

  tr.winner .name-cell {
    font-weight: 600;
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
    border-bottom: 1px solid var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
  }

  .transfers .amount {
    margin-left: auto;
    font-weight: 600;
  }

  .name {
    font-weight: 600;
  }

  /* The name is the row's header (a screen reader says it with each number) but reads as the other cells do. */
  th.name-cell {
    font-weight: normal;
    color: inherit;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  /* A long column heading ("Game 2 (in progress)") wraps between words rather than widening the table. */
  th.wrap {
    white-space: normal;
  }
`;
