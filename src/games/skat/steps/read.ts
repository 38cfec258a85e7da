// A Skat round read on its own (rules/skat.md "Round syntax", "Checks", §9): its facts gathered, checked one by one,
// and scored — the game value, the outcome, the classic list entry (only the declarer's column) — with every problem
// the round shows by itself. What depends on earlier rows (the dealer, the Wertung) is sequence.ts's.

import type { Name, Num, Round, RoundItem, SideValue } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import type { BreakdownItem, TrickSummary } from '../../../engine/model';
import { fixOf } from '../../../engine/problem';
import { msg, render, type Message } from '../../../messages';
import type { SkatGame } from '../syntax/itemTypes';
import type { SkatBockTrigger, SkatRules } from '../rules';
import { skatProblem as problem } from './codes';
import { scoreRamsch, type RamschFacts } from './ramsch';
import { mergePlayed, readSkatTricks, type SkatTrickReading } from './tricks';
import {
  gameValue,
  gameValues,
  isLegalValue,
  listEntry,
  lostFactor,
  maxSpitzen,
  type GameFacts,
  type GameValue,
  type Level,
} from './value';

type TotalLine = Extract<RoundItem, { kind: 'total' }>;
type SkatItem = Extract<RoundItem, { kind: 'skat' }>;
type Fact = SkatItem['fact'];

export type SkatOutcome = 'won' | 'lost' | 'overbid';

/** How a row counts: a game (from its facts, an outcome-only row, a recorded score), eingepasst, or nothing. */
export type RowKind = 'game' | 'outcome-only' | 'recorded' | 'passed' | 'ramsch' | 'unscored' | 'empty';

/** A round read on its own. */
export interface SkatCore {
  kind: RowKind;
  /** The declarer's seat (0-based), where known. */
  declarer?: number;
  declarerName?: Name;
  game?: SkatGame;
  outcome?: SkatOutcome;
  /** The game value V (the charged value for an overbid). */
  value?: number;
  /** The declarer's list entry. */
  entry?: number;
  breakdown: BreakdownItem[];
  summary: Message;
  problems: Problem[];
  /** The written dealer (a `dealer` line), by seat. */
  dealer?: number;
  total?: TotalLine;
  seeger?: SideValue[];
  wonLost?: Extract<Fact, { type: 'won-lost' }>['entries'];
  /** The row's multiplier (Kontra, Re, Supra). */
  multiplier: number;
  /** The round's `round` line. */
  at: Range;
  /** A Ramsch round's points per seat (before Bock). */
  ramsch?: (number | undefined)[];
  /** Points per seat taken as the `score` line writes them (a recorded Bierlachs row). */
  asWritten?: (number | undefined)[];
  /** A `bock [N]` line (with `bock on`): the doublings the sheet says this row has. */
  bockMark?: { count: number; range: Range };
  /** The Bock triggers the row meets by itself (`hundred` and a Ramsch's `passed` are the sequence's to judge). */
  triggers: readonly SkatBockTrigger[];
  /** A Durchmarsch scored +120: the seat whose points Bock leaves alone. */
  durchmarschWin?: number;
  /** The players who lost a Ramsch (lost games under `ramsch-in-seeger game`). */
  ramschLosers?: number[];
  /**
   * The written `score` line against the computed entries, when that waits for the row's Bock factor `b` and, under
   * `scoring bierlachs`, for its defenders (the players at the table but the declarer). Undefined: checked here.
   */
  checkWritten?: (b: number, defenders: readonly number[]) => Problem[];
  /** `house-off` for a Ramsch while `all-pass` is not `ramsch`: reported unless the row is owed after a Bock round. */
  ramschOff?: Problem;
  /** The round's `trick` lines as hovers and `explain` show them. */
  tricks?: TrickSummary[];
}

export interface ReadContext {
  rules: SkatRules;
  players: readonly string[];
  problemsOnly?: boolean;
}

const KONTRA_FACTOR = { kontra: 2, re: 4, supra: 8 } as const;
const DOUBLINGS = ['kontra', 're', 'supra'] as const;

/**
 * Every value a game of a kind can have, made once per kind and rule (gameValues makes a new list each time; a long
 * sheet asks for it in every row): one slot per kind, Spitzen count and Revolution switch, no string key to build.
 */
const KINDS: readonly SkatGame[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];
const kindValuesMemo: (readonly number[] | undefined)[] = new Array<readonly number[] | undefined>(KINDS.length * 4);
function kindValuesOf(game: SkatGame, jacksOnly: boolean, revolution: boolean): readonly number[] {
  const slot = KINDS.indexOf(game) * 4 + (jacksOnly ? 2 : 0) + (revolution ? 1 : 0);
  return (kindValuesMemo[slot] ??= gameValues(game, jacksOnly, revolution));
}

/** What a row is, beside what every row of the round carries (its problems, lines and multiplier). */
type RowFields = Pick<
  SkatCore,
  'kind' | 'declarer' | 'declarerName' | 'game' | 'outcome' | 'value' | 'entry' | 'breakdown' | 'summary' | 'ramsch'
