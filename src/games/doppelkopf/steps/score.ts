// Step 3 of a Doppelkopf round: the game value V seen from Re (TSR 7.2) — basic points (a)–(f), refutation,
// special points netted (or clamped), the Re/Kontra doubling variant — the bock rounds the result starts, and
// how V is written per player (± sheets, plus-only, minus-only). Bock and the solo ×3 come in sequence.ts.

import { msg, render, type Message } from '../../../messages';
import type { BreakdownItem } from '../../../engine/model';
import type { BockTrigger } from '../rules';
import { decideWinner, type Decision } from './thresholds';
import { LEVEL_NAMES, other, type DoppelkopfRules, type Parties, type Party, type ScoringFacts } from './types';

export interface ValueResult {
  decision: Decision;
  /** Every line of the working. `points` are signed from Re's view; `side` is the party credited. */
  breakdown: BreakdownItem[];
  /** V from Re after netting, clamp and announcement doubling; before bock and the solo ×3. */
  value: number;
}

/** Augen a party must reach against each opposing Absage to earn the refutation point (TSR 7.2.2 (e)/(f)). */
const REFUTE = [0, 120, 90, 60, 30] as const;
const LEVEL_LINES = [90, 60, 30] as const;

/** A breakdown line's message and its English text. */
interface Label {
  label: Message;
  item: string;
  /**
   * The lines made with this label, by points and side: a line is data never changed once made, so rounds that
   * score alike share them (a long sheet then keeps a few dozen instead of several per round).
   */
  lines?: BreakdownItem[];
}

function label(m: Message): Label {
  return { label: m, item: render(m) };
}

type PerParty = Record<Party, Label>;

function perParty(make: (p: Party) => Message): PerParty {
  return { re: label(make('re')), kontra: label(make('kontra')) };
}

/** Every line a breakdown can have, made once: a long sheet repeats a few dozen lines thousands of times. */
interface Labels {
  /** By the line (90, 60, 30). */
  under: Map<number, Label>;
  schwarz: Label;
  /** By the level refuted (1 to 4). */
  refute: Label[];
  won: Label;
  announced: PerParty;
  /** By level (1 to 4): announced by the winner, and by each party when it is not the winner. */
  levelAnnounced: Label[];
  levelAnnouncedBy: PerParty[];
  lostSolo: Label;
  gegenDieAlten: Label;
  fox: PerParty;
  foxLast: PerParty;
  foxWinsLast: PerParty;
  doppelkopf: PerParty;
  karlchen: PerParty;
  karlchenCaught: PerParty;
  dulleCaught: PerParty;
}

let table: Labels | undefined;

function labels(): Labels {
  if (table) return table;
  const levels = [1, 2, 3, 4] as const;
  const byLevel = <T>(make: (j: 1 | 2 | 3 | 4) => T): T[] => [undefined as T, ...levels.map(make)];
  return (table = {
    under: new Map(LEVEL_LINES.map((line) => [line, label(msg('dk.item.under', { line }))])),
    schwarz: label(msg('dk.item.schwarz')),
    refute: byLevel((j) => label(msg('dk.item.refute', { points: REFUTE[j], level: LEVEL_NAMES[j] }))),
    won: label(msg('dk.item.won')),
    announced: perParty((party) => msg('dk.item.announced', { party })),
    levelAnnounced: byLevel((j) => label(msg('dk.item.level-announced', { level: LEVEL_NAMES[j] }))),
    levelAnnouncedBy: byLevel((j) => perParty((by) => msg('dk.item.level-announced', { level: LEVEL_NAMES[j], by }))),
    lostSolo: label(msg('dk.item.lost-solo')),
    gegenDieAlten: label(msg('dk.item.gegen-die-alten')),
    fox: perParty((by) => msg('dk.item.fox', { by })),
    foxLast: perParty((by) => msg('dk.item.fox-last', { by })),
    foxWinsLast: perParty((by) => msg('dk.item.fox-wins-last', { by })),
    doppelkopf: perParty((by) => msg('dk.item.doppelkopf', { by })),
    karlchen: perParty((by) => msg('dk.item.karlchen', { by })),
    karlchenCaught: perParty((by) => msg('dk.item.karlchen-caught', { by })),
    dulleCaught: perParty((by) => msg('dk.item.dulle-caught', { by })),
  });
}

