// The raw points of one deal per team: cards, last trick (or capot), belote, the announcements that count.

import { msg, render, type Message } from '../../../messages';
import type { TermWhat } from '../messages/en/beloteScore';
import type { BreakdownItem } from '../../../engine/model';
import type { BeloteRules } from '../rules';
import { resolveAnnouncements, type AnnouncementVerdict } from './announcements';
import { other, TEAMS, type RoundContext, type RoundFacts, type Team, type Term } from './types';
import { dealFor, scaleAllTrump, type DealKind } from './values';

/** One message per term: a long sheet names the same few terms in every round. */
const TERMS = new Map<TermWhat, Message>();

/** A term's label: what its points are (`cards`, `belote`, `contract`). */
export function term(what: TermWhat): Message {
  let m = TERMS.get(what);
  if (!m) TERMS.set(what, (m = msg('bel.term', { what })));
  return m;
}

/** The English text of each message without arguments (those are shared objects, and few). */
const BARE_TEXT = new Map<Message, string>();

function textOf(m: Message): string {
  if (m.args !== undefined) return render(m);
  let text = BARE_TEXT.get(m);
  if (text === undefined) BARE_TEXT.set(m, (text = render(m)));
  return text;
}

/**
 * A breakdown line: its message as `label`, then the points and the side they go to where given. The English text
 * (`item`, the JSON contract) is rendered when read: a long sheet makes several lines per round and most are never
 * shown, so rendering each one (about a sixth of a Coinche analysis) is left to the hover, `explain` and the JSON.
 */
class BreakdownLine implements BreakdownItem {
  declare points?: number;
  declare factor?: number;
  declare side?: string;
  constructor(readonly label: Message) {}

  get item(): string {
    return textOf(this.label);
  }

  /** The JSON contract's keys, in the order of the plain lines this class replaced. */
  toJSON(): BreakdownItem {
    const b: BreakdownItem = { item: this.item, label: this.label };
    if (this.points !== undefined) b.points = this.points;
    if (this.factor !== undefined) b.factor = this.factor;
    if (this.side !== undefined) b.side = this.side;
    return b;
  }
}

/** A breakdown line from its message, with the points and the side they go to where given. */
export function line(m: Message, points?: number, side?: string): BreakdownItem {
  const b = new BreakdownLine(m);
  if (points !== undefined) b.points = points;
  if (side !== undefined) b.side = side;
  return b;
}

/** A breakdown line with a factor (`coinche ×2`). */
export function factorLine(m: Message, factor: number | undefined, points?: number, side?: string): BreakdownItem {
  const b = new BreakdownLine(m);
  if (points !== undefined) b.points = points;
  if (factor !== undefined) b.factor = factor;
  if (side !== undefined) b.side = side;
  return b;
}

export interface DealPoints {
  kind: DealKind;
  /** Card points per team as used (one side derived from the deal total where omitted). */
  cards: [number, number];
  /** Cards + last trick per team (a capot's value for the capot team; scaled for FFB classic all-trump). */
  tricks: [number, number];
  capot?: Team;
  last?: Team;
  belote: [number, number];
  ann: AnnouncementVerdict;
  /** What a team that took every trick has in tricks (252 at a suit contract). */
  capotValue: number;
  /** The deal's total without belotes and announcements, as scored (162, 130, 258; 162 after scaling). */
  dealTotal: number;
  /** The breakdown lines, extended by the contract's scoring; undefined in a lean context (none are built). */
  items: BreakdownItem[] | undefined;
  /** The addends of a team's raw total (cards, last trick or capot, belote, counted announcements). */
  terms: [Term[], Term[]];
}

/**
 * Completes the card points from the deal total when one side is omitted; a capot claim with no cards means all/none.
 */
export function completeCards(f: RoundFacts, kind: DealKind): [number, number] | undefined {
  const [a, b] = f.cards;
  const total = kind.cards + (f.derIn ? 10 : 0);
  if (a !== undefined && b !== undefined) return [a, b];
  if (a !== undefined) return [a, Math.max(0, total - a)];
  if (b !== undefined) return [Math.max(0, total - b), b];
  const capot = f.capot ?? f.generale?.team;
  if (capot !== undefined) return capot === 0 ? [total, 0] : [0, total];
  return undefined;
}

/**
 * Capot value. Classic: the `capot` switch (252 or 250) where the deal is 162; on other deals the
 * last trick is worth 100 (or 98) instead of 10, as 252 = 152 + 100. Coinche: the last trick is
 * worth 100 when the capot counts (bid, or `unbid-capot on`), else it is a plain 10.
 */
