// The settlement page: receives SettlementModel updates from the host, renders the game's view, posts user actions.
// Data lives only in the last `update` message; what is persisted (scroll, selected game, lock) is UI intent.
// Pointing at (or focusing) a player's name anywhere in the view highlights their line in the chart: every name is
// marked `data-player`, and one listener here reads it from the event's composed path.

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import {
  isHostMessage,
  type HostMessage,
  type SameEvening,
  type SeasonModel,
  type SettlementModel,
  type SheetRound,
} from '../../src/protocol';
import type { TournamentModel as TournamentViewModel } from '../../src/view/tournament';
import { getHost, type Host } from '../host';
import { date } from '../format';
import { GAME_VIEWS, viewOf } from '../games/registry';
import type { EveningParts } from '../games/types';
import { setViewLang, strings } from '../strings';
import type { RevealRoundDetail } from './scoreSheet';
import type { TabSelectDetail } from './settlementTabs';
import './roundForm';
import './settlementCompare';
import './scoreSheet';
import './settlementRules';
import './settlementSeason';
import './settlementStats';
import './settlementSummary';
import './settlementTabs';
import './totalsChart';
import './tournamentStandings';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';
import { settlementAppStyles } from './settlementApp.styles';

/** Every game the view knows, by the word its `game` line writes (the no-game message lists them). */
const KINDS = GAME_VIEWS.flatMap((v) => v.kinds);

interface ChartData {
  series: number[][];
  rounds: number[];
}

function chartData(rounds: SheetRound[], width: number): ChartData {
  const series: number[][] = Array.from({ length: width }, () => new Array<number>(rounds.length));
  const numbers = new Array<number>(rounds.length);
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i];
    numbers[i] = r.index;
    for (let j = 0; j < width; j++) series[j][i] = r.running[j] ?? 0;
  }
  return { series, rounds: numbers };
}

@customElement('scoresheet-settlement')
export class SettlementApp extends LitElement {
  static override styles = [sharedStyles, buttonStyles, settlementAppStyles];

  /** The last model the host sent (data; never persisted). */
  @property({ attribute: false }) model?: SettlementModel;
  @property() source?: string;
  /** Which ```score block of a Markdown source (with `source`, the identity of what is shown). */
  @property({ type: Number }) block?: number;
  @property({ type: Number }) version = -1;
  @property({ type: Boolean }) locked = false;
  /** False until the host said whether there is a document. */
  @property({ type: Boolean }) received = false;
  @property() error?: string;
  /** The exported web page: no editor behind it, so no actions and no Add round form. */
  @property({ type: Boolean }) standalone = false;
  /** The season of the shown evening's folder, when it has other evenings of the game (the host's `season`). */
  @property({ attribute: false }) season?: SeasonModel;
  /** Other files of the folder that hold this same evening (the host's `season`): a warning, never a season. */
  @property({ attribute: false }) sameEvening: SameEvening[] = [];
  /** The tournament the shown document belongs to (the host's `tournament`), and when it was rebuilt. */
  @property({ attribute: false }) tournament?: TournamentViewModel;
  @property({ attribute: false }) tournamentAt?: string;

  /** UI intent, persisted through the host's setState. */
  @state() private selectedGame?: number;
  @state() private activeRound = 0;
  /** The Season tab is the one shown. */
  @state() private seasonTab = false;
  /** The Tournament tab is the one shown. */
  @state() private tournamentTab = false;
  /** The Tournament tab shows its standings in projector mode, filling the view. */
  @state() private projector = false;
  /** What the polite live region says: the new problem counts after an update of the same sheet changed them. */
  @state() private announcement = '';
  /** The player whose name is under the pointer or focused (index into the model's names). */
  @state() private highlight?: number;
  /** Rounds' workings for the model shown (by round number; null: asked for), dropped with every new version. */
  @state() private workings: ReadonlyMap<number, string | null> = new Map();
  /** The round whose working was asked for last (pointed at or focused): asked again for a new version. */
  private wantedWorking?: number;

  private host!: Host;
  private pendingScroll?: number;
  private scrollQueued = false;
  private chartCache?: { rounds: SheetRound[]; width: number; data: ChartData };

