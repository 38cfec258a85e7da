// Styles of the tabs: VS Code's panel-title look; the selected tab bold with a thick underline (seen in every theme).

import { css } from 'lit';

export const settlementTabsStyles = css`
  :host {
    display: block;
  }

  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0 4px;
    border-bottom: 1px solid var(--ss-border);
  }

  [role='tab'] {
    margin: 0 0 -1px;
    padding: 6px 10px 4px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--ss-muted);
    font: inherit;
    cursor: pointer;
    white-space: nowrap;
  }

  [role='tab']:hover {
    color: var(--vscode-foreground, #cccccc);
    border-bottom-color: var(--ss-border);
  }

  [role='tab'][aria-selected='true'] {
    color: var(--vscode-foreground, #cccccc);
    font-weight: 600;
    border-bottom-color: var(--vscode-panelTitle-activeBorder, var(--ss-focus));
  }

  [role='tab']:focus-visible {
    outline: 1px solid var(--ss-focus);
    outline-offset: -1px;
  }

  [role='tabpanel'] {
    padding-top: 4px;
  }

  @media (forced-colors: active) {
    [role='tab'][aria-selected='true'] {
      border-bottom-color: Highlight;
    }
  }
`;
