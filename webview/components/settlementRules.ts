// The rules in force, behind a disclosure: a real button in the heading (aria-expanded/aria-controls; Enter and Space
// work natively), a one-line summary beside it, the preset, the switches the file changed and all switches below.

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SettlementModel, SheetRuleSwitch } from '../../src/protocol';
import { stakeMoney } from '../format';
import { viewOf } from '../games/registry';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementRulesStyles } from './settlementRules.styles';

/** The preset by its name in the language (`Règles officielles FFB`), or by its id when the host gave no name. */
function presetText(m: SettlementModel): string {
  if (m.presetName) return m.presetName.charAt(0).toUpperCase() + m.presetName.slice(1);
  return m.preset ? strings.rulesPreset(m.preset) : '';
}

/** One line: preset, changed switches, stake, target (what the collapsed disclosure shows). */
export function rulesSummary(m: SettlementModel): string {
  return [presetText(m), changedText(m), stakeText(m), targetText(m)].filter(Boolean).join(' · ');
}

/** `Bockrunden: an; Bock-Auslöser: 120:120, verlorenes Solo` (without names from the host: `bock on`). */
function changedText(m: SettlementModel): string {
  return m.switches
    .filter((s) => s.set)
    .map((s) => (s.name ? `${s.name}: ${s.valueText ?? s.value}` : `${s.key} ${s.valueText ?? s.value}`))
    .join('; ');
}

function stakeText(m: SettlementModel): string {
  if (m.stakeCents === undefined) return '';
  const amount = stakeMoney(m.stakeCents, m.currency);
  return viewOf(m.game)?.stake(amount) ?? strings.stakePerGame(amount);
}

/** The game's target (Belote's `Target 1000`), as its view (webview/games/<game>/) says it. */
function targetText(m: SettlementModel): string {
  return viewOf(m.game)?.target?.(m) ?? '';
}

/**
 * One switch: its name and, as secondary code, the key and value as a file writes them (`bock on`); then the value in
 * the language and what the switch means, as visible text (touch and keyboard users get no tooltip).
 */
function switchEntry(s: SheetRuleSwitch): TemplateResult {
  const cls = s.set ? 'set' : '';
  const value = s.valueText ?? s.value;
  // Without a name from the host the key itself names the switch.
  const named = s.name ? html`<span class="name">${s.name}</span> <code>${s.key} ${s.value}</code>` : undefined;
  return html`<dt class=${cls}>${named ?? html`<code>${s.key}</code>`}</dt>
    <dd class=${cls}>
      <span class="value">${value}</span>${s.describe ? html`<span class="meaning"> — ${s.describe}</span>` : nothing}
    </dd>`;
}

@customElement('scoresheet-rules')
export class SettlementRules extends LitElement {
  static override styles = [sharedStyles, settlementRulesStyles];

  @property({ attribute: false }) model?: SettlementModel;
  @property({ type: Boolean, reflect: true }) expanded = false;

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    if (!m) return nothing;
    const changed = m.switches.filter((s) => s.set);
    const summary = rulesSummary(m);
    const line = [presetText(m), stakeText(m), targetText(m)].filter(Boolean);
    return html`
      <div class="head">
        <h2 id="rules-h">
          <button
            type="button"
            class="toggle"
            aria-expanded=${this.expanded ? 'true' : 'false'}
            aria-controls="rules-body"
            @click=${this.toggle}
          >
            <svg class="chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 4l4 4-4 4"></path></svg
            >${strings.rules}
          </button>
        </h2>
        ${summary ? html`<span class="summary muted">${summary}</span>` : nothing}
      </div>
      <div id="rules-body" class="body" role="region" aria-labelledby="rules-h" ?hidden=${!this.expanded}>
        ${line.length ? html`<p>${line.join(' · ')}</p>` : nothing}
        <h3>${strings.rulesChanged}</h3>
        ${
          changed.length
            ? html`<dl>${changed.map(switchEntry)}</dl>`
            : html`<p class="muted">${strings.rulesNoneChanged}</p>`
        }
        ${
          m.switches.length
            ? html`<h3>${strings.rulesAll}</h3>
                <dl>${m.switches.map(switchEntry)}</dl>`
            : nothing
        }
      </div>
    `;
  }

  private toggle = (): void => {
    this.expanded = !this.expanded;
    this.dispatchEvent(
      new CustomEvent<boolean>('rules-toggle', { detail: this.expanded, bubbles: true, composed: true }),
    );
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-rules': SettlementRules;
  }
}
