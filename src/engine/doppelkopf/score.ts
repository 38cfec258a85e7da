// Step 3 of a Doppelkopf round: the game value V seen from Re (TSR 7.2) — basic points (a)–(f), refutation,
// special points netted (or clamped), the Re/Kontra doubling variant — the bock rounds the result starts, and
// how V is written per player (± sheets, plus-only, minus-only). Bock and the solo ×3 come in sequence.ts.

import { msg, render, type Message } from '../../messages';
import type { BreakdownItem } from '../model';
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

/** A breakdown line's message and its English text, made once per distinct line: a long sheet repeats a few dozen. */
interface Label {
  label: Message;
  item: string;
}

const LABELS = new Map<string, Label>();

function labelOf(key: string, make: () => Message): Label {
  let l = LABELS.get(key);
  if (!l) {
    const label = make();
    LABELS.set(key, (l = { label, item: render(label) }));
  }
  return l;
}

export function computeValue(f: ScoringFacts, rules: DoppelkopfRules): ValueResult {
  const decision = decideWinner(f, rules);
  const items: BreakdownItem[] = [];
  const add = ({ label, item }: Label, points: number, side: Party) => {
    items.push({ item, label, points: side === 're' ? points : -points, side });
  };
  const { winner } = decision;

  // (a) level points: the loser's card points (with no winner, each party scores the other's).
  const levels = (scorer: Party) => {
    const opp = other(scorer);
    for (const line of LEVEL_LINES)
      if (f.cards[opp] < line)
        add(
          labelOf(`under ${line}`, () => msg('dk.item.under', { line })),
          1,
          scorer,
        );
    if (decision.schwarz[opp])
      add(
        labelOf('schwarz', () => msg('dk.item.schwarz')),
        1,
        scorer,
      );
  };
  // (e)/(f) refutation: reaching 120/90/60/30 against each of the opponent's (implied) Absagen.
  const refutations = (scorer: Party) => {
    const level = f.announce[other(scorer)] ?? 0;
    if (level < 1) return;
    const from = rules.refutation === 'each' ? 1 : level;
    for (let j = from; j <= level; j++) {
      if (f.cards[scorer] >= REFUTE[j])
        add(
          labelOf(`refute ${j}`, () => msg('dk.item.refute', { points: REFUTE[j], level: LEVEL_NAMES[j] })),
          1,
          scorer,
        );
    }
  };

  if (winner === 'none') {
    // TSR 7.1.4: only (a), (e), (f) count (and the special points, without gegen die Alten).
    for (const p of ['re', 'kontra'] as const) {
      levels(p);
      refutations(p);
    }
  } else {
    add(
      labelOf('won', () => msg('dk.item.won')),
      1,
      winner,
    );
    levels(winner);
    // (b) Ansagen are worth 2 each to the winner, whoever made them; under `announcement double` they double instead.
    if (rules.announcement === 'plus2') {
      for (const p of ['re', 'kontra'] as const)
        if (f.announce[p] !== undefined)
          add(
            labelOf(`announced ${p}`, () => msg('dk.item.announced', { party: p })),
            2,
            winner,
          );
    }
    // (c)/(d) every Absage, implied ones included, is 1 to the winner.
    for (const p of ['re', 'kontra'] as const) {
      const level = f.announce[p] ?? 0;
      for (let j = 1; j <= level; j++)
        add(
          p === winner
            ? labelOf(`level ${j}`, () => msg('dk.item.level-announced', { level: LEVEL_NAMES[j] }))
            : labelOf(`level ${j} ${p}`, () => msg('dk.item.level-announced', { level: LEVEL_NAMES[j], by: p })),
          1,
          winner,
        );
    }
    refutations(winner);
  }

  if (f.solo && winner === 'kontra' && rules.lostSoloBonus)
    add(
      labelOf('lost-solo', () => msg('dk.item.lost-solo')),
      1,
      'kontra',
    );

  const specials = !f.solo || rules.specialsInSolo;
  if (specials) {
    // Gegen die Alten belongs to beating the club queens: normal games only, never in a solo (TSR 7.2.3).
    const tie = f.cards.re === 120 && f.cards.kontra === 120;
    const silentTie = tie && f.announce.re === undefined && f.announce.kontra === undefined && rules.tie120 === 1;
    if (winner === 'kontra' && !f.solo && !silentTie)
      add(
        labelOf('gegen-die-alten', () => msg('dk.item.gegen-die-alten')),
        1,
        'kontra',
      );
    for (const p of ['re', 'kontra'] as const) {
      const x = f.extras[p];
      const by = p;
      if (rules.fox) {
        for (let i = 0; i < x.fox; i++)
          add(
            labelOf(`fox ${by}`, () => msg('dk.item.fox', { by })),
            1,
            p,
          );
        for (let i = 0; i < x.foxLast; i++)
          add(
            labelOf(`fox-last ${by}`, () => msg('dk.item.fox-last', { by })),
            rules.foxLastTrick,
            p,
          );
      }
      if (rules.doppelkopf)
        for (let i = 0; i < x.doppelkopf; i++)
          add(
            labelOf(`doppelkopf ${by}`, () => msg('dk.item.doppelkopf', { by })),
            1,
            p,
          );
      if (rules.karlchen)
        for (let i = 0; i < x.karlchen; i++)
          add(
            labelOf(`karlchen ${by}`, () => msg('dk.item.karlchen', { by })),
            1,
            p,
          );
      if (rules.karlchenCaught)
        for (let i = 0; i < x.karlchenCaught; i++)
          add(
            labelOf(`karlchen-caught ${by}`, () => msg('dk.item.karlchen-caught', { by })),
            1,
            p,
          );
    }
  }

  let value = items.reduce((s, b) => s + (b.points ?? 0), 0);
  if (rules.netting === 'clamp' && winner !== 'none') {
    // "Keine Hintertür": the loser's special points can take the winner's value to 0, never below.
    const seen = winner === 're' ? value : -value;
    if (seen < 0) {
      const label = msg('dk.item.clamped');
      items.push({ item: render(label), label, points: -value, side: winner });
      value = 0;
    }
  }
  if (rules.announcement === 'double' && winner !== 'none') {
    for (const p of ['re', 'kontra'] as const) {
      if (f.announce[p] !== undefined) {
        const label = msg('dk.item.announced', { party: p });
        items.push({ item: render(label), label, factor: 2 });
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
 * Points per player index; players sitting out get 0. `value` is V from Re after bock, before the solo ×3 (§4.5, §7).
 */
export function distribute(
  value: number,
  parties: Parties,
  counting: DoppelkopfRules['counting'],
): Map<number, number> {
  const out = new Map<number, number>();
  const put = (i: number, plusMinus: number) => {
    let v = plusMinus;
    // A plus sheet keeps only what the winners write, a minus sheet only what the losers write (FD Rule::COUNTING).
    if (counting === 'plus') v = Math.max(0, v);
    if (counting === 'minus') v = Math.min(0, v);
    out.set(i, v === 0 ? 0 : v);
  };
  for (const i of parties.re) put(i, parties.soloist === i ? 3 * value : value);
  for (const i of parties.kontra) put(i, -value);
  for (const i of parties.out) out.set(i, 0);
  return out;
}