>;
/** What some rows carry besides (Bock, Bierlachs, Ramsch). */
type RowExtras = Partial<
  Pick<SkatCore, 'asWritten' | 'triggers' | 'durchmarschWin' | 'ramschLosers' | 'checkWritten' | 'ramschOff'>
>;

const seat = (n: Name | undefined): number | undefined => (n?.ref?.kind === 'player' ? n.ref.index : undefined);

/** The factor lists, shared by every row (only read). */
const ONE: readonly number[] = [1];
const TWO: readonly number[] = [2];
const ONE_TWO: readonly number[] = [1, 2];
const KONTRA_ON: readonly number[] = [1, 2, 4];
const KONTRA_SUPRA: readonly number[] = [1, 2, 4, 8];
const STATED: readonly (readonly number[])[] = [ONE, TWO, [4], [8]];

/** Every factor a written value may carry besides the loss: Kontra, Re, Supra where they are on (or stated). */
function multipliers(rules: SkatRules, stated: number | undefined): readonly number[] {
  if (stated !== undefined) return STATED[Math.log2(stated)] ?? [stated];
  if (rules.kontra === 'off') return ONE;
  return rules.kontra === 'supra' ? KONTRA_SUPRA : KONTRA_ON;
}

/** The lists of `multipliers` with the Bock doublings a written entry may also carry: ×2, ×4, ×8. */
const withBockMemo = new Map<readonly number[], readonly number[]>();
function withBock(ms: readonly number[]): readonly number[] {
  let out = withBockMemo.get(ms);
  if (!out) withBockMemo.set(ms, (out = ms.flatMap((x) => [x, 2 * x, 4 * x, 8 * x])));
  return out;
}

function lostFactors(setting: string, hand: boolean | undefined): readonly number[] {
  if (setting === '1') return ONE;
  if (setting === 'hand-single') return hand === undefined ? ONE_TWO : lostFactor(setting, hand) === 1 ? ONE : TWO;
  return TWO;
}

/** Whether `w` is a list entry a game with one of `values` can have, given the factors. */
function legalEntry(w: number, values: (v: number) => boolean, ms: readonly number[], fs: readonly number[]): boolean {
  if (w === 0 || !Number.isInteger(w)) return false;
  const abs = Math.abs(w);
  for (const m of ms)
    for (const f of w > 0 ? ONE : fs) {
      const d = m * f;
      if (abs % d === 0 && values(abs / d)) return true;
    }
  return false;
}

/** The breakdown of a game: its levels counted up, the base value, the overbid, the loss and the doubling. */
function breakdownOf(
  g: GameValue,
  game: SkatGame,
  bid: number | undefined,
  outcome: SkatOutcome,
  f: number,
  kontra: KontraWord | undefined,
  m: number,
): BreakdownItem[] {
  const out: BreakdownItem[] = [];
  if (game === 'null') out.push(bdItem(BD_NULL_BASE, KINDS.indexOf(game), g.base));
  else {
    let at = 0;
    for (const l of g.levels) {
      at += l.n;
      const level = l.level;
      const n = level === 'with' || level === 'without' ? l.n : at;
      out.push(bdItem(BD_LEVEL, LEVELS.indexOf(level), n, l.n));
    }
    out.push(bdItem(BD_BASE, KINDS.indexOf(game), g.base));
  }
  if (outcome === 'overbid' && bid !== undefined) out.push(bdItem(BD_OVERBID, bid, g.charged));
  if (outcome !== 'won' && f !== 1) out.push(bdItem(BD_LOST, f));
  if (kontra) out.push(bdItem(BD_KONTRA, DOUBLINGS.indexOf(kontra), m));
  return out;
}

/** The kinds of breakdown line, and the names their numbers stand for. */
const BD_NULL_BASE = 0;
const BD_LEVEL = 1;
const BD_BASE = 2;
const BD_OVERBID = 3;
const BD_LOST = 4;
const BD_KONTRA = 5;
type BdKind = 0 | 1 | 2 | 3 | 4 | 5;
const LEVELS: readonly Level['level'][] = [
  'with',
  'without',
  'game',
  'hand',
  'schneider',
  'schneider-announced',
  'schwarz',
  'schwarz-announced',
  'ouvert',
  'spitze',
];

/**
 * The breakdown lines, each made and rendered once per kind and numbers (a long list repeats a few hundred lines
 * thousands of times) and shared by every row that has it, as results are read, never changed. Keyed by one small
 * integer where the numbers fit 9 bits each (every legal game does), else by a string.
 */
const bdItems = new Map<number | string, BreakdownItem>();
const small = (x: number): boolean => x >= 0 && x < 512 && (x | 0) === x;
function bdItem(kind: BdKind, a: number, b = 0, c = 0): BreakdownItem {
  const key = small(a) && small(b) && small(c) ? (kind << 27) | (a << 18) | (b << 9) | c : `${kind} ${a} ${b} ${c}`;
  let it = bdItems.get(key);
  if (!it) bdItems.set(key, (it = makeBdItem(kind, a, b, c)));
  return it;
}

