// The score sheet: one row per round, keyboard-navigable, virtualised above a size where a plain render would stutter.

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { virtualize, virtualizerRef, type VirtualizerHostElement } from '@lit-labs/virtualizer/virtualize.js';
import type { SheetRound } from '../../src/protocol';
import { plain, signed } from '../format';
import { viewOf } from '../games/registry';
import type { SheetParts } from '../games/types';
import { decidingFacts, rowSummary } from '../rowSummary';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { scoreSheetStyles } from './scoreSheet.styles';

export interface RevealRoundDetail {
  line: number;
  index: number;
}

/** Below this many rows everything is rendered (find-in-page and copy work); above it, only what is on screen. */
export const VIRTUALIZE_ABOVE = 150;

const PAGE = 10;

@customElement('scoresheet-sheet')
export class ScoreSheet extends LitElement {
  static override styles = [sharedStyles, scoreSheetStyles];

  /** The sheet's game kind: its view (webview/games/registry.ts) draws the game's columns. */
  @property() game?: string;
  @property({ attribute: false }) names: string[] = [];
  @property({ attribute: false }) rounds: SheetRound[] = [];
  /** Position (in `rounds`) of the row that takes the keyboard focus. */
  @property({ type: Number }) activeIndex = 0;
  @property({ type: Number }) virtualizeAbove = VIRTUALIZE_ABOVE;
  @property() label = strings.sheet;
  /** On the exported page: there is no editor, so no row offers to show itself there (nothing happens on Enter). */
  @property({ type: Boolean, reflect: true }) standalone = false;
  /**
   * Rounds' workings (by `SheetRound.index`) the host sent for the model shown: null while asked for. A row's tooltip
   * shows its working, which the view asks for (`want-working`) when the row is pointed at or focused.
   */
  @property({ attribute: false }) workings: ReadonlyMap<number, string | null> = new Map();

  /** Rows the virtualizer has in the DOM, so one of them stays tabbable when the active one is scrolled away. */
  @state() private rendered = { first: 0, last: -1 };

  get virtual(): boolean {
    return this.rounds.length > this.virtualizeAbove;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rounds') && this.activeIndex >= this.rounds.length)
      this.activeIndex = Math.max(0, this.rounds.length - 1);
  }

  /** What the game's cells borrow from the sheet. */
  private readonly parts: SheetParts = {
    flag: (r) => this.renderFlag(r),
    facts: (r, extra) => this.renderFacts(r, extra),
    points: (r, cls) => this.renderPoints(r, cls),
  };

  override render(): TemplateResult {
    const sheet = viewOf(this.game)?.sheet;
    return html`
      ${this.standalone ? nothing : html`<p class="hint muted">${strings.sheetHint}</p>`}
      <p class="caption muted" id="caption">${sheet?.caption() ?? ''}</p>
      ${this.standalone ? nothing : html`<span class="visually-hidden" id="row-hint">${strings.rowHint}</span>`}
      <div
        class="table"
        role="table"
        aria-label=${this.label}
        aria-describedby="caption"
        aria-rowcount=${this.rounds.length + 1}
      >
        <div class="head" role="rowgroup" @keydown=${this.onHeadKeyDown}>
          <div
            class="row"
            role="row"
            aria-rowindex="1"
            tabindex=${this.virtual && this.rounds.length ? 0 : nothing}
            aria-description=${this.virtual ? strings.sheetHeadHint : nothing}
          >
            <div class="cell c-round num" role="columnheader" title=${strings.colRoundLong}>${strings.colRound}</div>
            ${sheet?.head(this.names) ?? nothing}
          </div>
        </div>
        <div
          class="body"
          role="rowgroup"
          @click=${this.onClick}
          @keydown=${this.onKeyDown}
          @pointerover=${this.onPointTo}
          @focusin=${this.onPointTo}
          @rangeChanged=${this.onRange}
        >
          ${
            this.rounds.length === 0
              ? html`<div class="row empty muted" role="row">
                  <div class="cell" role="cell">${strings.noRounds}</div>
                </div>`
              : this.virtual
                ? virtualize({
                    items: this.rounds,
                    keyFunction: (r) => r.index,
                    renderItem: (r, i) => this.renderRow(r, i),
                  })
                : repeat(
                    this.rounds,
                    (r) => r.index,
                    (r, i) => this.renderRow(r, i),
                  )
          }
        </div>
      </div>
    `;
  }

  /** The tabbable row: the active one if it is in the DOM, else the first one rendered. */
  private tabbable(): number {
    if (!this.virtual) return this.activeIndex;
    const { first, last } = this.rendered;
    return this.activeIndex >= first && this.activeIndex <= last ? this.activeIndex : first;
  }

  private renderRow(r: SheetRound, i: number): TemplateResult {
    const sheet = viewOf(this.game)?.sheet;
    const classes = {
      row: true,
      active: i === this.activeIndex,
      'has-error': r.errors > 0,
      'has-warning': r.errors === 0 && r.warnings > 0,
      ...sheet?.rowClasses(r),
    };
    return html`
      <div
        class=${classMap(classes)}
        role="row"
        data-index=${i}
        aria-rowindex=${i + 2}
        tabindex=${i === this.tabbable() ? 0 : -1}
        aria-label=${rowSummary(r, this.names)}
        aria-describedby=${this.standalone ? nothing : 'row-hint'}
        title=${rowTitle(r, this.workings.get(r.index), this.standalone)}
      >
        <div class="cell c-round num" role="cell">${r.index}</div>
        ${sheet?.cells(r, this.parts) ?? nothing}
      </div>
    `;
  }

