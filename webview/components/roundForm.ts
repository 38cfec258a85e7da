// The Add round form: a round's facts picked from the sheet's players, its score shown live (the host scores it in
// place), and an explicit Add that has the host write the round into the file (the file stays the source of truth).

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameKind } from '../../src/format/ast';
import type {
  BeloteAnnouncement,
  BeloteRoundInput,
  BeloteTrump,
  DoppelkopfExtra,
  DoppelkopfLevel,
  DoppelkopfRoundInput,
  Party,
  RoundInput,
} from '../../src/language/roundEntry';
import { isHostMessage, type HostMessage, type RoundPreview } from '../../src/protocol';
import { getHost, type Host } from '../host';
import { signed } from '../format';
import { strings } from '../strings';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';
import { roundFormStyles } from './roundForm.styles';

const SOLO_KINDS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'];
const LEVELS: DoppelkopfLevel[] = ['announce', 'no90', 'no60', 'no30', 'black'];
const TRUMPS: BeloteTrump[] = ['hearts', 'spades', 'diamonds', 'clubs', 'no-trump', 'all-trump'];
const CONTRACTS = ['80', '90', '100', '110', '120', '130', '140', '150', '160', 'capot', 'generale'];
const ANNOUNCEMENTS = Object.keys(strings.formBeloteAnnouncements) as BeloteAnnouncement[];
const PARTIES: Party[] = ['re', 'kontra'];

/** What the form holds: every answer as the controls give it (strings), turned into a RoundInput when sent. */
interface Answers {
  type: 'normal' | 'solo' | 'marriage';
  re: string[];
  player: string;
  soloKind: string;
  duty: boolean;
  partner: string;
  announceRe: string;
  announceKontra: string;
  byWinner: boolean;
  reCards: string;
  wonParty: Party;
  wonValue: string;
  fox: Record<Party, string>;
  doko: Record<Party, string>;
  karlchen: Record<Party, boolean>;
  taker: string;
  trump: string;
  contract: string;
  coinche: string;
  cards: string;
  last: string;
  belote: string;
  capot: string;
  announce0: string;
  announce1: string;
}

const EMPTY: Answers = {
  type: 'normal',
  re: [],
  player: '',
  soloKind: 'queens',
  duty: false,
  partner: '',
  announceRe: '',
  announceKontra: '',
  byWinner: false,
  reCards: '',
  wonParty: 're',
  wonValue: '',
  fox: { re: '0', kontra: '0' },
  doko: { re: '0', kontra: '0' },
  karlchen: { re: false, kontra: false },
  taker: '',
  trump: 'hearts',
  contract: '80',
  coinche: '',
  cards: '',
  last: '',
  belote: '',
  capot: '',
  announce0: '',
  announce1: '',
};