/** Adds a line of `points` credited to `side` (signed from Re's view). */
function add(items: BreakdownItem[], l: Label, points: number, side: Party): void {
  const signed = side === 're' ? points : -points;
  if (!(Number.isInteger(points) && points >= 0 && points < 8)) {
    items.push({ item: l.item, label: l.label, points: signed, side });
    return;
  }
  const at = points * 2 + (side === 're' ? 0 : 1);
  const lines = (l.lines ??= []);
  items.push((lines[at] ??= { item: l.item, label: l.label, points: signed, side }));
}

/** (a) level points: the loser's card points (with no winner, each party scores the other's). */
function levels(items: BreakdownItem[], f: ScoringFacts, decision: Decision, scorer: Party, t: Labels): void {
  const opp = other(scorer);
  for (const line of LEVEL_LINES) if (f.cards[opp] < line) add(items, t.under.get(line)!, 1, scorer);
  if (decision.schwarz[opp]) add(items, t.schwarz, 1, scorer);
}

/** (e)/(f) refutation: reaching 120/90/60/30 against each of the opponent's (implied) Absagen. */
function refutations(items: BreakdownItem[], f: ScoringFacts, rules: DoppelkopfRules, scorer: Party, t: Labels): void {
  const level = f.announce[other(scorer)] ?? 0;
  if (level < 1) return;
  const from = rules.refutation === 'each' ? 1 : level;
  for (let j = from; j <= level; j++) if (f.cards[scorer] >= REFUTE[j]) add(items, t.refute[j], 1, scorer);
}

const PARTIES = ['re', 'kontra'] as const;

export function computeValue(f: ScoringFacts, rules: DoppelkopfRules): ValueResult {
  const decision = decideWinner(f, rules);
  const items: BreakdownItem[] = [];
  const t = labels();
  const { winner } = decision;

  if (winner === 'none') {
    // TSR 7.1.4: only (a), (e), (f) count (and the special points, without gegen die Alten).
    for (let q = 0; q < PARTIES.length; q++) {
      const p = PARTIES[q];
      levels(items, f, decision, p, t);
      refutations(items, f, rules, p, t);
    }
  } else {
    add(items, t.won, 1, winner);
    levels(items, f, decision, winner, t);
    // (b) Ansagen are worth 2 each to the winner, whoever made them; under `announcement double` they double instead.
    if (rules.announcement === 'plus2') {
      for (let q = 0; q < PARTIES.length; q++)
        if (f.announce[PARTIES[q]] !== undefined) add(items, t.announced[PARTIES[q]], 2, winner);
    }
    // (c)/(d) every Absage, implied ones included, is 1 to the winner.
    for (let q = 0; q < PARTIES.length; q++) {
      const p = PARTIES[q];
      const level = f.announce[p] ?? 0;
      for (let j = 1; j <= level; j++)
        add(items, p === winner ? t.levelAnnounced[j] : t.levelAnnouncedBy[j][p], 1, winner);
    }
    refutations(items, f, rules, winner, t);
  }

  if (f.solo && winner === 'kontra' && rules.lostSoloBonus) add(items, t.lostSolo, 1, 'kontra');

  // `doubling-scope game`: the lines so far (and gegen die Alten) are the game points the doubling takes; the special
  // points after them are added undoubled.
  const gameScope = rules.announcement === 'double' && rules.doublingScope === 'game' && winner !== 'none';
  const specials = !f.solo || rules.specialsInSolo;
  let gameLines = items.length;
  if (specials) {
    // Gegen die Alten belongs to beating the club queens: normal games only, never in a solo (TSR 7.2.3).
    const tie = f.cards.re === 120 && f.cards.kontra === 120;
    const silentTie = tie && f.announce.re === undefined && f.announce.kontra === undefined && rules.tie120 === 1;
    if (winner === 'kontra' && !f.solo && !silentTie) add(items, t.gegenDieAlten, 1, 'kontra');
    gameLines = items.length;
    for (let q = 0; q < PARTIES.length; q++) {
      const p = PARTIES[q];
      const x = f.extras[p];
      if (rules.fox) {
        for (let i = 0; i < x.fox; i++) add(items, t.fox[p], 1, p);
        // A fox caught in the last trick: 1 (TSR, and under `point`) or 2.
        for (let i = 0; i < x.foxLast; i++) add(items, t.foxLast[p], rules.foxLastTrick === '2' ? 2 : 1, p);
        if (rules.foxLastTrick === 'point') for (let i = 0; i < x.foxWinsLast; i++) add(items, t.foxWinsLast[p], 1, p);
      }
      if (rules.doppelkopf) for (let i = 0; i < x.doppelkopf; i++) add(items, t.doppelkopf[p], 1, p);
      if (rules.karlchen) for (let i = 0; i < x.karlchen; i++) add(items, t.karlchen[p], 1, p);
      if (rules.karlchenCaught) for (let i = 0; i < x.karlchenCaught; i++) add(items, t.karlchenCaught[p], 1, p);
      if (rules.dulleCaught && rules.dulle === 'second-wins')
        for (let i = 0; i < x.dulleCaught; i++) add(items, t.dulleCaught[p], 1, p);
    }
  }

  let value = 0;
  let special = 0;
  for (let k = 0; k < items.length; k++) {
    if (gameScope && k >= gameLines) special += items[k].points ?? 0;
    else value += items[k].points ?? 0;
  }
  if (gameScope) {
    // Re/Kontra double the game points only; the special points come after the doubling.
    const doubling: BreakdownItem[] = [];
    for (let q = 0; q < PARTIES.length; q++) {
      const p = PARTIES[q];
      if (f.announce[p] !== undefined) {
        const { label, item } = t.announced[p];
        doubling.push({ item, label, factor: 2 });
        value *= 2;
      }
    }
    items.splice(gameLines, 0, ...doubling);
    value += special;
  }
  if (rules.netting === 'clamp' && winner !== 'none') {
    // "Keine Hintertür": the loser's special points can take the winner's value to 0, never below.
    const seen = winner === 're' ? value : -value;
    if (seen < 0) {
      const label = msg('dk.item.clamped');
      items.push({ item: render(label), label, points: -value, side: winner });
      value = 0;
    }
  }
  if (rules.announcement === 'double' && winner !== 'none' && !gameScope) {
    for (let q = 0; q < PARTIES.length; q++) {
      const p = PARTIES[q];
      if (f.announce[p] !== undefined) {
        const { label, item } = t.announced[p];
        items.push({ item, label, factor: 2 });
        value *= 2;
      }
    }
  }
  return { decision, breakdown: items, value: value === 0 ? 0 : value };
}