  private renderFlag(r: SheetRound): TemplateResult | typeof nothing {
    if (!r.errors && !r.warnings) return nothing;
    const label = strings.roundFlag(r.errors, r.warnings);
    return html`<span class="flag ${r.errors ? 'error' : 'warning'}" role="img" aria-label=${label} title=${label}
      >${r.errors ? '!' : '?'}</span
    >`;
  }

  /** The deciding facts in the words of `settle` and the code lens; the row's tooltip has the full working. */
  private renderFacts(r: SheetRound, extra = ''): TemplateResult | typeof nothing {
    const facts = decidingFacts(r);
    return facts.length ? html`<span class="facts sub ${extra}">${facts.join('; ')}</span>` : nothing;
  }

  private renderPoints(r: SheetRound, cls: string): TemplateResult[] {
    return this.names.map((name, j) => {
      const p = r.points[j];
      const run = r.running[j] ?? 0;
      const pts = p === null || p === undefined ? '—' : signed(p);
      // The round's points first, then the running total in brackets: the order the CLI prints (`+8 (10)`).
      const spoken = strings.pointsAndTotal(name, p === null || p === undefined ? strings.noPoints : pts, plain(run));
      return html`<div class="cell ${cls} num" role="cell" aria-label=${spoken}>
        <span class="pts ${p && p > 0 ? 'positive' : p && p < 0 ? 'negative' : 'muted'}">${pts}</span>
        <span class="run">(${plain(run)})</span>
      </div>`;
    });
  }

  private rowIndexOf(e: Event): number | undefined {
    for (const el of e.composedPath()) {
      if (el instanceof HTMLElement && el.dataset.index !== undefined) return Number(el.dataset.index);
      if (el === this) break;
    }
    return undefined;
  }

  private onClick = (e: MouseEvent): void => {
    const i = this.rowIndexOf(e);
    if (i === undefined) return;
    this.setActive(i);
    this.reveal(i);
  };

  /** A row pointed at or focused: its tooltip will want the working (a row with problems shows those instead). */
  private onPointTo = (e: Event): void => {
    const i = this.rowIndexOf(e);
    const r = i === undefined ? undefined : this.rounds[i];
    if (!r || r.messages.length || this.workings.has(r.index)) return;
    this.dispatchEvent(new CustomEvent<number>('want-working', { detail: r.index, bubbles: true, composed: true }));
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const i = this.rowIndexOf(e);
    if (i === undefined) return;
    const last = this.rounds.length - 1;
    let to: number | undefined;
    switch (e.key) {
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.setActive(i);
        this.reveal(i);
        return;
      case 'ArrowDown':
        to = Math.min(last, i + 1);
        break;
      case 'ArrowUp':
        to = Math.max(0, i - 1);
        break;
      case 'PageDown':
        to = Math.min(last, i + PAGE);
        break;
      case 'PageUp':
        to = Math.max(0, i - PAGE);
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = last;
        break;
      default:
        return;
    }
    e.preventDefault();
    void this.focusRow(to);
  };

  // Virtualised rows below the fold are not in the DOM, so Tab could skip the sheet: the header row is a way in.
  private onHeadKeyDown = (e: KeyboardEvent): void => {
    if (!this.rounds.length) return;
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void this.focusRow(Math.min(this.activeIndex, this.rounds.length - 1));
    } else if (e.key === 'End') {
      e.preventDefault();
      void this.focusRow(this.rounds.length - 1);
    }
  };

  private onRange = (e: Event): void => {
    const { first, last } = e as unknown as { first: number; last: number };
    if (first !== this.rendered.first || last !== this.rendered.last) this.rendered = { first, last };
  };

  private setActive(i: number): void {
    if (i === this.activeIndex) return;
    this.activeIndex = i;
    this.dispatchEvent(new CustomEvent<number>('active-round', { detail: i, bubbles: true, composed: true }));
  }

  private reveal(i: number): void {
    const r = this.rounds[i];
    if (!r || this.standalone) return;
    this.dispatchEvent(
      new CustomEvent<RevealRoundDetail>('reveal-round', {
        detail: { line: r.line, index: r.index },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private rowElement(i: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`.body [data-index="${i}"]`);
  }

  /** Move the keyboard focus to row i, scrolling it into view first when it is virtualised away. */
  async focusRow(i: number): Promise<void> {
    this.setActive(i);
    if (this.virtual) {
      const host = this.renderRoot.querySelector('.body') as (HTMLElement & VirtualizerHostElement) | null;
      host?.[virtualizerRef]?.element(i)?.scrollIntoView({ block: 'nearest' });
    }
    await this.updateComplete;
    let row = this.rowElement(i);
    // The virtualizer renders the new range on the next frame(s).
    for (let tries = 0; !row && tries < 5; tries++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await this.updateComplete;
      row = this.rowElement(i);
    }
    if (!row) return;
    row.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'nearest' });
  }
}

/**
 * The row's tooltip: its problems, else the full working (`scoresheet explain`) once the host sent it ("loading"
 * while asked for), then how to reveal it.
 */
function rowTitle(r: SheetRound, working: string | null | undefined, standalone = false): string {
  if (r.messages.length) return r.messages.join('\n');
  if (standalone) return working === null ? strings.workingLoading : (working ?? '');
  const reveal = strings.revealRound(r.index);
  if (working === null) return `${strings.workingLoading}\n\n${reveal}`;
  return working ? `${working}\n\n${reveal}` : reveal;
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-sheet': ScoreSheet;
  }
}
