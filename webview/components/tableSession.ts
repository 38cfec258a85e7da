// The table session's card above the settlement view: the QR code and link the phones at the table join with, and
// Stop. It listens to the host's `tableSession` messages itself and shows nothing while no session runs for the
// document the view shows.

import { LitElement, css, html, nothing, svg, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { isHostMessage, type TableSessionModel } from '../../src/protocol';
import { getHost } from '../host';
import { strings } from '../strings';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';

/** The quiet zone a scanner needs around a code: four modules (ISO/IEC 18004). */
const QUIET = 4;

/** An SVG path of the dark modules, each run of a row one rectangle. */
export function qrPath(rows: readonly string[]): string {
  let d = '';
  rows.forEach((row, y) => {
    for (const m of row.matchAll(/1+/g))
      d += `M${(m.index ?? 0) + QUIET} ${y + QUIET}h${m[0].length}v1h-${m[0].length}z`;
  });
  return d;
}

@customElement('scoresheet-table-session')
export class TableSessionCard extends LitElement {
  static override styles = [
    sharedStyles,
    buttonStyles,
    css`
      :host {
        display: block;
        padding: 12px 16px 0;
        max-width: 1100px;
      }
      :host([hidden]),
      .none {
        display: none;
      }
      aside {
        display: flex;
        flex-wrap: wrap;
        gap: 12px 20px;
        align-items: flex-start;
        padding: 12px;
        border: 1px solid var(--ss-border);
        border-radius: 4px;
      }
      svg {
        flex: none;
        width: 164px;
        height: 164px;
      }
      .text {
        flex: 1 1 16em;
        min-width: 0;
      }
      p {
        margin: 0 0 8px;
      }
      a {
        color: var(--vscode-textLink-foreground, #3794ff);
        overflow-wrap: anywhere;
        font-family: var(--vscode-editor-font-family, monospace);
      }
      a:focus-visible {
        outline: 1px solid var(--ss-focus);
      }
    `,
  ];

  @state() private session?: TableSessionModel;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('message', this.onMessage);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
    super.disconnectedCallback();
  }

  private onMessage = (e: MessageEvent): void => {
    const m: unknown = e.data;
    if (!isHostMessage(m)) return;
    if (m.type === 'tableSession') this.session = m.session;
    // Another document (or none) shown: its own session message follows, if it has one.
    else if (m.type === 'noDocument') this.session = undefined;
  };

  private onStop = (): void => {
    getHost().post({ type: 'stopTableSession' });
  };

  override render(): TemplateResult | typeof nothing {
    const s = this.session;
    if (!s) return nothing;
    const size = s.qr.length + 2 * QUIET;
    return html`<aside aria-labelledby="session-h">
      <svg viewBox="0 0 ${size} ${size}" role="img" aria-label=${strings.sessionQr} shape-rendering="crispEdges">
        ${svg`<rect width=${size} height=${size} fill="#ffffff"></rect><path d=${qrPath(s.qr)} fill="#000000"></path>`}
      </svg>
      <div class="text">
        <h2 id="session-h">${strings.sessionTitle}</h2>
        <p>${strings.sessionIntro}</p>
        ${s.loopback ? html`<p class="muted">${strings.sessionLoopback}</p>` : nothing}
        <p><a class="link" href=${s.url}>${s.url}</a></p>
        <button type="button" class="btn secondary stop" @click=${this.onStop}>${strings.sessionStop}</button>
      </div>
    </aside>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-table-session': TableSessionCard;
  }
}