/** One breakdown line: its label rendered, with the points or the factor it counts. */
function makeBdItem(kind: BdKind, a: number, b: number, c: number): BreakdownItem {
  let label: Message;
  let points: number | undefined;
  let factor: number | undefined;
  switch (kind) {
    case BD_NULL_BASE:
      label = msg('skat.bd.base', { game: KINDS[a], base: b });
      points = b;
      break;
    case BD_LEVEL:
      label = msg('skat.bd.level', { level: LEVELS[a], n: b });
      points = c;
      break;
    case BD_BASE:
      label = msg('skat.bd.base', { game: KINDS[a], base: b });
      factor = b;
      break;
    case BD_OVERBID:
      label = msg('skat.bd.overbid', { bid: a, charged: b });
      break;
    case BD_LOST:
      label = msg('skat.bd.lost', { factor: a });
      factor = a;
      break;
    case BD_KONTRA:
      label = msg('skat.bd.kontra', { what: DOUBLINGS[a], factor: b });
      factor = b;
      break;
  }
  const it: BreakdownItem = { item: render(label), label };
  if (points !== undefined) it.points = points;
  if (factor !== undefined) it.factor = factor;
  return it;
}

type KontraWord = 'kontra' | 're' | 'supra';

/** What a `score` line writes per seat. */
const NOTHING_WRITTEN: ReadonlyMap<number, SideValue> = new Map();
function written(score: Extract<RoundItem, { kind: 'score' }> | undefined): ReadonlyMap<number, SideValue> {
  if (!score) return NOTHING_WRITTEN;
  const out = new Map<number, SideValue>();
  for (const e of score.entries) {
    const s = seat(e.side);
    if (s !== undefined) out.set(s, e);
  }
  return out;
}

/** A row that meets no Bock trigger: one list for all, only read. */
const NO_TRIGGERS: readonly SkatBockTrigger[] = [];

/** The Bock triggers of a declarer's game (rules/skat.md Part A `bock-triggers`). */
function bockTriggers(
  game: SkatGame | undefined,
  outcome: SkatOutcome,
  hand: boolean,
  cards: number | undefined,
  kontra: KontraWord | undefined,
  ouvertHand: boolean,
): readonly SkatBockTrigger[] {
  const lost = outcome !== 'won';
  const grandHand = game === 'grand' && hand;
  if (!lost && !kontra && !grandHand && !(game === 'null' && ouvertHand)) return NO_TRIGGERS;
  const out: SkatBockTrigger[] = [];
  if (lost && game === 'grand') out.push('lost-grand');
  if (lost && game !== 'null' && cards === 60) out.push('lost-60');
  if (lost && kontra) out.push('lost-kontra');
  if (kontra && kontra !== 'kontra') out.push('kontra-re');
  // A Grand ouvert is a Grand Hand (rules/skat.md "Also decided").
  if (grandHand) out.push('grand-hand');
  if (game === 'null' && ouvertHand) out.push('null-ouvert-hand');
  return out;
}

/** A legal game value, or a Null Revolution's 92. */
const legalOrRevolution = (v: number): boolean => isLegalValue(v) || v === 92;

/** The hint that a round's few tricks are a worked example, checked trick by trick and not scored. */
function exampleProblem(round: Round, played: SkatTrickReading | undefined): Problem {
  return problem(
    'trick-example',
    'hint',
    round.headerRange,
    msg('skat.tricks.example', { n: played?.tricks.length ?? 0 }),
  );
}

/** The written entries of other seats than the declarer's: nothing but 0 in the classic list. */
function otherColumnProblems(
  who: number,
  scores: ReadonlyMap<number, SideValue>,
  players: readonly string[],
  problems: Problem[],
): void {
  for (const [s, e] of scores)
    if (s !== who && e.value.value !== 0)
      problems.push(
        problem('skat-score-column', 'error', e.value.range, msg('skat.score-column', { player: players[s] })),
      );
}

