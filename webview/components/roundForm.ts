// The Add round form: a round's facts picked from the sheet's players, its score shown live (the host scores it in
// place), and an explicit Add that has the host write the round into the file (the file stays the source of truth).

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameKind } from '../../src/format/ast';
import type { RoundInput } from '../../src/language/roundEntry';
import { isHostMessage, type HostMessage, type RoundPreview } from '../../src/protocol';
import { getHost, type Host } from '../host';
import { signed } from '../format';
import { viewOf } from '../games/registry';
import type { FormParts } from '../games/types';
import { strings } from '../strings';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';
import { roundFormStyles } from './roundForm.styles';

let uid = 0;

@customElement('scoresheet-round-form')
export class RoundForm extends LitElement {
  static override styles = [sharedStyles, buttonStyles, roundFormStyles];

  /** The document the view shows (every message to the host names it). */
  @property() source?: string;
  @property() game?: GameKind;
  /** The view's names (players or teams, as the game has them) until the host's first preview names both. */
  @property({ attribute: false }) names: string[] = [];

  @state() private open = false;
  /** The answers so far, in the shape of the game's form (webview/games/<game>/form.ts). */
  @state() private answers: unknown = {};
  @state() private preview?: RoundPreview;
  @state() private status = '';

  private host!: Host;
  private seq = 0;
  private field = 0;
  private readonly uid = `rf${++uid}`;

  override connectedCallback(): void {
    super.connectedCallback();
    this.host = getHost();
    window.addEventListener('message', this.onMessage);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another document (or game) starts a fresh form: its players are not this one's.
    if ((changed.has('source') && changed.get('source') !== undefined) || changed.has('game')) {
      this.answers = this.form?.empty() ?? {};
      this.preview = undefined;
      this.status = '';
    }
  }

  private onMessage = (e: MessageEvent): void => {
    if (isHostMessage(e.data)) this.receive(e.data);
  };

  /** A host message for the form (the settlement app applies the others; tests call this directly). */
  receive(m: HostMessage): void {
    if (m.type === 'roundPreview' && m.source === this.source && m.seq === this.seq) {
      this.preview = m.preview;
    } else if (m.type === 'roundAdded' && m.source === this.source) {
      if (m.error !== undefined) {
        this.status = strings.formFailed(m.error);
      } else {
        this.status = strings.formAdded(m.index ?? 0);
        this.answers = this.form?.empty() ?? {};
        this.requestPreview();
      }
    }
  }

  /** The game's form. */
  private get form() {
    return viewOf(this.game)?.form;
  }

  private get players(): string[] {
    if (this.preview) return this.preview.players;
    return this.form?.players(this.names) ?? [];
  }

  private get teams(): [string, string] {
    return this.preview?.teams ?? [this.names[0] ?? '', this.names[1] ?? ''];
  }

  /** The answers as the host reads them (undefined without a game the view knows). */
  input(): RoundInput | undefined {
    return this.game ? this.form?.input(this.answers, this.game, this.players) : undefined;
  }

  private requestPreview(): void {
    const input = this.input();
    if (!this.source || !input) return;
    this.host.post({ type: 'previewRound', source: this.source, seq: ++this.seq, input });
  }

  private set(patch: object): void {
    this.answers = { ...(this.answers as object), ...patch };
    this.status = '';
    this.requestPreview();
  }

  private onToggle = (): void => {
    this.open = !this.open;
    if (this.open) this.requestPreview();
  };

  private onAdd = (e: Event): void => {
    e.preventDefault();
    const input = this.input();
    if (!this.source || !input) return;
    this.host.post({ type: 'addRound', source: this.source, input });
  };

  override render(): TemplateResult {
    const form = this.form;
    if (!this.game || !form) return html``;
    this.field = 0; // field ids follow the render order, so they are stable between renders
    return html`
      <button
        type="button"
        class="btn toggle"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="${this.uid}-form"
        @click=${this.onToggle}
      >
        ${this.open ? strings.addRoundHide : strings.addRound}
      </button>
      ${
        this.open
          ? html`<form id="${this.uid}-form" aria-label=${strings.formTitle} @submit=${this.onAdd}>
              ${form.fields(this.parts(this.game))} ${this.renderPreview()}
              <div class="add-row">
                <button type="submit" class="btn add">${strings.formAdd}</button>
                <span class="muted hint">${strings.formAddHint}</span>
              </div>
              <p class="status" role="status">${this.status}</p>
            </form>`
          : nothing
      }
    `;
  }

  private select(
    label: string,
    value: string,
    options: [string, string][],
    on: (v: string) => void,
    cls = '',
  ): TemplateResult {
    const id = `${this.uid}-f${++this.field}`;
    return html`<div class="field ${cls}">
      <label for=${id}>${label}</label>
      <select id=${id} @change=${(e: Event) => on((e.target as HTMLSelectElement).value)}>
        ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
      </select>
    </div>`;
  }

  private number(label: string, value: string, on: (v: string) => void, min: number, max: number): TemplateResult {
    const id = `${this.uid}-f${++this.field}`;
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        type="number"
        inputmode="numeric"
        min=${min}
        max=${max}
        .value=${value}
        @input=${(e: Event) => on((e.target as HTMLInputElement).value)}
      />
    </div>`;
  }

  private playerOptions(withNone: string | undefined): [string, string][] {
    const list: [string, string][] = this.players.map((p) => [p, p]);
    return withNone !== undefined ? [['', withNone], ...list] : list;
  }

  /** What the game's fields borrow from the form. */
  private parts(kind: string): FormParts<unknown> {
    return {
      answers: this.answers,
      kind,
      uid: this.uid,
      players: this.players,
      teams: this.teams,
      set: (patch) => this.set(patch as object),
      select: (label, value, options, on) => this.select(label, value, options, on),
      number: (label, value, on, min, max) => this.number(label, value, on, min, max),
      playerOptions: (withNone) => this.playerOptions(withNone),
    };
  }

  private renderPreview(): TemplateResult {
    const p = this.preview;
    const scored = p && p.scores.length > 0;
    return html`<section class="preview" aria-labelledby="${this.uid}-preview-h">
      <h3 id="${this.uid}-preview-h">${strings.formPreview}</h3>
      <div aria-live="polite">
        ${
          scored
            ? html`<ul class="scores">
                  ${p.scores.map(
                    (s) =>
                      html`<li>
                        <span>${s.name}</span>
                        <span class="num ${s.points > 0 ? 'positive' : s.points < 0 ? 'negative' : ''}"
                          >${signed(s.points)}</span
                        >
                      </li>`,
                  )}
                </ul>
                ${p.summary ? html`<p class="summary muted">${p.summary}</p>` : nothing}`
            : html`<p class="muted">${strings.formPreviewNone}</p>`
        }
        ${
          p?.problems.length
            ? html`<ul class="problems">
                ${p.problems.map((m) => html`<li>${m}</li>`)}
              </ul>`
            : nothing
        }
      </div>
      ${
        p?.text
          ? html`<details>
              <summary>${strings.formText}</summary>
              <pre>${p.text}</pre>
            </details>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-round-form': RoundForm;
  }
}