function capotTricks(kind: DealKind, ctx: RoundContext, capotCounts: boolean): number {
  if (ctx.rules.game === 'belote') {
    const v = ctx.rules.capot;
    return kind.scaled || kind.cards === 152 ? v : kind.cards + v - 152;
  }
  return kind.cards + (capotCounts ? 100 : 10);
}

/** `capotCounts`: coinche only — whether a capot's last trick is worth 100 (bid capot or `unbid-capot on`). */
export function dealPoints(f: RoundFacts, ctx: RoundContext, capotCounts = true): DealPoints | undefined {
  if (!f.trump) return undefined;
  const kind = dealFor(f.trump, ctx.rules);
  const cards = completeCards(f, kind);
  if (!cards) return undefined;
  const capot = f.capot ?? f.generale?.team;
  const last = capot ?? f.last;
  const items: BreakdownItem[] | undefined = ctx.lean ? undefined : [];
  const capotValue = capotTricks(kind, ctx, capotCounts);
  const tricks: [number, number] = [0, 0];
  const terms: [Term[], Term[]] = [[], []];
  for (let k = 0; k < 2; k++) {
    const team = TEAMS[k];
    const side = ctx.names[team];
    if (capot === team) {
      tricks[team] = capotValue;
      terms[team].push({ points: capotValue, label: term('capot') });
      items?.push(
        line(msg('bel.item.capot-all', { cards: cards[team], last: capotValue - cards[team] }), capotValue, side),
      );
      continue;
    }
    // Points written with the last trick in them already have its 10.
    const der = last === team && !f.derIn ? 10 : 0;
    const raw = cards[team] + der;
    if (capot === other(team)) {
      items?.push(line(msg('bel.item.no-trick'), 0, side));
      tricks[team] = 0;
      continue;
    }
    items?.push(line(msg(f.derIn ? 'bel.item.cards-der' : 'bel.item.cards'), cards[team], side));
    if (der) items?.push(line(msg('bel.item.last'), der, side));
    if (kind.scaled) {
      tricks[team] = scaleAllTrump(raw);
      items?.push(line(msg('bel.item.all-trump', { raw, scaled: tricks[team] }), tricks[team] - raw, side));
      terms[team].push({ points: tricks[team], label: msg('bel.term.scaled', { raw }) });
    } else {
      tricks[team] = raw;
      terms[team].push({ points: cards[team], label: term(f.derIn ? 'cards-der' : 'cards') });
      if (der) terms[team].push({ points: der, label: term('last') });
    }
  }
  const belote: [number, number] = [f.belotes[0] * 20, f.belotes[1] * 20];
  for (let k = 0; k < 2; k++) {
    const team = TEAMS[k];
    for (let i = 0; i < f.belotes[team]; i++) {
      items?.push(line(msg('bel.item.belote'), 20, ctx.names[team]));
      terms[team].push({ points: 20, label: term('belote') });
    }
  }
  const ann = resolveAnnouncements(f.announcements);
  for (let ix = 0; ix < f.announcements.length; ix++) {
    const a = f.announcements[ix];
    const counts = ann.team === a.team;
    const name = msg('bel.ann.name', { label: a.label });
    items?.push(
      counts
        ? line(name, a.value, ctx.names[a.team])
        : line(msg('bel.item.ann-void', { label: name, value: a.value }), undefined, ctx.names[a.team]),
    );
    if (counts) terms[a.team].push({ points: a.value, label: name });
  }
  if (ann.reason) items?.push(line(ann.reason));
  const dealTotal = kind.scaled ? 162 : kind.deal;
  return { kind, cards, tricks, capot, last, belote, ann, capotValue, dealTotal, items, terms };
}

/** The taker's and the defence's raw totals T and D (cards + last trick + belote + counted announcements),
 *  and the totals the success test compares (`belote-counts off` keeps belote out of the comparison). */
export function rawTotals(dp: DealPoints, t: Team, rules: Pick<BeloteRules, 'beloteCounts'>) {
  const d = other(t);
  const annT = dp.ann.counted[t];
  const annD = dp.ann.counted[d];
  const T = dp.tricks[t] + dp.belote[t] + annT;
  const D = dp.tricks[d] + dp.belote[d] + annD;
  const counts = rules.beloteCounts;
  return { annT, annD, T, D, Tt: counts ? T : T - dp.belote[t], Dt: counts ? D : D - dp.belote[d] };
}
