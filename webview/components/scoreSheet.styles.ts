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
    border-bottom: 1px solid var(--ss-border);
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

  /* Headings never break inside a word ("Valu/e"): they wrap at spaces only, and a name too long for its column
     ends in an ellipsis (its full text is the cell's title). */
  .head .cell {
    font-weight: 600;
    color: var(--ss-muted);
    overflow: hidden;
    overflow-wrap: normal;
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
  :host([standalone]) .body .row {
    cursor: auto;
  }

  /* No colour fallbacks here: a grey from one theme under another theme's text could be unreadable. */
  .body .row:hover {
    background: var(--vscode-list-hoverBackground, transparent);
  }

  /* High contrast themes have no hover colour; they outline what is under the pointer (contrastActiveBorder is set
     only there). */
  .body .row:hover:not(:focus) {
    outline: 1px dashed var(--vscode-contrastActiveBorder, transparent);
    outline-offset: -1px;
  }

  .body .row:focus {
    outline: 1px solid var(--vscode-list-focusOutline, var(--vscode-focusBorder, #007fd4));
    outline-offset: -1px;
  }

  /* Secondary text on the selection tint takes the full foreground: the description grey is 4.35:1 on Dark Modern's. */
  .body .row.active:focus {
    background: var(--vscode-list-inactiveSelectionBackground, transparent);
    --ss-muted: var(--vscode-foreground, #cccccc);
  }

  .row.has-error {
    box-shadow: inset 3px 0 0 var(--ss-error);
  }

  .row.has-warning {
    box-shadow: inset 3px 0 0 var(--ss-warning);
  }

  .row.game-end {
    border-bottom: 2px solid var(--ss-positive);
  }

  /* The gap before the tags is the tags' own margin: a label's margin would count at its end and could push the last
     letter of a word that just fits onto the next line ("Damensol" / "o"). */
  .label + .tags {
    margin-left: 4px;
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

  /* A long tag ("Game 1 won by Nord-Süd") wraps inside its cell instead of running over the next one. */
  .tags .tag {
    white-space: normal;
  }

  /* One line "+8 (10)" where it fits; in a narrow column the total wraps under the points. */
  .pts {
    display: inline-block;
    font-weight: 600;
  }

  .run {
    display: inline-block;
    margin-left: 0.3em;
    color: var(--ss-muted);
  }

  .c-player.num,
  .c-team.num {
    white-space: normal;
  }

  .sub {
    display: block;
    font-size: 0.85em;
    color: var(--ss-muted);
  }

  .parties-inline,
  .value-inline,
  .outcome-inline {
    display: none;
  }

  .hint,
  .caption {
    margin: 4px 0;
    font-size: 0.9em;
  }

  .party-name {
    font-weight: 600;
  }

  /* Narrow panels: the parties, announcements and game value (Belote: the outcome) move under the game label (the
     taker) instead of taking columns. */
  @container (max-width: 540px) {
    .c-parties,
    .c-value,
    .c-outcome {
      display: none;
    }
    .parties-inline,
    .value-inline,
    .outcome-inline {
      display: block;
    }
    .c-round {
      flex-basis: 2em;
    }
    /* Four player columns keep room for a name ("Jürgen", "Marie") and "−12 (−28)" on two lines; the game column
       keeps room for its longest word ("Normalspiel", "Pflichtsolo") and gives up the rest first. A fifth or sixth
       player narrows every column down to the minimums. */
    .c-game {
      flex: 1 1 6.6em;
      min-width: 6.4em;
    }
    .c-player {
      flex: 1 0.25 3.4em;
      min-width: 2.6em;
    }
    .c-team {
      flex: 1 0 5.4em;
    }
    .cell {
      padding: 3px 1px;
    }
    /* Headings wrap between words ("Taker / contract") instead of all ending in an ellipsis; names stay whole. */
    .head .cell {
      white-space: normal;
      font-size: 0.88em;
    }
    /* A name wraps only where it has a space or hyphen ("Anne-Marie"); a single word too long ends in an ellipsis. */
    .head .cell.name {
      font-size: 0.85em;
      overflow-wrap: normal;
    }
    /* Points above the running total in every cell, so the columns read alike (not "+70 (70)" beside
       "+200 / (200)"). */
    .pts,
    .run {
      display: block;
      margin-left: 0;
    }
    /* The solo's tag marks it: its name in the regular weight keeps a long word ("Fleischloser") within the column. */
    .row.solo .label {
      font-weight: normal;
    }
  }

  .empty {
    padding: 8px 6px;
  }
`;
