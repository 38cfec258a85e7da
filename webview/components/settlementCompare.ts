// "Compare rules": a disclosure with a form of the game's preset and switches (each a labelled native control, the
// file's value marked), whose Compare has the host settle the sheet under those rules (the file is never changed);
// shows each name's points and money as written, what if and the difference, and who pays whom under both. Reset
// goes back to the file's rules.

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  isHostMessage,
  type HostMessage,
  type RuleChangeInput,
  type RuleChoice,
  type RuleChoices,
  type RulesComparisonModel,
  type SheetTransfer,
} from '../../src/protocol';
import { getHost, type Host } from '../host';
import { money, plain, signed } from '../format';
import { viewOf } from '../games/registry';
import { strings } from '../strings';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';
import { roundFormStyles } from './roundForm.styles';
import { settlementRulesStyles } from './settlementRules.styles';
import { settlementCompareStyles } from './settlementCompare.styles';

/** The form's answers: the preset and each switch's value text (`multi`: space-separated, in the table's order). */
interface Draft {
  preset: string;
  values: Record<string, string>;
}

function draftOf(c: RuleChoices): Draft {
  return { preset: c.preset, values: Object.fromEntries(c.switches.map((s) => [s.key, s.value])) };
}

/** What differs from the file: the preset first (as `rules=`), then the switches in the table's order. */
export function changesOf(c: RuleChoices, d: Draft): RuleChangeInput[] {
  const out: RuleChangeInput[] = [];
  if (d.preset !== c.preset) out.push({ key: 'rules', values: [d.preset] });
  for (const s of c.switches) {
    const v = (d.values[s.key] ?? '').trim();
    if (v === '' || words(v).join(' ') === words(s.value).join(' ')) continue;
    out.push({ key: s.key, values: words(v) });
  }
  return out;
}

const words = (v: string) => v.split(/\s+/).filter(Boolean);

/** A switch by its name in the display language, the key as the file writes it beside it (`Bockrunden bock`). */
function switchName(s: RuleChoice): TemplateResult {
  return s.name && s.name !== s.key
    ? html`<span class="name">${s.name}</span> <code class="file-key">${s.key}</code>`
    : html`<code class="file-key">${s.key}</code>`;
}

@customElement('scoresheet-compare')
export class SettlementCompare extends LitElement {
  static override styles = [
    sharedStyles,
    buttonStyles,
    roundFormStyles,
    settlementRulesStyles,
    settlementCompareStyles,
  ];

  /** The document the view shows (every message to the host names it). */
  @property() source?: string;
  /** The document's version: a new version while a comparison is shown asks for it again. */
  @property({ type: Number }) version = -1;
  /** Which Markdown block is shown (another block starts afresh). */
  @property({ type: Number }) block?: number;
  /** The sheet's game kind: it says whether the names are players or teams. */
  @property() game?: string;
  @property({ type: Boolean, reflect: true }) expanded = false;

  @state() private choices?: RuleChoices;
  @state() private draft?: Draft;
  @state() private result?: RulesComparisonModel;
  @state() private status = '';

