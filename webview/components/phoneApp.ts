// A table session's phone page: the live sheet from the laptop (server-sent events), scored here with the same engine
// as the editor and shown with the settlement view's own components, and the view's Add round form, whose round goes
// to the laptop as a proposal on the version of the sheet this phone shows. The laptop checks it and appends it to the
// file, or says why not. A round added while the connection is down is kept (in memory and in the phone's storage)
// and sent when it returns; the bar at the bottom says which.

import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { analyzeFileText } from '../../src/analysis/analyze';
import { toSettlementModel } from '../../src/view/model';
import { previewRoundEntry, type RoundInput } from '../../src/language/roundEntry';
import { translatorFor } from '../../src/lsp/translate';
import { langOf, type Lang } from '../../src/messages';
import type { SettlementModel, ViewMessage } from '../../src/protocol';
import { SHEET_NAME } from '../../src/session/proposal';
import {
  applySheetChange,
  isProposalAnswer,
  isSheetChange,
  type Proposal,
  type ProposalAnswer,
  type SheetState,
} from '../../src/session/wire';
import { setHost } from '../host';
import { LocalHost } from '../localHost';
import { setViewLang, strings } from '../strings';
import type { RoundForm } from './roundForm';
import type { SettlementApp } from './settlementApp';
import { sharedStyles } from './shared.styles';
import './roundForm';
import './settlementApp';

/** The form and the view name the sheet by this (there is one sheet on the page). */
const SOURCE = 'table';
const OUTBOX_KEY = 'scoresheet-table-outbox';
/** Without any event (the server's ping comes every 15 s) this long, the connection is taken for dead and renewed. */
const SILENT_MS = 40_000;
const RETRY_MS = 3_000;

/** The phone's language: the first of its languages that the page speaks, else the page's, else English. */
export function phoneLang(languages: readonly string[], pageLang: string): Lang {
  for (const tag of languages) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return langOf(pageLang) ?? 'en';
}

/** 128 random bits (crypto.randomUUID needs a secure context; a phone on the local network is not one). */
function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The view's requests answered on the phone: a round's working, the form's preview, the form's Add. */
class PhoneHost extends LocalHost {
  constructor(private readonly phone: PhoneApp) {
    super();
  }

  override post(message: ViewMessage): void {
    super.post(message);
    if (message.type === 'previewRound') this.phone.preview(message.seq, message.input);
    else if (message.type === 'addRound') this.phone.add(message.input);
    else if (message.type === 'ready') this.phone.show();
  }
}