function num(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

function repeat<T>(item: T, text: string): T[] {
  const n = Math.min(Math.max(num(text) ?? 0, 0), 4);
  return Array.from({ length: n }, () => item);
}

function team(text: string): 0 | 1 | undefined {
  return text === '0' ? 0 : text === '1' ? 1 : undefined;
}

let uid = 0;

@customElement('scoresheet-round-form')
export class RoundForm extends LitElement {
  static override styles = [sharedStyles, buttonStyles, roundFormStyles];

  /** The document the view shows (every message to the host names it). */
  @property() source?: string;
  @property() game?: GameKind;
  /** The view's names (players for Doppelkopf, teams for Belote/Coinche) until the host's first preview names both. */
  @property({ attribute: false }) names: string[] = [];

  @state() private open = false;
  @state() private answers: Answers = { ...EMPTY };
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
      this.answers = { ...EMPTY };
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
        this.answers = { ...EMPTY };
        this.requestPreview();
      }
    }
  }

  private get players(): string[] {
    if (this.preview) return this.preview.players;
    return this.game === 'doppelkopf' ? this.names : [];
  }

  private get teams(): [string, string] {
    return this.preview?.teams ?? [this.names[0] ?? '', this.names[1] ?? ''];
  }

  /** The answers as the host reads them. */
  input(): RoundInput {
    const a = this.answers;
    if (this.game === 'doppelkopf') {
      const r: DoppelkopfRoundInput = { game: 'doppelkopf', type: a.type };
      if (a.type === 'normal') r.re = a.re;
      else r.player = a.player || undefined;
      if (a.type === 'solo') Object.assign(r, { soloKind: a.soloKind, duty: a.duty });
      if (a.type === 'marriage') r.partner = a.partner || undefined;
      r.announce = {
        re: (a.announceRe || undefined) as DoppelkopfLevel | undefined,
        kontra: (a.announceKontra || undefined) as DoppelkopfLevel | undefined,
      };
      const value = num(a.byWinner ? a.wonValue : a.reCards);
      if (value !== undefined) {
        r.result = a.byWinner ? { kind: 'won', party: a.wonParty, value } : { kind: 'cards', re: value };
      }
      r.extras = {};
      for (const p of PARTIES) {
        const items: DoppelkopfExtra[] = [
          ...repeat<DoppelkopfExtra>('fox', a.fox[p]),
          ...repeat<DoppelkopfExtra>('doppelkopf', a.doko[p]),
          ...(a.karlchen[p] ? ['karlchen' as const] : []),
        ];
        r.extras[p] = items;
      }
      return r;
    }
    const game = this.game === 'coinche' ? 'coinche' : 'belote';
    const r: BeloteRoundInput = { game, taker: a.taker || undefined, trump: a.trump as BeloteTrump };
    if (game === 'coinche') {
      r.contract = a.contract === 'capot' || a.contract === 'generale' ? a.contract : num(a.contract);
      r.coinche = (a.coinche || undefined) as BeloteRoundInput['coinche'];
    }
    const takerTeam = this.players.indexOf(a.taker);
    const points = num(a.cards);
    if (takerTeam >= 0 && points !== undefined) r.cards = { team: (takerTeam % 2) as 0 | 1, points };
    r.last = team(a.last);
    r.belote = team(a.belote);
    r.capot = team(a.capot);
    r.announce = {
      0: a.announce0 ? [a.announce0 as BeloteAnnouncement] : [],
      1: a.announce1 ? [a.announce1 as BeloteAnnouncement] : [],
    };
    return r;
  }

  private requestPreview(): void {
    if (!this.source || !this.game) return;
    this.host.post({ type: 'previewRound', source: this.source, seq: ++this.seq, input: this.input() });
  }

  private set(patch: Partial<Answers>): void {
    this.answers = { ...this.answers, ...patch };
    this.status = '';
    this.requestPreview();
  }

  private onToggle = (): void => {
    this.open = !this.open;
    if (this.open) this.requestPreview();
  };

  private onAdd = (e: Event): void => {
    e.preventDefault();
    if (!this.source || !this.game) return;
    this.host.post({ type: 'addRound', source: this.source, input: this.input() });
  };

  override render(): TemplateResult {
    if (!this.game) return html``;
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
              ${this.game === 'doppelkopf' ? this.renderDoppelkopf() : this.renderBelote()} ${this.renderPreview()}
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

  private renderDoppelkopf(): TemplateResult {
    const a = this.answers;
    const types: ['normal' | 'solo' | 'marriage', string][] = [
      ['normal', strings.formNormal],
      ['solo', strings.formSolo],
      ['marriage', strings.formMarriage],
    ];
    const party = (p: Party): string => (p === 're' ? strings.re : strings.kontra);
    const levels = (p: Party): [string, string][] => [
      ['', strings.formNone],
      ...LEVELS.map((l): [string, string] => [l, l === 'announce' ? party(p) : strings.formLevels[l]]),
    ];
    return html`
      <fieldset class="choices">
        <legend>${strings.formGameType}</legend>
        ${types.map(
          ([v, text]) =>
            html`<label class="choice"
              ><input
                type="radio"
                name="${this.uid}-type"
                value=${v}
                .checked=${a.type === v}
                @change=${() => this.set({ type: v })}
              />${text}</label
            >`,
        )}
      </fieldset>
      ${
        a.type === 'normal'
          ? html`<fieldset class="choices">
              <legend>${strings.formRePlayers}</legend>
              ${this.players.map(
                (p) =>
                  html`<label class="choice"
                    ><input
                      type="checkbox"
                      .checked=${a.re.includes(p)}
                      @change=${(e: Event) => {
                        const on = (e.target as HTMLInputElement).checked;
                        this.set({ re: on ? [...a.re, p] : a.re.filter((x) => x !== p) });
                      }}
                    />${p}</label
                  >`,
              )}
            </fieldset>`
          : a.type === 'solo'
            ? html`<div class="row">
                ${this.select(strings.formSoloist, a.player, this.playerOptions(''), (v) => this.set({ player: v }))}
                ${this.select(
                  strings.formSoloKind,
                  a.soloKind,
                  SOLO_KINDS.map((k) => [k, strings.soloKinds[k] ?? k]),
                  (v) => this.set({ soloKind: v }),
                )}
                <label class="choice"
                  ><input
                    type="checkbox"
                    .checked=${a.duty}
                    @change=${(e: Event) => this.set({ duty: (e.target as HTMLInputElement).checked })}
                  />${strings.formDuty}</label
                >
              </div>`
            : html`<div class="row">
                ${this.select(strings.formMarriagePlayer, a.player, this.playerOptions(''), (v) =>
                  this.set({ player: v }),
                )}
                ${this.select(
                  strings.formPartner,
                  a.partner,
                  this.playerOptions(strings.formAlone).filter(([v]) => v === '' || v !== a.player),
                  (v) => this.set({ partner: v }),
                )}
              </div>`
      }
      <fieldset>
        <legend>${strings.formAnnouncements}</legend>
        <div class="row">
          ${this.select(strings.re, a.announceRe, levels('re'), (v) => this.set({ announceRe: v }))}
          ${this.select(strings.kontra, a.announceKontra, levels('kontra'), (v) => this.set({ announceKontra: v }))}
        </div>
      </fieldset>
      <fieldset>
        <legend>${strings.formResult}</legend>
        <div class="choices">
          <label class="choice"
            ><input
              type="radio"
              name="${this.uid}-result"
              .checked=${!a.byWinner}
              @change=${() => this.set({ byWinner: false })}
            />${strings.formByCards}</label
          >
          <label class="choice"
            ><input
              type="radio"
              name="${this.uid}-result"
              .checked=${a.byWinner}
              @change=${() => this.set({ byWinner: true })}
            />${strings.formByWinner}</label
          >
        </div>
        <div class="row">
          ${
            a.byWinner
              ? html`${this.select(
                  strings.formWinner,
                  a.wonParty,
                  PARTIES.map((p) => [p, party(p)]),
                  (v) => this.set({ wonParty: v as Party }),
                )}
                ${this.number(strings.formValue, a.wonValue, (v) => this.set({ wonValue: v }), 0, 99)}`
              : this.number(strings.formReCards, a.reCards, (v) => this.set({ reCards: v }), 0, 240)
          }
        </div>
      </fieldset>
      <fieldset>
        <legend>${strings.formExtras}</legend>
        <div class="row">
          ${PARTIES.map(
            (p) => html`
              ${this.number(
                strings.formExtraOf(strings.formExtraFox, party(p)),
                a.fox[p],
                (v) => this.set({ fox: { ...a.fox, [p]: v } }),
                0,
                2,
              )}
              ${this.number(
                strings.formExtraOf(strings.formExtraDoppelkopf, party(p)),
                a.doko[p],
                (v) => this.set({ doko: { ...a.doko, [p]: v } }),
                0,
                4,
              )}
              <label class="choice"
                ><input
                  type="checkbox"
                  .checked=${a.karlchen[p]}
                  @change=${(e: Event) =>
                    this.set({ karlchen: { ...a.karlchen, [p]: (e.target as HTMLInputElement).checked } })}
                />${strings.formExtraOf(strings.formExtraKarlchen, party(p))}</label
              >
            `,
          )}
        </div>
      </fieldset>
    `;
  }

  private renderBelote(): TemplateResult {
    const a = this.answers;
    const [t0, t1] = this.teams;
    const teams = (none: boolean): [string, string][] => [
      ...(none ? [['', strings.formNone] as [string, string]] : []),
      ['0', t0],
      ['1', t1],
    ];
    const trumps = TRUMPS.map((t): [string, string] => [t, strings.formTrumps[t] ?? t]);
    const announcements: [string, string][] = [
      ['', strings.formNone],
      ...ANNOUNCEMENTS.map((x): [string, string] => [x, strings.formBeloteAnnouncements[x] ?? x]),
    ];
    return html`
      ${
        this.game === 'coinche'
          ? html`<fieldset>
              <legend>${strings.formContract}</legend>
              <div class="row">
                ${this.select(strings.formContractPlayer, a.taker, this.playerOptions(''), (v) =>
                  this.set({ taker: v }),
                )}
                ${this.select(
                  strings.formContractValue,
                  a.contract,
                  CONTRACTS.map((c) => [c, c]),
                  (v) => this.set({ contract: v }),
                )}
                ${this.select(strings.formTrump, a.trump, trumps, (v) => this.set({ trump: v }))}
                ${this.select(
                  strings.formCoinche,
                  a.coinche,
                  [
                    ['', strings.formNone],
                    ['coinche', strings.formCoincheLevels.coinche],
                    ['surcoinche', strings.formCoincheLevels.surcoinche],
                  ],
                  (v) => this.set({ coinche: v }),
                )}
              </div>
            </fieldset>`
          : html`<div class="row">
              ${this.select(strings.formTaker, a.taker, this.playerOptions(''), (v) => this.set({ taker: v }))}
              ${this.select(strings.formTrump, a.trump, trumps, (v) => this.set({ trump: v }))}
            </div>`
      }
      <div class="row">
        ${this.number(strings.formTakerCards, a.cards, (v) => this.set({ cards: v }), 0, 258)}
        ${this.select(strings.formLast, a.last, teams(true), (v) => this.set({ last: v }))}
        ${this.select(strings.formBelote, a.belote, teams(true), (v) => this.set({ belote: v }))}
        ${this.select(strings.formCapot, a.capot, teams(true), (v) => this.set({ capot: v }))}
      </div>
      <fieldset>
        <legend>${strings.formAnnouncements}</legend>
        <div class="row">
          ${this.select(strings.formAnnouncementsOf(t0), a.announce0, announcements, (v) => this.set({ announce0: v }))}
          ${this.select(strings.formAnnouncementsOf(t1), a.announce1, announcements, (v) => this.set({ announce1: v }))}
        </div>
      </fieldset>
    `;
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
