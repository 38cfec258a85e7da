// Tabs after the ARIA tabs pattern: one tab list, one tab stop (the selected tab), arrows/Home/End move and select,
// Enter/Space select; the selected tab's content is slotted into the one tab panel. Used for the games of a Belote
// evening (and for any later set of views: a season, a form).

import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, queryAll } from 'lit/decorators.js';
import { settlementTabsStyles } from './settlementTabs.styles';
import { sharedStyles } from './shared.styles';

export interface TabSelectDetail {
  index: number;
}

let nextId = 0;

@customElement('scoresheet-tabs')
export class SettlementTabs extends LitElement {
  static override styles = [sharedStyles, settlementTabsStyles];

  /** Accessible name of the tab list. */
  @property() label = '';
  @property({ attribute: false }) tabs: string[] = [];
  @property({ type: Number }) selected = 0;

  @queryAll('[role="tab"]') private tabElements!: NodeListOf<HTMLButtonElement>;

  private readonly uid = `tabs-${nextId++}`;
  /** Move the focus to the selected tab after the next render (it was moved there by the keyboard). */
  private focusPending = false;

  override render(): TemplateResult {
    const sel = Math.min(Math.max(0, this.selected), Math.max(0, this.tabs.length - 1));
    return html`
      <div role="tablist" aria-label=${this.label} @keydown=${this.onKeyDown}>
        ${this.tabs.map(
          (t, i) =>
            html`<button
              type="button"
              role="tab"
              id=${`${this.uid}-tab-${i}`}
              aria-selected=${i === sel ? 'true' : 'false'}
              aria-controls=${`${this.uid}-panel`}
              tabindex=${i === sel ? 0 : -1}
              @click=${() => this.select(i)}
            >
              ${t}
            </button>`,
        )}
      </div>
      <div role="tabpanel" id=${`${this.uid}-panel`} aria-labelledby=${`${this.uid}-tab-${sel}`}>
        <slot></slot>
      </div>
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.focusPending && (changed.has('selected') || changed.has('tabs'))) {
      this.focusPending = false;
      this.tabElements[this.selected]?.focus();
    }
  }

  private onKeyDown = (e: KeyboardEvent): void => {
    const count = this.tabs.length;
    if (!count) return;
    const at = this.selected;
    let to: number;
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        to = (at + 1) % count;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        to = (at - 1 + count) % count;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = count - 1;
        break;
      case 'Enter':
      case ' ': {
        // A native button would click on keyup; selecting here keeps Space from also scrolling the page.
        e.preventDefault();
        const i = Array.from(this.tabElements).indexOf(e.composedPath()[0] as HTMLButtonElement);
        this.select(i < 0 ? at : i);
        return;
      }
      default:
        return;
    }
    e.preventDefault();
    this.focusPending = true;
    this.select(to);
    if (to === at) this.tabElements[to]?.focus();
  };

  private select(i: number): void {
    if (i < 0 || i >= this.tabs.length) return;
    if (i !== this.selected) {
      this.selected = i;
      this.dispatchEvent(
        new CustomEvent<TabSelectDetail>('tab-select', { detail: { index: i }, bubbles: true, composed: true }),
      );
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-tabs': SettlementTabs;
  }
}