  override connectedCallback(): void {
    super.connectedCallback();
    // Until the host's first message: the language the host wrote into the page.
    setViewLang(document.documentElement.lang);
    this.host = getHost();
    const saved = this.host.getState();
    this.source = saved.source;
    this.block = saved.block;
    this.locked = saved.locked;
    this.selectedGame = saved.selectedGame;
    this.seasonTab = saved.seasonTab === true;
    this.tournamentTab = saved.tournamentTab === true;
    this.activeRound = saved.activeRound ?? 0;
    this.pendingScroll = saved.scrollY;
    window.addEventListener('message', this.onMessage);
    window.addEventListener('scroll', this.onScroll, { passive: true });
    // pointermove, not only pointerover: after a scroll Chrome moves :hover under a resting pointer without boundary
    // events, so the next move inside the newly hovered name would otherwise go unnoticed.
    this.addEventListener('pointerover', this.onPointTo);
    this.addEventListener('pointermove', this.onPointTo);
    this.addEventListener('focusin', this.onPointTo);
    this.addEventListener('pointerleave', this.onPointAway);
    this.addEventListener('focusout', this.onPointAway);
    this.host.post({ type: 'ready' });
  }

  override disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
    window.removeEventListener('scroll', this.onScroll);
    this.removeEventListener('pointerover', this.onPointTo);
    this.removeEventListener('pointermove', this.onPointTo);
    this.removeEventListener('focusin', this.onPointTo);
    this.removeEventListener('pointerleave', this.onPointAway);
    this.removeEventListener('focusout', this.onPointAway);
    super.disconnectedCallback();
  }

  /** The `data-player` of the innermost marked element on the event's path (through shadow roots), if any. */
  private playerOf(e: Event): number | undefined {
    for (const el of e.composedPath()) {
      if (el === this) break;
      if (el instanceof Element) {
        const v = el.getAttribute('data-player');
        if (v !== null && v !== '' && Number(v) >= 0) return Number(v);
      }
    }
    return undefined;
  }

  private onPointTo = (e: Event): void => {
    const j = this.playerOf(e);
    if (j !== this.highlight) this.highlight = j;
  };

  private onPointAway = (): void => {
    this.highlight = undefined;
  };

  /** Apply one host message (also called directly by tests and the screenshot page). */
  receive(message: HostMessage): void {
    switch (message.type) {
      case 'update': {
        const model = this.modelOf(message);
        if (!model) {
          // A change against a version this view does not hold (it reloaded, or missed one): ask for the whole model.
          this.host.post({ type: 'ready' });
          return;
        }
        this.speak(message.lang);
        const sameSheet = this.source === message.source && (this.block ?? 0) === (message.block ?? 0);
        if (
          this.source !== undefined &&
          (this.source !== message.source || (this.block ?? 0) !== (message.block ?? 0))
        ) {
          // Another document (or another block of a Markdown file): its own sheet starts at the top.
          this.selectedGame = undefined;
          if (this.source !== message.source) {
            this.season = undefined;
            this.sameEvening = [];
            this.tournament = undefined;
          }
          this.activeRound = 0;
          this.pendingScroll = 0;
        }
        // An edit that brings or clears errors or warnings is said politely (the badges alone are silent).
        const before = this.model;
        if (sameSheet && before && (before.errors !== model.errors || before.warnings !== model.warnings))
          this.announcement = strings.problemsNow(model.errors, model.warnings);
        else if (!sameSheet) this.announcement = '';
        this.source = message.source;
        this.block = message.block;
        this.version = message.version;
        this.locked = message.locked;
        this.model = model;
        this.error = undefined;
        this.received = true;
        this.workings = new Map();
        if (!sameSheet) this.wantedWorking = undefined;
        // The row under the pointer keeps a tooltip of this version: its working is asked for again.
        if (this.wantedWorking !== undefined) this.askWorking(this.wantedWorking);
        this.host.setState({
          source: message.source,
          block: message.block,
          locked: message.locked,
          selectedGame: this.selectedGame,
          activeRound: this.activeRound,
        });
        break;
      }
      case 'noDocument':
        this.speak(message.lang);
        // tournament.score is no sheet: its tournament follows this message.
        this.tournament = undefined;
        this.model = undefined;
        this.source = undefined;
        this.block = undefined;
        this.locked = message.locked;
        this.received = true;
        this.error = undefined;
        this.host.setState({ source: undefined, block: undefined, locked: message.locked });
        break;
      case 'error':
        if (message.source === this.source || this.source === undefined) this.error = message.message;
        this.received = true;
        break;
      case 'lock':
        this.locked = message.locked;
        this.host.setState({ locked: message.locked });
        break;
      case 'season':
        if (message.source === this.source) {
          this.season = message.season;
          this.sameEvening = message.sameEvening ?? [];
        }
        break;
      case 'tournament':
        // tournament.score has no sheet (noDocument came first): its tournament is all the view shows.
        if (message.source === this.source || !this.model) {
          this.tournament = message.tournament;
          this.tournamentAt = message.updatedAt;
          if (!message.tournament) this.projector = false;
        }
        break;
      case 'projector':
        this.projector = message.on;
        if (message.on) {
          this.tournamentTab = true;
          this.seasonTab = false;
          this.host.setState({ tournamentTab: true, seasonTab: false });
        }
        break;
      case 'roundWorking':
        // An answer for another version (an update is on its way) is dropped; the new version asks again.
        if (
          message.source === this.source &&
          (message.block ?? 0) === (this.block ?? 0) &&
          message.version === this.version &&
          this.workings.has(message.index)
        )
          this.workings = new Map(this.workings).set(message.index, message.working ?? '');
        break;
    }
  }

  /**
   * The update's model: as sent, or (an update with `keep`) the first `keep` and last `tail` rows of the model held
   * with the rows sent between them; undefined when the view does not hold the model the change is against.
   */
  private modelOf(message: Extract<HostMessage, { type: 'update' }>): SettlementModel | undefined {
    const { keep, tail = 0 } = message;
    if (keep === undefined) return message.model;
    const held = this.model;
    if (
      !held ||
      message.source !== this.source ||
      (message.block ?? 0) !== (this.block ?? 0) ||
      message.base !== this.version ||
      !Number.isInteger(keep) ||
      !Number.isInteger(tail) ||
      keep < 0 ||
      tail < 0 ||
      keep + tail > held.rounds.length
    )
      return undefined;
    const rounds = held.rounds
      .slice(0, keep)
      .concat(message.model.rounds, held.rounds.slice(held.rounds.length - tail));
    return { ...message.model, rounds };
  }

  private askWorking(index: number): void {
    this.wantedWorking = index;
    if (!this.source || this.workings.has(index)) return;
    this.workings = new Map(this.workings).set(index, null);
    this.host.post({ type: 'explainRound', source: this.source, block: this.block, version: this.version, index });
  }

  private onWantWorking = (e: CustomEvent<number>): void => {
    this.askWorking(e.detail);
  };

  /** The host's language for every word and number from now on (the page's `lang` too, for screen readers). */
  private speak(lang: string | undefined): void {
    const next = setViewLang(lang);
    if (document.documentElement.lang !== next) document.documentElement.lang = next;
  }

  private onMessage = (e: MessageEvent): void => {
    if (isHostMessage(e.data)) this.receive(e.data);
  };

  private onScroll = (): void => {
    if (this.scrollQueued) return;
    this.scrollQueued = true;
    requestAnimationFrame(() => {
      this.scrollQueued = false;
      // Until the first model is on screen the saved position is still to be restored, not overwritten.
      if (this.pendingScroll === undefined) this.host.setState({ scrollY: Math.round(window.scrollY) });
    });
  };

  protected override updated(changed: PropertyValues<this>): void {
    if (this.pendingScroll !== undefined && this.model && changed.has('model')) {
      const y = this.pendingScroll;
      this.pendingScroll = undefined;
      // Two frames: the sheet (and the virtualizer's size estimate) lays out after this update.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.scrollTo(0, y);
          this.host.setState({ scrollY: y });
        }),
      );
    }
  }

  override render(): TemplateResult {
    const m = this.model;
    if (this.projector && this.tournament) return this.renderProjector(this.tournament);
    if (!m && this.tournament) {
      return html`<main>
        <h1 class="visually-hidden">${strings.appLabel}</h1>
        ${this.renderTournament(this.tournament)}
      </main>`;
    }
    if (!m) {
      return html`<main>
        <h1 class="visually-hidden">${strings.appLabel}</h1>
        ${this.error ? this.renderError() : nothing}
        <p class="empty-state">${this.received ? strings.noDocument : strings.waiting}</p>
      </main>`;
    }
    return html`<main>
      ${this.renderHeader(m)} ${this.error ? this.renderError() : nothing}
      ${!viewOf(m.game) ? html`<p class="empty-state">${strings.noGame(KINDS)}</p>` : this.renderBody(m)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
    </main>`;
  }

  /** The evening, and beside it the Season tab when the folder holds other evenings of the same game. */
  private renderBody(m: SettlementModel): TemplateResult {
    const evening = html`<scoresheet-rules .model=${m}></scoresheet-rules> ${
        this.standalone
          ? nothing
          : html`<scoresheet-compare
                .source=${this.source}
                .block=${this.block}
                .version=${this.version}
                .game=${m.game}
              ></scoresheet-compare>
              <scoresheet-round-form .source=${this.source} .game=${m.game} .names=${m.names}></scoresheet-round-form>`
      }
      ${viewOf(m.game)?.evening(m, this.eveningParts()) ?? nothing}`;
    const season = this.season && this.season.game === m.game ? this.season : undefined;
    const tournament = this.tournament;
    const same = this.renderSameEvening();
    if (!season && !tournament) return html`${same}${evening}`;
    const tabs = this.viewTabs();
    const shown = tabs[this.viewTabIndex(tabs)];
    return html`${same}<scoresheet-tabs
        class="view-tabs"
        label=${tournament ? strings.viewTabsTournament : strings.viewTabs}
        .tabs=${tabs.map((t) =>
          t === 'season' && season
            ? strings.seasonTab(season.evenings.length)
            : t === 'tournament'
              ? strings.tournamentTab
              : strings.eveningTab,
        )}
        .selected=${this.viewTabIndex(tabs)}
        @tab-select=${this.onViewTab}
        >${
          shown === 'season' && season
            ? html`<scoresheet-season .season=${season} .highlight=${this.highlight}></scoresheet-season>`
            : shown === 'tournament' && tournament
              ? this.renderTournament(tournament)
              : evening
        }</scoresheet-tabs
      >`;
  }

  /** The views beside the evening: its season (same game in the folder) and its tournament, when there are. */
  private viewTabs(): ('evening' | 'season' | 'tournament')[] {
    const season = this.season && this.season.game === this.model?.game;
    return ['evening', ...(season ? (['season'] as const) : []), ...(this.tournament ? (['tournament'] as const) : [])];
  }

  private viewTabIndex(tabs: readonly string[]): number {
    const i = tabs.indexOf(this.tournamentTab ? 'tournament' : this.seasonTab ? 'season' : 'evening');
    return Math.max(0, i);
  }

  /** The Tournament tab: the Projector button, and the standings, the series and tables, who has no list yet. */
  private renderTournament(t: TournamentViewModel): TemplateResult {
    return html`<section class="tournament">
      <div class="actions tournament-actions">
        <button type="button" class="btn secondary projector" title=${strings.projectorHint} @click=${this.onProjector}>
          ${strings.projector}
        </button>
      </div>
      <scoresheet-tournament .model=${t} .updatedAt=${this.tournamentAt} level="2"></scoresheet-tournament>
    </section>`;
  }

  /** The projector: only the standings, large, filling the view; Leave (or Escape) goes back to the tab. */
  private renderProjector(t: TournamentViewModel): TemplateResult {
    return html`<main class="projector" @keydown=${this.onProjectorKey}>
      <h1 class="visually-hidden">${strings.appLabel}</h1>
      <div class="actions projector-actions">
        <button type="button" class="btn secondary projector-leave" @click=${this.onLeaveProjector}>
          ${strings.projectorLeave}
        </button>
      </div>
      <scoresheet-tournament
        projector
        .model=${t}
        .updatedAt=${this.tournamentAt}
        level="2"
        page-seconds="12"
      ></scoresheet-tournament>
    </main>`;
  }

  private onProjector = (): void => {
    this.projector = true;
  };

  private onLeaveProjector = (): void => {
    this.projector = false;
  };

  private onProjectorKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.projector = false;
  };

  /** Files of the folder holding this very evening: said once above the evening, so nobody takes it for a season. */
  private renderSameEvening(): TemplateResult | typeof nothing {
    if (!this.sameEvening.length) return nothing;
    return html`<ul class="same-evening" aria-label=${strings.seasonNotes}>
      ${this.sameEvening.map(
        (d) => html`<li>${strings.seasonDuplicate(d.file, d.sameAs, strings.sameEveningWhy[d.why] ?? d.why)}</li>`,
      )}
    </ul>`;
  }

  private onViewTab = (e: CustomEvent<TabSelectDetail>): void => {
    // The games' tabs inside the evening bubble their own tab-select: only the outer one's is ours.
    if (e.target !== e.currentTarget) return;
    e.stopPropagation();
    const shown = this.viewTabs()[e.detail.index] ?? 'evening';
    this.seasonTab = shown === 'season';
    this.tournamentTab = shown === 'tournament';
    this.highlight = undefined;
    this.host.setState({ seasonTab: this.seasonTab, tournamentTab: this.tournamentTab });
  };

  private renderError(): TemplateResult {
    return html`<div class="banner" role="alert">
      ${strings.engineError} ${this.error}
      ${this.model ? html`<span class="muted">${strings.staleHint}</span>` : nothing}
    </div>`;
  }

  private renderHeader(m: SettlementModel): TemplateResult {
    const heading = m.title || m.fileName;
    return html`
      <header>
        <div class="title-row">
          <h1>${heading}</h1>
          <div class="actions" ?hidden=${this.standalone}>
            <button type="button" class="btn copy" @click=${this.onCopy}>${strings.copyMarkdown}</button>
            <button type="button" class="btn secondary csv" @click=${this.onCsv}>${strings.exportCsv}</button>
            <button type="button" class="btn secondary chat" @click=${this.onChat}>${strings.copyChat}</button>
            <button type="button" class="btn secondary image" @click=${this.onImage}>${strings.saveImage}</button>
            <!-- A button whose name says what it does next (no aria-pressed: the name already carries the state). -->
            <button
              type="button"
              class="btn secondary lock"
              title=${this.locked ? strings.lockedHint : strings.followingHint}
              @click=${this.onToggleLock}
            >
              ${this.locked ? strings.unlock : strings.lock}
            </button>
          </div>
        </div>
        <p class="meta">
          ${m.game ? html`<span>${viewOf(m.game)?.label(m.game) ?? m.game}</span>` : nothing}
          ${m.date ? html`<span class="sep">·</span><time datetime=${m.date}>${date(m.date)}</time>` : nothing}
          ${m.title ? html`<span class="sep">·</span><span class="muted">${m.fileName}</span>` : nothing}
          ${
            this.locked
              ? html`<vscode-badge class="locked" title=${strings.lockedHint}>${strings.locked}</vscode-badge>`
              : nothing
          }
          ${
            m.errors
              ? html`<vscode-badge class="errors" variant="counter">${strings.errors(m.errors)}</vscode-badge>`
              : nothing
          }
          ${m.warnings ? html`<vscode-badge class="warnings">${strings.warnings(m.warnings)}</vscode-badge>` : nothing}
        </p>
      </header>
    `;
  }

  private chartFor(rounds: SheetRound[], width: number): ChartData {
    // A 10,000-round sheet re-projects only when the rounds (i.e. the model) change, not on every UI re-render.
    const c = this.chartCache;
    if (c && c.rounds === rounds && c.width === width) return c.data;
    const data = chartData(rounds, width);
    this.chartCache = { rounds, width, data };
    return data;
  }

  /** What a game's evening (webview/games/<game>/) borrows from the app: the chart, the sheet, the statistics. */
  private eveningParts(): EveningParts {
    return {
      standalone: this.standalone,
      selectedGame: this.selectedGame,
      selectGame: (n) => this.selectGame(n),
      chart: (m, rounds, options = {}) => {
        const chart = this.chartFor(rounds, m.names.length);
        return html`<scoresheet-chart
          part=${ifDefined(options.part)}
          .names=${m.names}
          .series=${chart.series}
          .rounds=${chart.rounds}
          caption=${ifDefined(options.caption)}
          .highlight=${this.highlight}
        ></scoresheet-chart>`;
      },
      sheet: (m, rounds, options = {}) =>
        html`<scoresheet-sheet
          part=${ifDefined(options.part)}
          .game=${m.game}
          ?standalone=${this.standalone}
          label=${ifDefined(options.label)}
          .names=${m.names}
          .rounds=${rounds}
          .activeIndex=${this.activeRound}
          .workings=${this.workings}
          @want-working=${this.onWantWorking}
          @reveal-round=${this.onReveal}
          @active-round=${this.onActiveRound}
        ></scoresheet-sheet>`,
      stats: (m) =>
        viewOf(m.game)?.stats(m)
          ? html`<section aria-labelledby="stats-h">
              <h2 id="stats-h">${strings.stats}</h2>
              <scoresheet-stats .model=${m}></scoresheet-stats>
            </section>`
          : nothing,
    };
  }

  private selectGame(n: number | undefined): void {
    if (n === undefined || n === this.selectedGame) return;
    this.selectedGame = n;
    this.activeRound = 0;
    this.host.setState({ selectedGame: n, activeRound: 0 });
  }

  private onReveal = (e: CustomEvent<RevealRoundDetail>): void => {
    if (this.source) this.host.post({ type: 'reveal', source: this.source, line: e.detail.line });
  };

  private onActiveRound = (e: CustomEvent<number>): void => {
    this.activeRound = e.detail;
    this.host.setState({ activeRound: e.detail });
  };

  private onCopy = (): void => {
    if (this.source) this.host.post({ type: 'copyMarkdown', source: this.source });
  };

  private onCsv = (): void => {
    if (this.source) this.host.post({ type: 'exportCsv', source: this.source });
  };

  private onChat = (): void => {
    if (this.source) this.host.post({ type: 'copyChat', source: this.source });
  };

  private onImage = (): void => {
    if (this.source) this.host.post({ type: 'saveImage', source: this.source });
  };

  private onToggleLock = (): void => {
    this.host.post({ type: 'toggleLock' });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-settlement': SettlementApp;
  }
}