@customElement('scoresheet-phone')
export class PhoneApp extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        padding-bottom: 96px;
      }
      .session {
        padding: 8px 16px 0;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: 1;
        margin: 0;
        padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
        border-top: 1px solid var(--ss-border);
        background: var(--ss-bg);
      }
      .bar p {
        margin: 0;
      }
      .state::before {
        content: '';
        display: inline-block;
        width: 0.7em;
        height: 0.7em;
        margin-right: 0.5em;
        border-radius: 50%;
        background: var(--ss-positive);
      }
      .offline .state::before {
        background: var(--ss-warning);
      }
      .notice {
        margin-top: 4px;
        font-weight: 600;
      }
    `,
  ];

  @state() private online = false;
  @state() private notice = '';
  @state() private model?: SettlementModel;
  @query('scoresheet-settlement') private app?: SettlementApp;
  @query('scoresheet-round-form') private form?: RoundForm;

  private readonly host = new PhoneHost(this);
  private speaks: Lang = 'en';
  private sheet?: SheetState;
  /** The round proposed and not yet answered (one at a time). */
  private outbox?: Proposal;
  private sending = false;
  private events?: EventSource;
  private watchdog?: ReturnType<typeof setTimeout>;
  private retry?: ReturnType<typeof setTimeout>;
  /** The form's last preview request, answered again when a new version of the sheet comes. */
  private lastPreview?: { seq: number; input: RoundInput };

  override connectedCallback(): void {
    // Before the components below are created: they take the host when they connect.
    setHost(this.host);
    this.speaks = phoneLang(navigator.languages ?? [navigator.language], document.documentElement.lang);
    setViewLang(this.speaks);
    document.documentElement.lang = this.speaks;
    super.connectedCallback();
    this.outbox = this.restore();
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.events?.close();
    clearTimeout(this.watchdog);
    clearTimeout(this.retry);
    super.disconnectedCallback();
  }

  // -------------------------------------------------------------------------------------------- the live sheet

  private connect(): void {
    this.events?.close();
    const events = new EventSource('events');
    this.events = events;
    events.addEventListener('open', () => {
      this.online = true;
      this.flush();
    });
    events.addEventListener('sheet', (e) => {
      this.alive();
      let change: unknown;
      try {
        change = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (!isSheetChange(change)) return;
      const next = applySheetChange(this.sheet, change);
      if (next) this.setSheet(next);
      else void this.fetchSheet();
    });
    events.addEventListener('ping', () => this.alive());
    events.addEventListener('error', () => {
      this.online = false;
      // A refused or closed stream is not tried again by the browser: start a new one.
      if (events.readyState === EventSource.CLOSED) this.reconnectLater();
    });
    this.alive();
  }

  /** The phone says it lost the network: what it shows is the last sheet received, until it is back. */
  private onOffline = (): void => {
    this.online = false;
    this.events?.close();
    clearTimeout(this.watchdog);
  };

  /** Back: a new live connection (it brings the whole sheet), and the waiting round goes. */
  private onOnline = (): void => {
    this.connect();
    this.flush();
  };

  private alive(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.online = false;
      this.connect();
    }, SILENT_MS);
  }

  private reconnectLater(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.connect(), RETRY_MS);
  }

  private async fetchSheet(): Promise<void> {
    try {
      const res = await fetch('sheet', { cache: 'no-store' });
      const state: unknown = await res.json();
      if (isSheetChange(state)) this.setSheet({ version: state.version, fileName: state.fileName, text: state.text });
    } catch {
      // offline: the next event or reconnection brings it
    }
  }

  private setSheet(next: SheetState): void {
    if (this.sheet && next.version < this.sheet.version) return;
    this.sheet = next;
    const analysis = analyzeFileText(SHEET_NAME, next.text)[0];
    this.model = toSettlementModel(analysis, next.fileName, this.speaks, translatorFor(this.speaks));
    this.host.shown = { analysis, lang: this.speaks, answer: (m) => this.app?.receive(m) };
    this.show();
    if (this.lastPreview) this.preview(this.lastPreview.seq, this.lastPreview.input);
  }

  /** The sheet to the view (again, when it says `ready`). */
  show(): void {
    const { sheet, model, app } = this;
    if (!sheet || !model || !app) return;
    app.receive({ type: 'update', source: SOURCE, version: sheet.version, locked: false, model, lang: this.speaks });
  }

  protected override firstUpdated(): void {
    this.show();
  }

  // -------------------------------------------------------------------------------------------- the round form

  /** The form's live preview, scored here on the sheet this phone shows (the laptop scores it the same way). */
  preview(seq: number, input: RoundInput): void {
    this.lastPreview = { seq, input };
    if (!this.sheet) return;
    let planned;
    try {
      planned = previewRoundEntry(SHEET_NAME, this.sheet.text, 0, input, undefined, this.speaks);
    } catch {
      planned = undefined; // a malformed answer gets no preview; the form keeps its last one
    }
    if (planned) this.form?.receive({ type: 'roundPreview', source: SOURCE, seq, preview: planned.preview });
  }

  add(input: RoundInput): void {
    if (!this.sheet) return;
    if (this.outbox) {
      this.notice = strings.phoneOneWaiting;
      return;
    }
    this.outbox = { id: newId(), version: this.sheet.version, input, lang: this.speaks };
    this.keep(this.outbox);
    this.flush();
  }

  /** Sends the waiting round, if any (on Add, when the connection returns, and every few seconds while it waits). */
  private flush = (): void => {
    void this.send();
  };

  private async send(): Promise<void> {
    const proposal = this.outbox;
    if (!proposal || this.sending) return;
    this.sending = true;
    clearTimeout(this.retry);
    this.notice = strings.phoneSending;
    let answer: ProposalAnswer | undefined;
    let again = false;
    try {
      const res = await fetch('rounds', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(proposal),
        cache: 'no-store',
      });
      // Busy or too many requests: the round waits and goes again.
      if (res.status === 429 || res.status === 503) again = true;
      else {
        const body: unknown = await res.json().catch(() => undefined);
        answer = isProposalAnswer(body) ? body : { ok: false, reason: 'failed', message: '' };
      }
    } catch {
      // No connection: the round stays on this phone.
      this.online = false;
      again = true;
    } finally {
      this.sending = false;
    }
    if (again || !answer) {
      this.notice = strings.phoneKept;
      this.retry = setTimeout(this.flush, RETRY_MS);
      return;
    }
    this.outbox = undefined;
    this.keep(undefined);
    this.answered(answer);
  }

  private answered(answer: ProposalAnswer): void {
    if (answer.ok) {
      this.notice = strings.phoneSent(answer.index);
      this.form?.receive({ type: 'roundAdded', source: SOURCE, index: answer.index });
      return;
    }
    let why: string;
    if (answer.reason === 'stale') {
      this.setSheet(answer.sheet);
      why = strings.phoneStale;
    } else if (answer.reason === 'invalid') {
      why = answer.problems.length ? strings.phoneInvalid(answer.problems.join(' ')) : strings.phoneRejected;
    } else if (answer.reason === 'no-sheet') why = strings.phoneNoSheet;
    else why = answer.message ? strings.phoneFailed(answer.message) : strings.phoneRejected;
    this.notice = answer.reason === 'stale' ? why : strings.formFailed(why);
    this.form?.receive({ type: 'roundAdded', source: SOURCE, error: why });
  }

  /** The waiting round in the phone's storage too, so that a reload of the page does not lose it. */
  private keep(proposal: Proposal | undefined): void {
    try {
      if (proposal) localStorage.setItem(OUTBOX_KEY, JSON.stringify({ page: location.pathname, proposal }));
      else localStorage.removeItem(OUTBOX_KEY);
    } catch {
      // no storage (a private window): the round is kept in memory only
    }
  }

  private restore(): Proposal | undefined {
    try {
      const saved = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null') as { page?: unknown; proposal?: Proposal };
      return saved?.page === location.pathname ? saved.proposal : undefined;
    } catch {
      return undefined;
    }
  }

  override render(): TemplateResult {
    const m = this.model;
    const waiting = this.outbox !== undefined && !this.sending;
    return html`<section class="session" aria-label=${strings.sessionTitle}>
        <scoresheet-round-form .source=${SOURCE} .game=${m?.game} .names=${m?.names ?? []}></scoresheet-round-form>
        <div class="bar ${this.online ? 'live' : 'offline'}">
          <p class="state" role="status">
            ${this.online ? strings.phoneLive : this.sheet ? strings.phoneOffline : strings.phoneConnecting}
          </p>
          ${
            this.notice || waiting
              ? html`<p class="notice" role="status">${this.notice || strings.phoneKept}</p>`
              : nothing
          }
        </div>
      </section>
      <scoresheet-settlement standalone></scoresheet-settlement>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-phone': PhoneApp;
  }
}
