// Outcome-only rounds (score-format.md, version 2): what a `won` line or a `score` row naming only some players
// says when the card points are not written — the winners, the game value, and the scores the parties or the
// 3:1 solo pattern determine. Paper sheets are kept this way; such a round is complete, never "missing cards".

import type { Name, RoundItem, SideValue } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import type { BockTrigger } from '../rules';
import { problem } from '../../../engine/problem';
import { argsRange, entryIndex } from './checkStated';
import { describe } from './parties';
import { distribute } from './score';
import { pow2, type DoppelkopfRules, type Parties, type Party, type ScoringFacts } from './types';

type WonLine = Extract<RoundItem, { kind: 'won' }>;
type ScoreLine = Extract<RoundItem, { kind: 'score' }>;

/** A `won` line read against the parties: who won and V seen from Re (before bock unless the rule says so). */
export interface WonReading {
  line: WonLine;
  winner: Party;
  /** The written value signed from Re's view. */
  value: number;
}

/**
 * `won P Q N` without a `re`/`solo` line: a normal game whose winners are P and Q. Which of the two parties was
 * Re is not known; the winners are put in `re` and the round counts as recorded (no Re/Kontra statistics).
 */
export function partiesFromWon(
  won: WonLine,
  out: number[],
  outWritten: boolean,
  names: string[],
  problems: Problem[],
): Parties | undefined {
  const n = names.length;
  const players: number[] = [];
  for (let ix = 0; ix < won.sides.length; ix++) {
    const s = won.sides[ix];
    const i = entryIndex(s);
    if (i !== undefined && !players.includes(i)) players.push(i);
  }
  if (won.sides.some((s) => s.ref?.kind === 'party')) return undefined; // `won re 3` needs the parties
  if (players.length === 1) {
    const others = names.filter((_, i) => i !== players[0] && !out.includes(i));
    problems.push(
      problem(
        'missing-parties',
        'error',
        won.range,
        msg('dk.won.who', { name: won.sides[0].text, value: won.value.value, players: others.slice(1, 2) }),
      ),
    );
    return undefined;
  }
  if (players.length !== 2) {
    if (players.length > 0)
      problems.push(problem('missing-parties', 'error', won.range, msg('dk.won.count', { count: players.length })));
    return undefined;
  }
  if (n > 4 && (!outWritten || out.length !== n - 4)) return undefined; // resolveParties' missing-out says why
  if (players.some((i) => out.includes(i))) return undefined;
  const kontra = names.map((_, i) => i).filter((i) => !players.includes(i) && !out.includes(i));
  return { gameType: 'normal', re: players.sort((a, b) => a - b), kontra, out, duty: false };
}

function partyOf(name: Name, parties: Parties): Party | undefined {
  const ref = name.ref;
  if (ref?.kind === 'party') return ref.party;
  if (ref?.kind !== 'player') return undefined;
  if (parties.re.includes(ref.index)) return 're';
  if (parties.kontra.includes(ref.index)) return 'kontra';
  return undefined;
}

/** The winner a `won` line names; every name on it must be on that side. */
export function readWon(won: WonLine, parties: Parties, names: string[], problems: Problem[]): WonReading | undefined {
  let winner: Party | undefined;
  let first: Name | undefined;
  for (let jx = 0; jx < won.sides.length; jx++) {
    const s = won.sides[jx];
    const p = partyOf(s, parties);
    if (!p) {
      const i = entryIndex(s);
      if (i !== undefined)
        problems.push(problem('party-mismatch', 'error', s.range, msg('dk.facts.side-out', { player: names[i] })));
      continue;
    }
    if (!winner || !first) {
      winner = p;
      first = s;
    } else if (p !== winner) {
      problems.push(
        problem(
          'party-mismatch',
          'error',
          s.range,
          msg('dk.won.split', { first: first.text, second: s.text, game: describe(parties, names) }),
        ),
      );
    }
  }
  if (!winner) return undefined;
  const v = won.value.value;
  return { line: won, winner, value: winner === 're' ? v : -v };
}

/**
 * Warnings for a written value the rules in force cannot produce: an odd value where every announcement
 * doubles, or less than the least a winner can score when nothing can take points away from it.
 */
export function checkWonValue(
  w: WonReading,
  known: Omit<ScoringFacts, 'cards'> | undefined,
  parties: Parties,
  rules: DoppelkopfRules,
  problems: Problem[],
): void {
  const value = w.line.value.value;
  const range = w.line.value.range;
  const announce = known?.announce ?? {};
  const announced = (['re', 'kontra'] as const).filter((p) => announce[p] !== undefined);
  const factor = rules.announcement === 'double' ? pow2(announced.length) : 1;
  const solo = parties.soloist !== undefined;
  const specials = !solo || rules.specialsInSolo;
  // `doubling-scope game`: special points come after the doubling, so any value can be written.
  const undoubled = rules.doublingScope === 'game' && specials;
  if (factor > 1 && !undoubled && value % factor !== 0) {
    problems.push(
      problem('won-value', 'warning', range, msg('dk.won.double', { value, announced: announced.length, factor })),
    );
    return;
  }
  let min: number | undefined;
  if (!specials) {
    // Nothing counts against the winner: won 1, the announcements, every Absage (each to the winner).
    min = 1;
    for (const p of announced) min += (rules.announcement === 'plus2' ? 2 : 0) + (announce[p] ?? 0);
    if (solo && w.winner === 'kontra' && rules.lostSoloBonus) min += 1;
    min *= factor;
  } else if (rules.netting === 'clamp') min = 0;
  if (min !== undefined && value < min)
    problems.push(
      problem(
        'won-value',
        'warning',
        range,
        msg('dk.won.below', { value, min, solo, clamp: specials && rules.netting === 'clamp' }),
      ),
    );
}

