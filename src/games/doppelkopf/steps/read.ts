// Step 1 of a Doppelkopf round: everything the round says on its own — parties, facts (written or
// proven by its tricks), the value before bock, the stated row and its shape checks. Cached per round.

import type { Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import type { DoppelkopfRules } from '../rules';
import { checkRecordedRow, entryIndex } from './checkStated';
import { buildFacts, checkCardsWithoutParties } from './facts';
import { readTricks, type TrickReading } from './fromTricks';
import { resolveParties, type PartiesResult } from './parties';
import { problem } from '../../../engine/problem';
import { computeValue, bockTriggers, type ValueResult } from './score';
import type { BockTrigger } from '../rules';
import type { Parties, Party, RawRound, ScoringFacts } from './types';
import {
  checkWonValue,
  fillFromParties,
  fillRecorded,
  outcomeTriggers,
  partiesFromWon,
  readWon,
  type FilledRow,
  type WonReading,
} from './outcome';
import { playerBits, type RoundStatsInput } from './settle';
import { playedIn } from '../../../engine/model';
import { readPenalties, type PenaltyReading } from './penalty';

/** One empty list shared by every round that lacks a kind of line (most lack most): never pushed to. */
const NONE: never[] = [];

/** `list` with `item` added: the shared empty list is replaced by a new one on the first item. */
function add<T>(list: T[], item: T): T[] {
  if (list === NONE) return [item];
  list.push(item);
  return list;
}

export function collect(round: Round): RawRound {
  const raw: RawRound = {
    round,
    decls: NONE,
    outs: NONE,
    cards: NONE,
    tricks: NONE,
    announces: NONE,
    extras: NONE,
    bocks: NONE,
    bockTriggerLines: NONE,
    dealers: NONE,
    wons: NONE,
    penalties: NONE,
    scores: NONE,
    totals: NONE,
    hasFacts: false,
  };
  const items = round.items;
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    switch (item.kind) {
      case 're':
      case 'solo':
      case 'marriage':
      case 'silent-marriage':
      case 'poverty':
        raw.decls = add(raw.decls, item);
        break;
      case 'out':
        raw.outs = add(raw.outs, item);
        break;
      case 'cards':
        raw.cards = add(raw.cards, item);
        break;
      case 'tricks':
        raw.tricks = add(raw.tricks, item);
        break;
      case 'announce':
        raw.announces = add(raw.announces, item);
        break;
      case 'extras':
        raw.extras = add(raw.extras, item);
        break;
      case 'bock':
        raw.bocks = add(raw.bocks, item);
        break;
      case 'bock-trigger':
        raw.bockTriggerLines = add(raw.bockTriggerLines, item);
        break;
      case 'dealer':
        raw.dealers = add(raw.dealers, item);
        break;
      case 'won':
        raw.wons = add(raw.wons, item);
        break;
      case 'penalty':
        raw.penalties = add(raw.penalties, item);
        break;
      case 'score':
        raw.scores = add(raw.scores, item);
        break;
      case 'total':
        raw.totals = add(raw.totals, item);
        break;
      default:
        // Belote directives are the parser's `wrong-game`; `hand`/`trick` belong to the trick checker.
        break;
    }
  }
  raw.hasFacts =
    raw.decls.length +
      raw.cards.length +
      raw.tricks.length +
      raw.announces.length +
      raw.extras.length +
      raw.wons.length >
    0;
  return raw;
}

/** How the round counts: scored from its facts, taken as written, a trick example, or not at all. */
export type RoundKind =
  | { kind: 'scored'; parties: Parties; facts: ScoringFacts; value: ValueResult; triggers: BockTrigger[] }
  /** Tricks that are not a whole deal (a worked example) or not a valid one; `stated` counts if written. */
  | { kind: 'tricks'; example: boolean; count: number }
  /** Facts too thin to score (the reason is among the problems); a written row still counts. */
  | { kind: 'unscored'; reason: 'cards' | 'out' | 'parties' | 'other'; parties?: Parties }
  /**
   * Outcome only: a `won` line, or a `score` row the parties complete, and no card points. `known`: the parties
   * are Re and Kontra as written (false when only `won P Q N` names the winners).
   */
  | {
      kind: 'outcome';
      parties: Parties;
      known: boolean;
      winner: Party | 'none';
      won?: WonReading;
      row?: FilledRow;
      announce: ScoringFacts['announce'];
      triggers: BockTrigger[];
    }
  /** Only a `score` row (and `out`, `bock`, `total`): counted as written. */
  | { kind: 'recorded' }
  /** Only `penalty` lines (and `out`, `total`): penalty points between two games, not a game (penalty.ts). */
  | { kind: 'penalty' }
  | { kind: 'empty' };