  private host!: Host;
  private seq = 0;
  /** The changes of the comparison shown (asked again when the sheet changes). */
  private compared?: RuleChangeInput[];

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
    const moved =
      (changed.has('source') && changed.get('source') !== undefined) ||
      (changed.has('block') && changed.get('block') !== undefined);
    if (moved) {
      // Another sheet (perhaps another game): its own choices, nothing compared.
      this.choices = undefined;
      this.draft = undefined;
      this.result = undefined;
      this.compared = undefined;
      this.status = '';
      if (this.expanded) this.ask([]);
    } else if (changed.has('version') && changed.get('version') !== undefined) {
      // The sheet was edited: the file's values may have changed, and the comparison shown is of the old text.
      if (this.expanded || this.compared) this.ask(this.compared ?? []);
    }
  }

  private onMessage = (e: MessageEvent): void => {
    if (isHostMessage(e.data)) this.receive(e.data);
  };

  /** A host message for the comparison (tests call this directly). */
  receive(m: HostMessage): void {
    if (m.type !== 'comparison' || m.source !== this.source || m.seq !== this.seq) return;
    const fresh = !this.choices || JSON.stringify(this.choices) !== JSON.stringify(m.choices);
    this.choices = m.choices;
    if (m.choices && (fresh || !this.draft)) {
      // Keep what the user picked when only the sheet changed; start from the file's rules otherwise.
      this.draft = this.compared && this.draft ? this.draft : draftOf(m.choices);
    }
    if (m.error !== undefined) {
      this.result = undefined;
      this.compared = undefined;
      this.status = strings.compareFailed(m.error);
      return;
    }
    this.result = m.result;
    this.status = '';
  }

  private ask(changes: RuleChangeInput[]): void {
    if (!this.source) return;
    this.host.post({ type: 'compareRules', source: this.source, seq: ++this.seq, changes });
  }

  private toggle = (): void => {
    this.expanded = !this.expanded;
    if (this.expanded && !this.choices) this.ask([]);
  };

  private onSubmit = (e: Event): void => {
    e.preventDefault();
    if (!this.choices || !this.draft) return;
    const changes = changesOf(this.choices, this.draft);
    if (changes.length === 0) {
      this.result = undefined;
      this.compared = undefined;
      this.status = strings.compareNoChange;
      return;
    }
    this.compared = changes;
    this.status = strings.compareWorking;
    this.ask(changes);
  };

  private onReset = (): void => {
    if (this.choices) this.draft = draftOf(this.choices);
    this.result = undefined;
    this.compared = undefined;
    this.status = '';
    // Focus stays useful: back to the first control of the form.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('select, input')?.focus());
  };

  private setValue(key: string, value: string): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, values: { ...this.draft.values, [key]: value } };
  }

  private toggleWord(s: RuleChoice, word: string, on: boolean): void {
    const now = new Set(words(this.draft?.values[s.key] ?? ''));
    if (on) now.add(word);
    else now.delete(word);
    this.setValue(s.key, s.values.filter((v) => now.has(v)).join(' '));
  }

  override render(): TemplateResult {
    return html`
      <div class="head">
        <h2 id="compare-h">
          <button
            type="button"
            class="toggle"
            aria-expanded=${this.expanded ? 'true' : 'false'}
            aria-controls="compare-body"
            @click=${this.toggle}
          >
            <svg class="chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 4l4 4-4 4"></path></svg
            >${strings.compareRules}
          </button>
        </h2>
        ${this.result ? html`<span class="summary muted">${strings.compareTitle(this.result.changes)}</span>` : nothing}
      </div>
      <div id="compare-body" class="body" role="region" aria-labelledby="compare-h" ?hidden=${!this.expanded}>
        <p class="muted">${strings.compareHint}</p>
        ${
          this.choices && this.draft
            ? this.renderForm(this.choices, this.draft)
            : html`<p>${strings.compareLoading}</p>`
        }
        <p class="status" role="status" aria-live="polite">${this.status}</p>
        ${this.result ? this.renderResult(this.result) : nothing}
      </div>
    `;
  }

  private renderForm(c: RuleChoices, d: Draft): TemplateResult {
    return html`<form @submit=${this.onSubmit} aria-labelledby="compare-h">
      <div class="fields">
        <label for="cmp-preset">${strings.comparePreset}</label>
        <select id="cmp-preset" @change=${(e: Event) => (this.draft = { ...d, preset: value(e) })}>
          ${c.presets.map(
            (p) =>
              html`<option value=${p} ?selected=${p === d.preset}>
                ${p === c.preset ? strings.compareAsInFile(c.presetNames?.[p] ?? p) : (c.presetNames?.[p] ?? p)}
              </option>`,
          )}
        </select>
      </div>
      <fieldset>
        <legend>${strings.compareSwitches}</legend>
        <div class="fields">${c.switches.map((s) => this.renderSwitch(s, d))}</div>
      </fieldset>
      <div class="buttons">
        <button type="submit" class="btn compare">${strings.compareSubmit}</button>
        <button type="button" class="btn secondary reset" @click=${this.onReset}>${strings.compareReset}</button>
      </div>
    </form>`;
  }

  private renderSwitch(s: RuleChoice, d: Draft): TemplateResult {
    const id = `cmp-${s.key}`;
    const now = d.values[s.key] ?? s.value;
    const changed = words(now).join(' ') !== words(s.value).join(' ');
    // The value as the reader says it (`an` for on); the option's value stays the file's word.
    const text = (v: string) => s.valueTexts?.[v] ?? v;
    if (s.kind === 'multi') {
      const on = new Set(words(now));
      return html`<fieldset class="multi ${changed ? 'changed' : ''}">
        <legend class="key" title=${s.describe ?? nothing}>${switchName(s)}</legend>
        ${s.values.map(
          (v) =>
            html`<label class="choice"
              ><input
                type="checkbox"
                .checked=${on.has(v)}
                @change=${(e: Event) => this.toggleWord(s, v, (e.target as HTMLInputElement).checked)}
              />${text(v)}</label
            >`,
        )}
      </fieldset>`;
    }
    const label = html`<label class="key ${changed ? 'changed' : ''}" for=${id} title=${s.describe ?? nothing}
      >${switchName(s)}</label
    >`;
    if (s.kind === 'number') {
      return html`${label}<input
          id=${id}
          type="text"
          inputmode="numeric"
          autocomplete="off"
          .value=${now}
          @change=${(e: Event) => this.setValue(s.key, value(e))}
        />`;
    }
    return html`${label}<select id=${id} @change=${(e: Event) => this.setValue(s.key, value(e))}>
        ${s.values.map((v) => {
          const shown = v === s.value ? strings.compareAsInFile(text(v)) : text(v);
          return html`<option value=${v} ?selected=${v === now}>${shown}</option>`;
        })}
      </select>`;
  }

  private renderResult(r: RulesComparisonModel): TemplateResult {
    const row = (n: string, j: number, was: string, now: string, diff: string, delta: number) =>
      html`<tr>
        <th scope="row" class="name-cell" data-player=${j}>${n}</th>
        <td class="num">${was}</td>
        <td class="num">${now}</td>
        <td class="num ${delta > 0 ? 'positive' : delta < 0 ? 'negative' : ''}">${diff}</td>
      </tr>`;
    const head = (last: string) =>
      html`<thead>
        <tr>
          <th scope="col">${viewOf(this.game)?.nameHeader() ?? strings.colTeam}</th>
          <th scope="col" class="num">${strings.compareAsWritten}</th>
          <th scope="col" class="num">${strings.compareWhatIf}</th>
          <th scope="col" class="num">${last}</th>
        </tr>
      </thead>`;
    const m = r.money;
    return html`<section class="result" aria-labelledby="compare-result-h">
      <h3 id="compare-result-h">${strings.compareTitle(r.changes)}</h3>
      ${r.errors ? html`<p class="warn">${strings.compareErrors(r.errors)}</p>` : nothing}
      ${(r.notes ?? []).map((note) => html`<p class="note">${note}</p>`)}
      <div class="tables">
        <table class="points">
          <caption>
            ${strings.comparePoints}
          </caption>
          ${head(strings.compareDifference)}
          <tbody>
            ${r.names.map((n, j) =>
              row(n, j, plain(r.asWritten[j]), plain(r.whatIf[j]), signed(r.difference[j]), r.difference[j]),
            )}
          </tbody>
        </table>
        ${
          r.games
            ? html`<table class="games">
                <caption>
                  ${strings.compareGamesWon}
                </caption>
                ${head(strings.compareDifference)}
                <tbody>
                  ${r.names.map((n, j) =>
                    row(
                      n,
                      j,
                      plain(r.games!.asWritten[j]),
                      plain(r.games!.whatIf[j]),
                      signed(r.games!.difference[j]),
                      r.games!.difference[j],
                    ),
                  )}
                </tbody>
              </table>`
            : nothing
        }
        ${
          m
            ? html`<table class="money">
                <caption>
                  ${r.currency ? `${strings.compareMoney} (${r.currency})` : strings.compareMoney}
                </caption>
                ${head(strings.compareGainLoss)}
                <tbody>
                  ${r.names.map((n, j) =>
                    row(
                      n,
                      j,
                      // The currency is in the caption: the amounts stay narrow enough for a phone.
                      money(m.asWritten[j]),
                      money(m.whatIf[j]),
                      money(m.difference[j], undefined, true),
                      m.difference[j],
                    ),
                  )}
                </tbody>
              </table>`
            : nothing
        }
      </div>
      ${
        m || r.transfers.asWritten.length || r.transfers.whatIf.length
          ? html`<div class="tables">
              ${this.renderTransfers('pays-was', strings.comparePaysAsWritten, r.transfers.asWritten, r)}
              ${this.renderTransfers('pays-now', strings.comparePaysWhatIf, r.transfers.whatIf, r)}
            </div>`
          : nothing
      }
    </section>`;
  }

  private renderTransfers(id: string, title: string, ts: SheetTransfer[], r: RulesComparisonModel): TemplateResult {
    return html`<div class="pays">
      <h4 id=${`cmp-${id}`}>${title}</h4>
      ${
        ts.length === 0
          ? html`<p class="muted">${strings.nothingToPay}</p>`
          : html`<ul class="transfers" aria-labelledby=${`cmp-${id}`}>
              ${ts.map(
                (t) =>
                  html`<li>
                    <span class="name" data-player=${r.names.indexOf(t.from)}>${t.from}</span>
                    <span class="muted">${strings.pays}</span>
                    <span class="name" data-player=${r.names.indexOf(t.to)}>${t.to}</span>
                    <span class="amount num">${money(t.cents, r.currency)}</span>
                  </li>`,
              )}
            </ul>`
      }
    </div>`;
  }
}

function value(e: Event): string {
  return (e.target as HTMLSelectElement | HTMLInputElement).value;
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-compare': SettlementCompare;
  }
}