/** Bock triggers an outcome-only round can be seen to meet (card points, and so a tie or schwarz, are unknown). */
export function outcomeTriggers(
  known: Omit<ScoringFacts, 'cards'> | undefined,
  winner: Party | 'none',
  solo: boolean,
  rules: DoppelkopfRules,
): BockTrigger[] {
  if (!rules.bock) return [];
  const fired: BockTrigger[] = [];
  const on = (t: BockTrigger) => rules.bockTriggers.has(t);
  if (on('lost-solo') && solo && winner === 'kontra') fired.push('lost-solo');
  const announce = known?.announce ?? {};
  if (on('lost-announcement') && (['re', 'kontra'] as const).some((p) => announce[p] !== undefined && winner !== p))
    fired.push('lost-announcement');
  const extras = known?.extras;
  if (on('heart-trick') && extras && extras.re.heartTrick + extras.kontra.heartTrick > 0) fired.push('heart-trick');
  return fired;
}

/** A row completed from the parties: the points of everyone who played, and which of them were filled in. */
export interface FilledRow {
  row: Map<number, number>;
  filled: number[];
  /** V from Re as the row shows it (bock included), before the solo ×3. */
  value: number;
}

/**
 * A `score` row with known parties: one named player decides V for everyone (normal game: the other party
 * gets −V; solo: the soloist ±3V, each opponent ∓V); every other named number must agree.
 */
export function fillFromParties(
  line: ScoreLine,
  stated: Map<number, number>,
  parties: Parties,
  rules: DoppelkopfRules,
  names: string[],
  problems: Problem[],
): FilledRow | undefined {
  let value: number | undefined;
  let from: SideValue | undefined;
  for (let kx = 0; kx < line.entries.length; kx++) {
    const e = line.entries[kx];
    const i = entryIndex(e.side);
    const v = e.value.value;
    if (i === undefined || v === 0 || parties.out.includes(i)) continue;
    if (parties.soloist === i && v % 3 !== 0) {
      problems.push(
        problem('solo-pattern', 'error', e.value.range, msg('dk.fill.thirds', { name: names[i], value: v })),
      );
      return undefined;
    }
    value = parties.re.includes(i) ? (parties.soloist === i ? v / 3 : v) : -v;
    from = e;
    break;
  }
  const row = distribute(value ?? 0, parties, rules.counting);
  for (let ax = 0; ax < line.entries.length; ax++) {
    const e = line.entries[ax];
    const i = entryIndex(e.side);
    if (i === undefined || e === from || parties.out.includes(i)) continue;
    if (from && e.value.value !== (row.get(i) ?? 0)) {
      problems.push(
        problem(
          parties.soloist !== undefined ? 'solo-pattern' : 'parity',
          'error',
          argsRange(line.entries, line.range),
          msg('dk.fill.conflict', {
            first: from.side.text,
            firstValue: from.value.value,
            second: e.side.text,
            secondValue: e.value.value,
            game: describe(parties, names),
          }),
        ),
      );
      return undefined;
    }
  }
  const filled = [...parties.re, ...parties.kontra].filter((i) => !stated.has(i)).sort((a, b) => a - b);
  return { row, filled, value: value ?? 0 };
}

/**
 * A recorded row of four players without parties, where its shape leaves one way to complete it: three named
 * (the fourth balances the row), two equal winners (the others lose as much), or a soloist and one opponent
 * (+3V and −V: the other two are opponents too). Plus and minus sheets name only winners or losers: the rest is 0.
 */
export function fillRecorded(
  stated: Map<number, number>,
  active: number[],
  rules: DoppelkopfRules,
): { row: Map<number, number>; filled: number[] } | undefined {
  const missing = active.filter((i) => !stated.has(i));
  if (missing.length === 0 || active.length !== 4) return undefined;
  const row = new Map(stated);
  const put = (v: number) => {
    for (const i of missing) row.set(i, v === 0 ? 0 : v);
    return { row, filled: missing };
  };
  if (rules.counting !== 'plus-minus') return put(0);
  const named = active.filter((i) => stated.has(i)).map((i) => stated.get(i)!);
  if (missing.length === 1) return put(-named.reduce((s, v) => s + v, 0));
  if (missing.length !== 2) return undefined;
  const [a, b] = named;
  if (a === b && a > 0) return put(-a);
  if (a !== 0 && a === -3 * b) return put(b);
  if (b !== 0 && b === -3 * a) return put(a);
  return undefined;
}