export interface DoppelkopfCore {
  raw: RawRound;
  how: RoundKind;
  /** The declared parties (before tricks), shown for unscored rounds. */
  declared?: Parties;
  /** Who sits out, even when the parties are unknown. */
  out: number[];
  /** The first `score` row by player index. */
  stated?: Map<number, number>;
  /** A `won` line next to the facts it must agree with (checked once the bock is known). */
  won?: WonReading;
  /** Players whose score the round fills in (not written on its `score` row). */
  filled?: number[];
  /** The explicit `bock` mark (its count; 1 for a bare `bock`), if any. */
  mark?: { count: number; range: Problem['range'] };
  /** `bock-trigger [N]` with `bock on`: the bock rounds this game starts, whatever its facts give (1 when bare). */
  trigger?: { count: number; range: Problem['range'] };
  /** The written row's statistics (recorded rounds). */
  recordedStats?: RoundStatsInput;
  reading?: TrickReading;
  /** The round's `penalty` lines that count (never part of the game's points). */
  penalty?: PenaltyReading;
  /** Who sits out by the dealer, when the core was read with that (see readRound). */
  implied?: readonly number[];
  problems: Problem[];
}

export interface DoppelkopfContext {
  names: string[];
  rules: DoppelkopfRules;
  /**
   * Only the problems are read (a one-off check): a step leaves out what only a reader of the sheet sees (summary,
   * round info, statistics). Every problem is still found by the same code.
   */
  problemsOnly?: boolean;
}

/** The stated row of a `score` line by player index (the first `score` line; a second is a warning). */
function statedRow(raw: RawRound, problems: Problem[]): Map<number, number> | undefined {
  const scores = raw.scores;
  if (scores.length === 0) return undefined;
  for (let k = 1; k < scores.length; k++)
    problems.push(problem('duplicate-fact', 'warning', scores[k].keyword, msg('dk.duplicate.score')));
  const row = new Map<number, number>();
  const entries = scores[0].entries;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k];
    const i = entryIndex(e.side);
    if (i === undefined) continue;
    if (row.has(i))
      problems.push(
        problem('duplicate-fact', 'warning', e.side.range, msg('dk.duplicate.score-entry', { name: e.side.text })),
      );
    else row.set(i, e.value.value);
  }
  return row;
}

/** Recorded rows: a solo shows as one player with ∓3 times each of the other three. */
function recordedStats(row: Map<number, number>, out: number[], ctx: DoppelkopfContext): RoundStatsInput {
  const { rules } = ctx;
  // Bit sets of players for the sums (this runs for every recorded round of a sheet); who played by playedIn.
  const who = playedIn(row.keys(), out);
  const played = playerBits(who);
  let won = 0;
  for (let k = 0; k < who.length; k++) {
    const i = who[k];
    if (i >= 0 && i < 31 && row.get(i)! > 0) won |= 1 << i;
  }
  const count = who.length;
  const input: RoundStatsInput = { played, won };
  if (rules.counting === 'plus-minus' && count === 4) {
    // A solo: one player −3 times each of the other three, who all have the same non-zero points.
    row.forEach((v, s) => {
      if (!(played & (1 << s))) return;
      let other: number | undefined;
      let same = true;
      row.forEach((w, i) => {
        if (i === s || !(played & (1 << i))) return;
        if (other === undefined) other = w;
        else if (w !== other) same = false;
      });
      if (other !== undefined && other !== 0 && same && v === -3 * other) {
        input.soloist = s;
        input.soloWon = v > 0;
      }
    });
  }
  return input;
}

/** The four players of a four-player table (shared: never changed). */
const FOUR: number[] = [0, 1, 2, 3];

/** Who played a recorded round, when that is known: all four, or everyone but the `out` players. */
function activePlayers(n: number, out: number[], raw: RawRound, implied: boolean): number[] | undefined {
  if (n === 4) return FOUR;
  if ((raw.outs.length > 0 || implied) && out.length === n - 4)
    return [...Array(n).keys()].filter((i) => !out.includes(i));
  return undefined;
}

/** How an empty round counts (shared: never changed). */
const EMPTY: RoundKind = { kind: 'empty' };

/** Rounds of five players without an `out` line: the dealer (known only in sequence) sits out. */
export function needsOut(core: DoppelkopfCore, n: number): boolean {
  return n === 5 && core.raw.outs.length === 0;
}

/** The players of `played` the row leaves out (a loop, not a closure: see countRecorded). */
function unstated(played: number[], row: Map<number, number>): number[] {
  const out: number[] = [];
  for (let k = 0; k < played.length; k++) if (!row.has(played[k])) out.push(played[k]);
  return out;
}