const NO_TRIGGERS: BockTrigger[] = [];

/** The configured triggers this result fires; any number of them starts one bock round of `bock-length` games. */
export function bockTriggers(f: ScoringFacts, d: Decision, rules: DoppelkopfRules): BockTrigger[] {
  if (!rules.bock) return NO_TRIGGERS;
  const fired: BockTrigger[] = [];
  const on = (t: BockTrigger) => rules.bockTriggers.has(t);
  if (on('tie-120') && f.cards.re === 120 && f.cards.kontra === 120) fired.push('tie-120');
  if (on('lost-solo') && f.solo && d.winner === 'kontra') fired.push('lost-solo');
  // A party that announced and did not win (with no winner, both announcing parties lost their announcement).
  if (
    on('lost-announcement') &&
    (['re', 'kontra'] as const).some((p) => f.announce[p] !== undefined && d.winner !== p)
  ) {
    fired.push('lost-announcement');
  }
  if (on('black') && (d.schwarz.re || d.schwarz.kontra)) fired.push('black');
  if (on('heart-trick') && f.extras.re.heartTrick + f.extras.kontra.heartTrick > 0) fired.push('heart-trick');
  return fired;
}

/**
 * What a player's points ± are on the sheet: a plus sheet keeps only what the winners write, a minus sheet only
 * what the losers write (FD Rule::COUNTING).
 */
function written(plusMinus: number, counting: DoppelkopfRules['counting']): number {
  let v = plusMinus;
  if (counting === 'plus') v = Math.max(0, v);
  if (counting === 'minus') v = Math.min(0, v);
  return v === 0 ? 0 : v;
}

/**
 * Points per player index; players sitting out get 0. `value` is V from Re after bock, before the solo ×3 (§4.5, §7).
 */
export function distribute(
  value: number,
  parties: Parties,
  counting: DoppelkopfRules['counting'],
): Map<number, number> {
  const out = new Map<number, number>();
  // Plain loops: this runs for every scored round of a sheet.
  const { re, kontra, soloist } = parties;
  for (let k = 0; k < re.length; k++) out.set(re[k], written(soloist === re[k] ? 3 * value : value, counting));
  for (let k = 0; k < kontra.length; k++) out.set(kontra[k], written(-value, counting));
  for (let k = 0; k < parties.out.length; k++) out.set(parties.out[k], 0);
  return out;
}