/** Reads and scores one round. */
export function readSkatRound(round: Round, ctx: ReadContext): SkatCore {
  const { rules, players } = ctx;
  const problems: Problem[] = [];
  const report = (p: Problem) => problems.push(p);
  let declarer: Extract<Fact, { type: 'declarer' }> | undefined;
  let spitzen: { mit: boolean; n: Num } | undefined;
  let ouvert = false;
  /** A `hand` line of its own (the declarer line may say `hand` too). */
  let handLine = false;
  let announced: { level: 'schneider' | 'schwarz'; range: Range } | undefined;
  const reached: { schneider?: Range; schwarz?: Range } = {};
  let bid: Num | undefined;
  let cards: Num | undefined;
  let tricks: Num | undefined;
  let stated: { outcome: SkatOutcome; range: Range } | undefined;
  let outcomeOnly: { item: SkatItem; fact: Extract<Fact, { type: 'outcome' }> } | undefined;
  let passed: Range | undefined;
  let kontra: { what: KontraWord; range: Range } | undefined;
  const doubling: Partial<Record<KontraWord, Range>> = {};
  let spitze: { n: number; range: Range } | undefined;
  let bockLine: { count: number; range: Range } | undefined;
  let score: Extract<RoundItem, { kind: 'score' }> | undefined;
  let total: TotalLine | undefined;
  let seeger: SideValue[] | undefined;
  let wonLost: Extract<Fact, { type: 'won-lost' }>['entries'] | undefined;
  let dealer: number | undefined;
  let facts = false;
  let ramsch: RamschFacts | undefined;
  const ramschFacts: Omit<RamschFacts, 'range'> = { jungfrau: [] };
  /** Whether the round has `hand`, `skat` or `trick` lines: only then is it read trick by trick. */
  let playedLines = false;
  for (const it of round.items) {
    switch (it.kind) {
      case 'trick':
      case 'hand':
        playedLines = true;
        break;
      case 'cards':
        facts = true;
        if (it.bare) cards = it.bare;
        else ramschFacts.cards = it;
        break;
      case 'score':
        score = it;
        break;
      case 'total':
        total = it;
        break;
      case 'dealer':
        dealer = seat(it.player);
        break;
      case 'skat': {
        const f = it.fact;
        switch (f.type) {
          case 'declarer':
            facts = true;
            declarer = f;
            if (f.spitzen) spitzen = f.spitzen;
            if (f.ouvert) ouvert = true;
            break;
          case 'spitzen':
            facts = true;
            spitzen = f;
            break;
          case 'ouvert':
            facts = true;
            ouvert = true;
            break;
          case 'hand':
            facts = true;
            handLine = true;
            break;
          case 'announce':
            facts = true;
            announced = { level: f.level, range: it.range };
            break;
          case 'level':
            facts = true;
            if (f.announced) announced = { level: f.level, range: it.range };
            else reached[f.level] = it.range;
            break;
          case 'bid':
            bid = f.n;
            break;
          case 'tricks':
            facts = true;
            tricks = f.n;
            break;
          case 'outcome':
            facts = true;
            if (f.player) outcomeOnly = { item: it, fact: f };
            else stated = { outcome: f.outcome, range: it.range };
            break;
          case 'passed':
            passed = it.range;
            break;
          case 'kontra':
          case 're':
          case 'supra':
            doubling[f.type] = it.range;
            break;
          case 'spitze':
            spitze = { n: f.n?.value ?? 1, range: it.range };
            break;
          case 'bock':
            bockLine = { count: f.n?.value ?? 1, range: it.range };
            break;
          case 'seeger':
            seeger = f.entries;
            break;
          case 'won-lost':
            wonLost = f.entries;
            break;
          case 'ramsch':
            ramsch = { ...ramschFacts, range: it.range };
            break;
          case 'jungfrau':
            ramschFacts.jungfrau.push(f.player);
            break;
          case 'durchmarsch':
            ramschFacts.durchmarsch = f.player;
            break;
          case 'loser':
            ramschFacts.loser = f.player;
            break;
          case 'last-trick':
            ramschFacts.lastTrick = f.player;
            break;
          case 'pushed':
            ramschFacts.pushed = f.n;
            break;
          case 'skat':
            playedLines = true;
            break;
        }
        break;
      }
      default:
        break;
    }
  }
  // House lines: only with their switch; Re answers a Kontra, Supra a Re.
  for (const what of DOUBLINGS) {
    const range = doubling[what];
    if (!range) continue;
    if (rules.kontra === 'off' || (what === 'supra' && rules.kontra !== 'supra'))
      report(
        problem(
          'house-off',
          'error',
          range,
          msg('skat.house-off', { what, key: 'kontra', value: what === 'supra' ? 'supra' : 'on' }),
        ),
      );
    else if (what === 're' && !doubling.kontra)
      report(problem('skat-re-without-kontra', 'error', range, msg('skat.re-without-kontra', { what: 're' })));
    else if (what === 'supra' && !doubling.re)
      report(problem('skat-re-without-kontra', 'error', range, msg('skat.re-without-kontra', { what: 'supra' })));
    else kontra = { what, range };
  }
  if (spitze && rules.spitze === 'off') {
    report(
      problem(
        'house-off',
        'error',
        spitze.range,
        msg('skat.house-off', { what: 'spitze', key: 'spitze', value: 'on' }),
      ),
    );
    spitze = undefined;
  }
  let revolution = !!declarer?.revolution;
  if (declarer?.revolution && rules.revolution === 'off') {
    report(
      problem(
        'house-off',
        'error',
        declarer.revolution.range,
        msg('skat.house-off', { what: 'null revolution', key: 'revolution', value: 'on' }),
      ),
    );
    revolution = false;
  }
  const m = kontra ? KONTRA_FACTOR[kontra.what] : 1;
  // Numbers in range.
  if (bid && !isLegalValue(bid.value))
    report(problem('skat-bid-invalid', 'error', bid.range, msg('skat.bid-invalid', { bid: bid.value })));
  if (cards && (cards.value < 0 || cards.value > 120)) {
    report(problem('skat-cards-range', 'error', cards.range, msg('skat.cards-range', { n: cards.value })));
    cards = undefined;
  }
  if (tricks && (tricks.value < 0 || tricks.value > 10)) {
    report(problem('skat-cards-range', 'error', tricks.range, msg('skat.tricks-range', { n: tricks.value })));
    tricks = undefined;
  }
  // The round played trick by trick: each trick checked; the Spitzen from the hands and the skat, the Augen and tricks
  // from all ten tricks, which replace (and check) the stated ones.
  const played =
    ramsch || !playedLines
      ? undefined
      : readSkatTricks(round, {
          players,
          game: declarer?.game?.value,
          declarer: seat(declarer?.player),
          jacksOnly: rules.spitzenCount === 'jacks',
        });
  if (played) {
    problems.push(...played.problems);
    ({ spitzen, cards, tricks } = mergePlayed(played, { spitzen, cards, tricks }, round.headerRange, report));
  }
  const scores = written(score);
  // A `bock` line says what the table played; it needs the switch.
  let bockMark: SkatCore['bockMark'];
  if (bockLine && rules.bock === 'off')
    report(
      problem('house-off', 'error', bockLine.range, msg('skat.house-off', { what: 'bock', key: 'bock', value: 'on' })),
    );
  else if (bockLine) bockMark = bockLine;
  // With Bock rounds or Bierlachs the written entries wait for the row's Bock factor and its defenders (sequence).
  const defer = rules.bock === 'on' || rules.scoring === 'bierlachs';
  const bierlachs = rules.scoring === 'bierlachs';
  // Every core of one shape, each field written (undefined where the row has none): cores spread together from
  // optional fields became dictionaries, several KB each, the most of a long Skat sheet's garbage.
  const shape = (r: RowFields & RowExtras, later?: SkatCore['checkWritten']): SkatCore => ({
    kind: r.kind,
    declarer: r.declarer,
    declarerName: r.declarerName,
    game: r.game,
    outcome: r.outcome,
    value: r.value,
    entry: r.entry,
    breakdown: r.breakdown,
    summary: r.summary,
    problems,
    dealer,
    total,
    seeger,
    wonLost,
    multiplier: m,
    at: round.headerRange,
    ramsch: r.ramsch,
    asWritten: r.asWritten,
    bockMark,
    triggers: r.triggers ?? NO_TRIGGERS,
    durchmarschWin: r.durchmarschWin,
    ramschLosers: r.ramschLosers,
    checkWritten: later ?? r.checkWritten,
    ramschOff: r.ramschOff,
    tricks: played?.tricks,
  });
  const empty = (kind: RowKind, summary: Message): SkatCore => shape({ kind, breakdown: [], summary });

  // A Ramsch round (with `all-pass ramsch`, or owed after a Bock round): every player's Augen, the loser's loss.
  if (ramsch) {
    const r = { ...ramschFacts, range: ramsch.range };
    let ramschOff: Problem | undefined;
    if (rules.allPass !== 'ramsch') {
      ramschOff = problem(
        'house-off',
        'error',
        r.range,
        msg('skat.house-off', { what: 'ramsch', key: 'all-pass', value: 'ramsch' }),
      );
      // Owed after a Bock round it is no house-off: only the sequence knows.
      if (rules.bock === 'off' || rules.ramschAfterBock === 'off') {
        report(ramschOff);
        ramschOff = undefined;
      }
    }
    const out = scoreRamsch(r, rules, players, scores, round, report);
    if (!defer && out.checkWritten) problems.push(...out.checkWritten(1));
    return shape({
      kind: 'ramsch',
      summary: out.summary,
      breakdown: out.breakdown,
      ramsch: out.scores,
      checkWritten: defer ? out.checkWritten : undefined,
      durchmarschWin: out.durchmarschWin,
      ramschLosers: out.losers,
      ramschOff,
    });
  }
  // An eingepasst row: 0 for everybody, a game of the series.
  if (passed && !declarer && !outcomeOnly) {
    for (const e of scores.values())
      if (e.value.value !== 0) report(problem('skat-passed-score', 'error', e.value.range, msg('skat.passed-score')));
    return { ...empty('passed', msg('skat.summary', { outcome: 'passed' })), triggers: ['passed'] };
  }

  const exampleHint = () => problems.push(exampleProblem(round, played));
  const fs = (hand: boolean | undefined) => lostFactors(rules.lostFactor, hand);
  const ms = multipliers(rules, kontra ? m : undefined);
  // A written entry without the facts to score it may also carry Bock: ×2, ×4 (two rounds), ×8 (three).
  const msAny = rules.bock === 'on' ? withBock(ms) : ms;
  /** The written entries of other seats than the declarer's: nothing but 0 in the classic list. */
  const otherColumns = (who: number) => {
    if (!bierlachs && scores.size) otherColumnProblems(who, scores, players, problems);
  };
  /** A written entry that is no computed one (× Bock `b`): the loss written single, an illegal value, or a mismatch. */
  const entryProblem = (
    who: number,
    computed: number,
    legal: (v: number) => boolean,
    working: () => string,
    b: number,
    single?: number,
    game?: SkatGame,
  ): Problem | undefined => {
    const entry = computed * b;
    const e = scores.get(who);
    if (!e || e.value.value === entry) return undefined;
    const w = e.value.value;
    const fix = fixOf(msg('skat.fix.score', { player: players[who], value: entry }), [
      { range: e.value.range, newText: entry > 0 ? `+${entry}` : String(entry) },
    ]);
    const withBock = b > 1 ? `${working()}, ${render(msg('skat.bd.bock', { factor: b }))}` : working();
    if (single !== undefined && w === single * b)
      return problem(
        'skat-lost-single',
        'error',
        e.value.range,
        msg('skat.lost-single', { written: w, expected: entry }),
        fix,
      );
    // With the Bock or without it (a sheet that forgot the Bock wrote a legal value): a mismatch, not an illegal value.
    if (!legalEntry(w, legal, b > 1 ? [...ms, ...ms.map((x) => x * b)] : ms, fs(undefined)))
      return problem(
        'skat-value-illegal',
        'error',
        e.value.range,
        msg('skat.value-illegal', { written: w, ...(game ? { game } : {}) }),
        fix,
      );
    return problem(
      'score-mismatch',
      'error',
      e.value.range,
      msg('skat.score-mismatch', { player: players[who], stated: w, computed: entry, working: withBock }),
      fix,
    );
  };
  /**
   * Under Bierlachs the written row against the computed one: a won game charges the defenders −V, a lost one the
   * declarer; every other column stays empty.
   */
  const bierlachsProblems = (who: number, entry: number, b: number, defenders: readonly number[]): Problem[] => {
    const out: Problem[] = [];
    const expected = (seat: number) =>
      entry > 0 ? (defenders.includes(seat) ? -entry * b : 0) : seat === who ? entry * b : 0;
    for (const [seat, e] of scores) {
      const want = expected(seat);
      if (e.value.value === want) continue;
      const fix = fixOf(msg('skat.fix.score', { player: players[seat], value: want }), [
        { range: e.value.range, newText: want > 0 ? `+${want}` : String(want) },
      ]);
      out.push(
        want === 0
          ? problem(
              'skat-score-column',
              'error',
              e.value.range,
              msg('skat.bierlachs-column', { player: players[seat] }),
              fix,
            )
          : problem(
              'score-mismatch',
              'error',
              e.value.range,
              msg('skat.score-mismatch', {
                player: players[seat],
                stated: e.value.value,
                computed: want,
                working: render(msg('skat.bierlachs-working', { won: entry > 0, value: Math.abs(entry) * b })),
              }),
              fix,
            ),
      );
    }
    return out;
  };
  let checkWritten: SkatCore['checkWritten'];
  /** The written entry checked now, or (Bock, Bierlachs) once the sequence knows the factor and the defenders. */
  const checkEntry = (
    who: number,
    entry: number,
    legal: (v: number) => boolean,
    working: () => string,
    single?: number,
    game?: SkatGame,
  ) => {
    if (bierlachs) checkWritten = (b, defenders) => bierlachsProblems(who, entry, b, defenders);
    else if (defer)
      checkWritten = (b) => {
        const p = entryProblem(who, entry, legal, working, b, single, game);
        return p ? [p] : [];
      };
    else {
      const p = entryProblem(who, entry, legal, working, 1, single, game);
      if (p) report(p);
    }
  };
  const scored = (r: RowFields & Omit<RowExtras, 'checkWritten'>): SkatCore => shape(r, checkWritten);
  /** The Bock triggers of a declarer's game (rules/skat.md Part A `bock-triggers`). */
  const triggersOf = (game: SkatGame | undefined, outcome: SkatOutcome, hand: boolean): readonly SkatBockTrigger[] =>
    bockTriggers(game, outcome, hand, cards?.value, kontra?.what, ouvert && !!declarer?.hand);
  const legalAny = revolution ? legalOrRevolution : isLegalValue;

  // Outcome-only: `won P N`, `lost P N [overbid]`: N is the game value (for an overbid, the value charged).
  if (outcomeOnly) {
    const { fact } = outcomeOnly;
    const who = seat(fact.player);
    const n = fact.value!.value;
    const overbid = !!fact.overbid;
    const game = declarer?.game?.value;
    const kindValues = game ? kindValuesOf(game, rules.spitzenCount === 'jacks', revolution) : undefined;
    const legalValue = (v: number) =>
      overbid
        ? v > 0 && [9, 10, 11, 12, 24, 23, 35, 46, 59].some((b) => v % b === 0)
        : kindValues
          ? kindValues.includes(v)
          : legalAny(v);
    if (!legalValue(n))
      report(
        problem(
          'skat-value-illegal',
          'error',
          fact.value!.range,
          msg('skat.value-illegal', { written: n, ...(game ? { game } : {}) }),
        ),
      );
    if (who === undefined) return empty('unscored', msg('skat.summary', {}));
    const outcome: SkatOutcome = fact.outcome === 'won' ? 'won' : overbid ? 'overbid' : 'lost';
    const f = lostFactor(
      rules.lostFactor,
      !!declarer?.hand || handLine || (ouvert && declarer?.game?.value !== 'null'),
    );
    const entry = listEntry(outcome, n, f, m);
    otherColumns(who);
    checkEntry(who, entry, legalValue, () => String(n), outcome !== 'won' && f === 2 ? -n * m : undefined, game);
    const breakdown: BreakdownItem[] = [{ item: String(n), points: n }];
    if (outcome !== 'won' && f !== 1)
      breakdown.push({
        item: render(msg('skat.bd.lost', { factor: f })),
        label: msg('skat.bd.lost', { factor: f }),
        factor: f,
      });
    return scored({
      kind: 'outcome-only',
      declarer: who,
      declarerName: fact.player,
      game,
      outcome,
      value: n,
      entry,
      breakdown,
      triggers: triggersOf(game, outcome, !!declarer?.hand || (ouvert && game !== 'null')),
      summary: msg('skat.summary', { player: players[who], ...(game ? { game } : {}), value: n, outcome, entry }),
    });
  }

  // A recorded score with no declarer: P's list entry, checked for legality only.
  if (!declarer) {
    const entries = [...scores].filter(([, e]) => e.value.value !== 0);
    if (!entries.length) {
      if (played?.example) exampleHint();
      else if (facts)
        report(
          problem(
            'skat-incomplete',
            'warning',
            round.headerRange,
            msg('skat.incomplete', { what: render(msg('skat.need.declarer')) }),
          ),
        );
      return empty(facts ? 'unscored' : 'empty', msg('skat.summary', {}));
    }
    // Under Bierlachs a written row may charge two defenders: taken as written.
    if (bierlachs)
      return {
        ...empty('recorded', msg('skat.summary', { outcome: 'recorded' })),
        asWritten: players.map((_, i) => scores.get(i)?.value.value),
      };
    const [who, e] = entries[0];
    otherColumns(who);
    const w = e.value.value;
    if (!legalEntry(w, legalAny, msAny, fs(undefined)))
      report(problem('skat-value-illegal', 'error', e.value.range, msg('skat.value-illegal', { written: w })));
    const outcome: SkatOutcome = w > 0 ? 'won' : 'lost';
    return scored({
      kind: 'recorded',
      declarer: who,
      outcome,
      entry: w,
      breakdown: [{ item: String(w), points: w }],
      summary: msg('skat.summary', { player: players[who], outcome: 'recorded', entry: w }),
    });
  }

  // A game from its facts.
  const who = seat(declarer.player);
  const game = declarer.game?.value;
  const hand = !!declarer.hand || handLine || (ouvert && game !== 'null');
  const jacksOnly = rules.spitzenCount === 'jacks';
  if (game === 'null') {
    if (spitzen)
      report(
        problem(
          'skat-spitzen-range',
          'error',
          spitzen.n.range,
          msg('skat.spitzen-range', { n: spitzen.n.value, game }),
        ),
      );
    for (const [what, range] of [
      ['schneider', reached.schneider],
      ['schwarz', reached.schwarz],
      ['announce', announced?.range],
    ] as const)
      if (range) report(problem('skat-null-level', 'error', range, msg('skat.null-level', { what })));
  } else if (game) {
    const max = maxSpitzen(game, jacksOnly);
    if (spitzen && (spitzen.n.value < 1 || spitzen.n.value > max)) {
      report(
        problem(
          'skat-spitzen-range',
          'error',
          spitzen.n.range,
          msg('skat.spitzen-range', { n: spitzen.n.value, game, max }),
        ),
      );
      spitzen = undefined;
    }
    if (announced && !hand) report(problem('skat-needs-hand', 'error', announced.range, msg('skat.needs-hand')));
    if (ouvert && !declarer.hand && !handLine && declarer.ouvert)
      report(problem('skat-needs-hand', 'info', declarer.ouvert.range, msg('skat.ouvert-hand')));
    // Stated levels against the Augen and tricks.
    if (reached.schwarz) {
      const t = tricks?.value;
      const c = cards?.value;
      const bad =
        rules.schwarzBy === 'augen'
          ? c !== undefined && c !== 0 && c !== 120
          : (t !== undefined && t !== 0 && t !== 10) ||
            (c !== undefined && c > 22 && c < 120) ||
            (t === 0 && c !== undefined && c > 22) ||
            (t === 10 && c !== undefined && c !== 120);
      if (bad) report(problem('skat-schwarz', 'error', reached.schwarz, msg('skat.schwarz', { cards: c, tricks: t })));
    }
    const line = rules.schneiderLine === '91' ? 91 : 90;
    if (reached.schneider && cards && cards.value > 30 && cards.value < line)
      report(
        problem('skat-schneider', 'error', reached.schneider, msg('skat.schneider', { cards: cards.value, line })),
      );
  }
  if (who === undefined) return empty('unscored', msg('skat.summary', {}));
  const declScore = scores.get(who)?.value.value;
  const incomplete = (need: Message): SkatCore => {
    otherColumns(who);
    if (declScore !== undefined && declScore !== 0) {
      // Only the written entry: checked for the kind's values.
      const legal = game ? (v: number) => kindValuesOf(game, jacksOnly, revolution).includes(v) : legalAny;
      const e = scores.get(who)!;
      if (!legalEntry(declScore, legal, msAny, fs(hand)))
        report(
          problem(
            'skat-value-illegal',
            'error',
            e.value.range,
            msg('skat.value-illegal', { written: declScore, ...(game ? { game } : {}) }),
          ),
        );
      return scored({
        kind: 'recorded',
        declarer: who,
        declarerName: declarer.player,
        game,
        outcome: declScore > 0 ? 'won' : 'lost',
        entry: declScore,
        breakdown: [{ item: String(declScore), points: declScore }],
        summary: msg('skat.summary', {
          player: players[who],
          ...(game ? { game } : {}),
          outcome: 'recorded',
          entry: declScore,
        }),
      });
    }
    // A worked example of a few tricks is checked trick by trick and not scored: a hint, not a missing fact.
    if (played?.example && !cards && !stated) exampleHint();
    else
      report(problem('skat-incomplete', 'warning', round.headerRange, msg('skat.incomplete', { what: render(need) })));
    return scored({
      kind: 'unscored',
      declarer: who,
      declarerName: declarer.player,
      breakdown: [],
      summary: msg('skat.summary', { player: players[who], ...(game ? { game } : {}) }),
    });
  };
  if (!game) return incomplete(msg('skat.need.game'));
  if (game !== 'null' && !spitzen) return incomplete(msg('skat.need.spitzen'));
  // Every fact written, undefined where the row has none (gameValue reads them so): one shape for every row.
  const facts2: GameFacts = {
    game,
    hand,
    ouvert,
    revolution,
    spitzen: spitzen?.n.value,
    ohne: spitzen && !spitzen.mit ? true : undefined,
    announced: announced && game !== 'null' ? announced.level : undefined,
    spitze: spitze?.n,
    bid: bid?.value,
    cards: cards?.value,
    tricks: tricks?.value,
    schneider: reached.schneider ? true : undefined,
    schwarz: reached.schwarz ? true : undefined,
    stated: stated?.outcome,
  };
  const g = gameValue(facts2, {
    schneiderLine: rules.schneiderLine === '91' ? 91 : 90,
    jacksOnly,
    schwarzByAugen: rules.schwarzBy === 'augen',
  });
  if (g.nullBelowBid && bid)
    report(
      problem(
        'skat-null-below-bid',
        'error',
        bid.range,
        msg('skat.null-below-bid', { value: g.value, bid: bid.value }),
      ),
    );
  let outcome = g.outcome;
  if (!outcome) {
    // Neither the facts nor a stated word decide: the written entry's sign does.
    if (declScore === undefined || declScore === 0) return incomplete(msg('skat.need.outcome'));
    outcome = declScore > 0 ? 'won' : 'lost';
  }
  // The stated outcome against the facts.
  // A stated `lost` fits an overbid (it is lost); a stated `overbid` needs the bid to say so.
  const fits =
    stated !== undefined && (stated.outcome === outcome || (stated.outcome === 'lost' && outcome === 'overbid'));
  if (stated && g.decided && !fits) {
    if (outcome === 'overbid' && stated.outcome === 'won')
      report(
        problem(
          'skat-overbid',
          'error',
          stated.range,
          msg('skat.overbid', { value: g.value, bid: bid!.value, charged: g.charged }),
        ),
      );
    else
      report(
        problem(
          'skat-outcome',
          'error',
          stated.range,
          msg('skat.outcome', {
            stated: stated.outcome,
            computed: outcome,
            why: render(why(facts2, g, outcome, rules)),
          }),
        ),
      );
  } else if (outcome === 'overbid' && bid && !g.nullBelowBid && stated?.outcome !== 'overbid')
    report(
      problem(
        'skat-overbid',
        'info',
        bid.range,
        msg('skat.overbid', { value: g.value, bid: bid.value, charged: g.charged }),
      ),
    );
  const f = lostFactor(rules.lostFactor, hand);
  const entry = listEntry(outcome, g.charged, f, m);
  otherColumns(who);
  // Only a written entry, or one the sequence checks later, is checked (without either there is nothing to check).
  if (defer || bierlachs || scores.has(who)) {
    const kindValues = kindValuesOf(game, jacksOnly, revolution);
    const legal = (v: number) => kindValues.includes(v) || (outcome === 'overbid' && v === g.charged);
    // The working, rendered only for a mismatch's message.
    const working = () => render(msg('skat.working', { game, levels: g.levels, base: g.base, value: g.value }));
    checkEntry(who, entry, legal, working, outcome !== 'won' && f === 2 ? -g.charged * m : undefined, game);
  }
  return scored({
    kind: 'game',
    declarer: who,
    declarerName: declarer.player,
    game,
    outcome,
    value: g.charged,
    entry,
    triggers: triggersOf(game, outcome, hand),
    breakdown: ctx.problemsOnly ? [] : breakdownOf(g, game, bid?.value, outcome, f, kontra?.what, m),
    summary: msg('skat.summary', { player: players[who], game, value: g.charged, outcome, entry }),
  });
}

/** Why the facts decide the outcome they do (for `skat-outcome`). */
function why(f: GameFacts, g: GameValue, outcome: SkatOutcome, rules: SkatRules): Message {
  if (outcome === 'overbid') return msg('skat.why.overbid', { value: g.value, bid: f.bid ?? 0 });
  if (f.game === 'null') return msg('skat.why.null', { tricks: f.tricks ?? 0 });
  if ((f.ouvert || f.announced === 'schwarz') && f.tricks !== undefined)
    return msg('skat.why.tricks', { tricks: f.tricks });
  const need = f.announced === 'schneider' ? (rules.schneiderLine === '91' ? 91 : 90) : 61;
  return msg('skat.why.augen', { cards: f.cards ?? 0, need });
}