/**
 * A written row counts as it stands: checked (zero-sum, solo pattern, parity) and added to the stats. A function of
 * its own, not a closure in readRound: that would give every round a context object for the variables it shares.
 */
function countRecorded(
  core: DoppelkopfCore,
  stated: Map<number, number> | undefined,
  implied: boolean,
  ctx: DoppelkopfContext,
): void {
  if (!stated) return;
  const { names, rules } = ctx;
  const { raw, out, problems } = core;
  const active = activePlayers(names.length, out, raw, implied);
  // A row its shape completes (three of four named, a 3:1 solo pattern, a plus or minus sheet) is whole.
  const fill = active ? fillRecorded(stated, active, rules) : undefined;
  const row = fill ? fill.row : stated;
  if (fill) {
    core.stated = row;
    core.filled = fill.filled;
  }
  checkRecordedRow(raw.scores[0], row, active, out, names, rules, problems);
  if (!ctx.problemsOnly) core.recordedStats = recordedStats(row, out, ctx);
}

/**
 * Reads a round on its own. `implied` is who sits out where no `out` line says (five players: the dealer, known
 * from the rounds before); the core then is the one the round has at that table.
 */
export function readRound(round: Round, ctx: DoppelkopfContext, implied?: readonly number[]): DoppelkopfCore {
  const { names, rules } = ctx;
  const n = names.length;
  const problems: Problem[] = [];
  const raw = collect(round);
  const partyProblems: Problem[] = [];
  const pr: PartiesResult = n >= 4 ? resolveParties(raw, names, rules, partyProblems, implied) : { out: [] };
  const stated = statedRow(raw, problems);
  // Indexed, not destructured: `[first, ...rest]` makes a list and an iterator for every round.
  const mark = raw.bocks[0];
  for (let k = 1; k < raw.bocks.length; k++)
    problems.push(problem('duplicate-fact', 'warning', raw.bocks[k].keyword, msg('dk.duplicate.bock')));
  const triggerLine = raw.bockTriggerLines[0];
  for (let k = 1; k < raw.bockTriggerLines.length; k++)
    problems.push(
      problem('duplicate-fact', 'warning', raw.bockTriggerLines[k].keyword, msg('dk.duplicate.bock-trigger')),
    );
  // Without bock rounds the line says nothing the engine could use.
  if (triggerLine && !rules.bock)
    problems.push(problem('bock-trigger-off', 'warning', triggerLine.range, msg('dk.bock-trigger.off')));
  const wonLine = raw.wons[0];
  for (let k = 1; k < raw.wons.length; k++)
    problems.push(problem('duplicate-fact', 'warning', raw.wons[k].keyword, msg('dk.duplicate.won')));

  // A complete deal of written tricks proves the parties and the facts; a lone tutorial trick is only checked.
  const reading = n >= 4 ? readTricks(round, names, rules, pr.parties, problems) : undefined;
  const fromTricks = reading?.facts;
  // Tricks that are not a whole deal, and no card points: a worked example, checked trick by trick and never scored.
  const tricksOnly = reading !== undefined && !fromTricks && raw.cards.length === 0 && raw.tricks.length === 0;
  // Either way nobody needs to name the marriage partner: the tricks decide it, or nothing is scored.
  for (let k = 0; k < partyProblems.length; k++) {
    const p = partyProblems[k];
    if (!(fromTricks || tricksOnly) || p.code !== 'missing-parties') problems.push(p);
  }
  const hasFacts = raw.hasFacts || fromTricks !== undefined;
  let parties = fromTricks?.parties ?? pr.parties;
  let partyMissing = pr.missing;
  // `won P Q N` alone names the winners of a normal game (with other facts, the parties must be written).
  let partiesKnown = true;
  const onlyWon = raw.cards.length + raw.tricks.length + raw.announces.length + raw.extras.length === 0;
  if (!parties && wonLine && raw.decls.length === 0 && !reading && onlyWon && n >= 4) {
    const before = problems.length;
    const p = partiesFromWon(wonLine, pr.out, raw.outs.length > 0 || implied !== undefined, names, problems);
    if (p) {
      parties = p;
      partiesKnown = false;
    } else if (problems.length > before) partyMissing = undefined;
  }
  const fr = hasFacts && parties ? buildFacts(raw, parties, names, rules, problems, fromTricks) : undefined;
  // Every independent problem is reported: without parties the card sum is still checked.
  if (!parties && !fromTricks) checkCardsWithoutParties(raw, problems);

  // Every field in one literal, those a round lacks undefined: one shape for every round's core, which the steps read
  // round after round (fields added as a round had them gave cores of a dozen shapes, and each core a second store).
  const core: DoppelkopfCore = {
    raw,
    how: EMPTY,
    out: pr.out,
    problems,
    declared: pr.parties,
    stated,
    won: undefined,
    filled: undefined,
    mark: mark
      ? { count: mark.count ? Math.max(0, mark.count.value) : 1, range: mark.count?.range ?? mark.keyword }
      : undefined,
    trigger:
      triggerLine && rules.bock
        ? { count: triggerLine.count?.value ?? 1, range: triggerLine.count?.range ?? triggerLine.keyword }
        : undefined,
    recordedStats: undefined,
    reading,
    penalty: undefined,
    implied,
  };

  // Card points left out on purpose: the sheet gives the outcome (`won`, or a score row the parties complete).
  const outcomeOnly = !!parties && raw.cards.length === 0 && fr?.missing?.code === 'missing-cards' && !fromTricks;

  if (hasFacts && parties && fr?.facts) {
    if (wonLine) {
      const w = readWon(wonLine, parties, names, problems);
      if (w) core.won = w;
    }
    const value = computeValue(fr.facts, rules);
    core.how = {
      kind: 'scored',
      parties,
      facts: fr.facts,
      value,
      triggers: bockTriggers(fr.facts, value.decision, rules),
    };
  } else if (reading && tricksOnly) {
    core.how = { kind: 'tricks', example: reading.example, count: reading.tricks.length };
    if (stated) countRecorded(core, stated, implied !== undefined, ctx);
    else
      problems.push(
        reading.example
          ? problem(
              'trick-example',
              'hint',
              round.headerRange,
              msg('dk.trick-example', { count: reading.tricks.length, of: rules.tricksPerGame }),
            )
          : problem('deal-unscored', 'info', round.headerRange, msg('dk.deal-unscored')),
      );
  } else if (outcomeOnly && parties && (wonLine || stated)) {
    const known = fr?.partial;
    const solo = parties.soloist !== undefined;
    const announce = known?.announce ?? {};
    const w = wonLine ? readWon(wonLine, parties, names, problems) : undefined;
    const row =
      !wonLine && stated ? fillFromParties(raw.scores[0], stated, parties, rules, names, problems) : undefined;
    if (w) checkWonValue(w, known, parties, rules, problems);
    const winner = w ? w.winner : row ? (row.value > 0 ? 're' : row.value < 0 ? 'kontra' : 'none') : undefined;
    if (winner && (w || row)) {
      const triggers = outcomeTriggers(known, winner, solo, rules);
      core.how = { kind: 'outcome', parties, known: partiesKnown, winner, announce, triggers };
      if (w) core.how.won = w;
      if (row) core.how.row = row;
      const played = [...parties.re, ...parties.kontra];
      const filled = row ? row.filled : stated ? unstated(played, stated) : [];
      if (filled.length) core.filled = filled.sort((a, b) => a - b);
    } else {
      // The row contradicts itself (reported): it counts as written, without checking its shape again.
      core.how = { kind: 'unscored', reason: 'other', parties };
      if (stated && !ctx.problemsOnly) core.recordedStats = recordedStats(stated, pr.out, ctx);
    }
  } else if (hasFacts) {
    const missing = (parties ? undefined : partyMissing) ?? fr?.missing;
    if (missing) problems.push(missing);
    const reason =
      missing?.code === 'missing-cards'
        ? 'cards'
        : missing?.code === 'missing-out'
          ? 'out'
          : missing?.code === 'missing-parties'
            ? 'parties'
            : 'other';
    core.how = parties ? { kind: 'unscored', reason, parties } : { kind: 'unscored', reason };
    countRecorded(core, stated, implied !== undefined, ctx);
  } else if (stated) {
    core.how = { kind: 'recorded' };
    countRecorded(core, stated, implied !== undefined, ctx);
  } else if (raw.penalties.length && !raw.bocks.length && !raw.dealers.length) {
    core.how = { kind: 'penalty' };
  } else {
    problems.push(problem('empty-round', 'warning', round.headerRange, msg('dk.empty-round')));
  }
  if (raw.penalties.length) {
    // Between games everyone but a written `out` is at the table; in a game, who plays it, where that is known.
    const between = core.how.kind === 'penalty';
    const atTable =
      between || pr.out.length === n - 4 ? [...Array(n).keys()].filter((i) => !pr.out.includes(i)) : undefined;
    const pen = readPenalties(raw.penalties, atTable, names, problems);
    if (pen) core.penalty = pen;
  }
  return core;
}
