// Styles of the statistics table: on narrow panels each player (team) becomes a block of labelled numbers.

import { css } from 'lit';

export const settlementStatsStyles = css`
  :host {
    display: block;
  }

  .table-wrap {
    container-type: inline-size;
    overflow-x: auto;
  }

  /*
   * Narrow panels: six columns do not fit, and a table that scrolls sideways hides the numbers. Each player (team)
   * becomes a block: the name, then "Games 14 · Wins 9 …" labelled from data-label. The explicit ARIA roles keep
   * the table semantics that display:block would otherwise drop.
   */
  @container (max-width: 460px) {
    table.stats,
    table.stats tbody,
    table.stats tr,
    table.stats td,
    table.stats th.name-cell {
      display: block;
    }
    table.stats thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table.stats tr {
      padding: 4px 0;
      border-bottom: 1px solid var(--vscode-editorWidget-border, var(--vscode-panel-border, #454545));
    }
    table.stats td,
    table.stats th.name-cell {
      border: 0;
      padding: 1px 4px;
    }
    table.stats th.name-cell {
      font-weight: 600;
    }
    table.stats td.num {
      display: inline-block;
      text-align: left;
      padding-right: 12px;
    }
    table.stats td.num::before {
      content: attr(data-label) ' ';
      color: var(--vscode-descriptionForeground, #9d9d9d);
      font-variant-numeric: normal;
    }
  }

  /* The name is the row's header (a screen reader says it with each number) but reads as the other cells do. */
  th.name-cell {
    font-weight: normal;
    color: inherit;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;
