// Native <button>s in VS Code's look: primary and secondary colours, hover and focus from the theme.
//
// The view used vscode-button, whose secondary hover falls back to a dark grey where a theme defines no hover colour
// (High Contrast Light: #292929 text on #3c3c3c). VS Code's high-contrast themes mark hover with an outline in
// contrastActiveBorder instead of a fill, so here a missing hover fill keeps the normal background and the outline
// shows.

import { css } from 'lit';

export const buttonStyles = css`
  .btn {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 1px 13px;
    min-height: 26px;
    border-radius: 4px;
    border: 1px solid var(--vscode-button-border, transparent);
    background: var(--vscode-button-background, #0078d4);
    color: var(--vscode-button-foreground, #ffffff);
    font: inherit;
    line-height: 22px;
    white-space: nowrap;
    cursor: pointer;
  }

  .btn:hover {
    background: var(--vscode-button-hoverBackground, var(--vscode-button-background, #026ec1));
  }

  .btn.secondary {
    border-color: var(--vscode-button-border, var(--vscode-button-secondaryBorder, transparent));
    background: var(--vscode-button-secondaryBackground, transparent);
    color: var(--vscode-button-secondaryForeground, var(--vscode-foreground, #cccccc));
  }

  .btn.secondary:hover {
    background: var(--vscode-button-secondaryHoverBackground, var(--vscode-button-secondaryBackground, transparent));
  }

  .btn:hover {
    outline: 1px dashed var(--vscode-contrastActiveBorder, transparent);
    outline-offset: -3px;
  }

  .btn:focus-visible {
    outline: 1px solid var(--vscode-focusBorder, #007fd4);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    .btn {
      border: 1px solid ButtonText;
    }
  }
`;
