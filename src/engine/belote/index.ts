// The Belote/Coinche engine: reads every round, scores it, checks what the sheet states, follows games to the target.

import type { Header, Round } from '../../format/ast';
import type { Problem, Range } from '../../format/types';
import type { GameEngine } from '../engine';
import type { BeloteRoundInfo, BreakdownItem, GameSummary, Outcome, RoundResult, TeamStats } from '../model';
import type { ResolvedRules } from '../rules';
import { mismatchProblems, roundingProblems } from './checks';
import { contractLabel, multiplierOf } from './coinche';
import { readRound, teamOf } from './facts';
import { mergeDerived, readTricks } from './fromTricks';
import { gameEnd } from './game';
import { workingOf } from './outcome';
import { describeMissing, missingFacts, scoreRound, type MissingFact } from './round';

import { buildSettlement } from './settlement';
import type { RoundContext, RoundFacts, RoundScore, Team } from './types';
import { trumpSign, type Game } from './values';

/** The directive that supplies each missing fact. */
const MISSING_KIND: Record<MissingFact, string> = {
  'missing-taker': 'taker',
  'missing-trump': 'trump',
  'missing-contract': 'contract',
  'missing-cards': 'cards',
  'missing-last': 'last',
};
export { BELOTE_CODES } from './codes';

/** Team display names: the `teams` line, else the members joined by `-` (the parser fills these in). */
export function teamNames(header: Header): [string, string] {
  if (header.teams) return [header.teams[0].text, header.teams[1].text];
  const p = header.players.map((n) => n.text);
  return [`${p[0] ?? '?'}-${p[2] ?? '?'}`, `${p[1] ?? '?'}-${p[3] ?? '?'}`];
}

function startsBefore(a: Range['start'], b: Range['start']): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/** Errors whose start lies inside `range`; `from` is where the previous round's scan stopped (rounds come in order), so all rounds together read `errors` once. */
function countErrors(errors: readonly Problem[], from: number, range: Range): { count: number; next: number } {
  let i = from;
  while (i < errors.length && startsBefore(errors[i].range.start, range.start)) i++;
  let count = 0;
  while (i < errors.length && !startsBefore(range.end, errors[i].range.start)) {
    count++;
    i++;
  }
  return { count, next: i };
}

function within(r: Range, outer: Range): boolean {
  return !startsBefore(r.start, outer.start) && !startsBefore(outer.end, r.start);
}

function record(names: [string, string], v: [number, number]): Record<string, number> {
  const out: Record<string, number> = {};
  out[names[0]] = v[0];
  out[names[1]] = v[1];
  return out;
}

interface Scored {
  outcome: Outcome;
  scores?: [number, number];
  breakdown: BreakdownItem[];
  result?: RoundScore;
  headline: string;
}

function headline(f: RoundFacts, doc: { header: Header }): { text: string; contract?: string } {
  const player = f.takerPlayer !== undefined ? doc.header.players[f.takerPlayer]?.text : undefined;
  if (f.contract) {
    // `90♠`, but `capot ♠` / `générale ♠`: a suit sign glued to a word reads badly.
    const label = contractLabel(f.contract.value);
    const sign = f.trump
      ? typeof f.contract.value === 'number'
        ? trumpSign(f.trump)
        : ` ${trumpSign(f.trump).trim()}`
      : '';
    const contract = `${label}${sign}${f.contract.modifier ? ` ${f.contract.modifier}` : ''}`;
    return { text: `${player ?? '?'} ${contract}`, contract };
  }
  if (f.takerTeam === undefined && !f.trump) return { text: '' };
  return { text: `${player ?? '?'}${f.trump ? ` ${trumpSign(f.trump).trim()}` : ''}` };
}

export const scoreBelote: GameEngine = (doc, rules: ResolvedRules) => {
  const game: Game = doc.header.game?.kind === 'coinche' ? 'coinche' : 'belote';
  const names = teamNames(doc.header);
  const players = doc.header.players.map((p) => p.text);
  const target = doc.header.target?.value ?? (game === 'coinche' ? 2000 : 1000);
  const rc = { game, preset: rules.preset, values: rules.values };
  const rounding = rules.values['rounding'] ?? 'none';
  const problems: Problem[] = [];
  const rounds: RoundResult[] = [];
  const games: GameSummary[] = [];
  const stats: TeamStats[] = names.map((name) => ({
    name,
    contracts: 0,
    made: 0,
    failed: 0,
    coinched: 0,
    coinchedMade: 0,
  }));
  let running: [number, number] = [0, 0];
  let gameNo = 1;
  let firstRound = doc.rounds[0]?.index ?? 1;
  let ended: { winner: Team; totals: [number, number]; lastRound: number } | undefined;
  // After an unscored round the computed totals are unknown; the next written `total` re-anchors them.
  let uncertain = false;
  let pot = 0;
  // Teams the belote-only rule held back in this game (belote-only-win off).
  const blocked: [boolean, boolean] = [false, false];
  const ctx: RoundContext = { ...rc, names, pot: 0 };
  const parserErrors = doc.problems
    .filter((p) => p.severity === 'error')
    .sort((a, b) =>
      startsBefore(a.range.start, b.range.start) ? -1 : startsBefore(b.range.start, a.range.start) ? 1 : 0,
    );
  let errorScan = 0;

  const closeGame = (lastRound: number, winner: Team | undefined, totals: [number, number], finished: boolean) => {
    games.push({
      number: gameNo,
      firstRound,
      lastRound,
      totals: record(names, totals),
      winner: winner !== undefined ? names[winner] : undefined,
      finished,
    });
  };

  for (const round of doc.rounds as Round[]) {
    const own: Problem[] = [];
    if (ended) {
      closeGame(ended.lastRound, ended.winner, ended.totals, true);
      own.push({
        code: 'game-over',
        severity: 'info',
        range: round.headerRange,
        message: `${names[ended.winner]} won game ${gameNo} (${ended.totals[0]} to ${ended.totals[1]}); this round starts game ${gameNo + 1} and the totals start again from 0${pot > 0 ? `; the open litige pot of ${pot} goes to this round's winner (FFB-B §10.1.3: the next deal)` : ''}.`,
      });
      gameNo++;
      firstRound = round.index;
      running = [0, 0];
      blocked[0] = blocked[1] = false;
      uncertain = false;
      ended = undefined;
    }
    const read = readRound(round, rc);
    const tricks = readTricks(round, read.facts.trump, { players, names, game, values: rules.values });
    // With a whole deal the tricks settle whether a capot happened, so the "write capot" hint has nothing to add.
    own.push(...(tricks?.derived ? read.problems.filter((p) => p.code !== 'capot-hint') : read.problems));
    let facts = read.facts;
    if (tricks) {
      own.push(...tricks.problems);
      if (tricks.derived) {
        const merged = mergeDerived(round, read.facts, tricks.derived, { players, names, game, values: rules.values });
        facts = merged.facts;
        own.push(...merged.problems);
      }
    }
    // Tricks without a whole deal and without the summary lines: checked trick by trick, never scored from guesses.
    const tricksOnly = tricks !== undefined && !tricks.derived && !tricks.summaryStated;
    const head = headline(facts, doc);
    const potBefore = pot;
    const missing = read.hasFacts ? missingFacts(facts, game) : [];
    let s: Scored;
    if (read.hasFacts && missing.length === 0) {
      ctx.pot = pot;
      const r = scoreRound(facts, ctx);
      s = r
        ? {
            outcome: r.outcome,
            scores: r.scores,
            breakdown: r.breakdown,
            result: r,
            headline: `${head.text} ${r.outcome}`,
          }
        : { outcome: 'unscored', breakdown: [], headline: 'unscored' };
      if (r) {
        pot = r.potHeld;
        if (read.score)
          own.push(...mismatchProblems(read.score, r.scores, (team) => workingOf(r, team), names, teamOf));
      }
    } else if (read.score) {
      // Only `score` (or facts too thin to score): the sheet's numbers are counted as written.
      const v = read.score.values;
      s = {
        outcome: 'recorded',
        scores: [v[0] ?? 0, v[1] ?? 0],
        breakdown: [{ item: 'recorded as written' }],
        headline: head.text ? `${head.text} recorded` : 'recorded',
      };
      // The pot goes to the round's winner, which a bare score does not name: it stays open for the next round scored from its facts.
      if (pot > 0)
        s.breakdown.push({
          item: `litige pot ${pot} stays open: a round recorded by its score alone does not say who won it`,
        });
      if (rounding !== 'none') own.push(...roundingProblems(read.score));
    } else if (tricksOnly && tricks.example) {
      // A worked example is not a deal that was played: nothing to count, so the totals stay certain.
      s = { outcome: 'unscored', breakdown: [], headline: 'trick example, not scored' };
    } else {
      s = {
        outcome: 'unscored',
        breakdown: [],
        headline: read.hasFacts ? `unscored: needs ${missing.map(describeMissing).join(', ')}` : 'no facts yet',
      };
      if (read.hasFacts) uncertain = true;
    }
    let shownMissing: MissingFact[] = missing;
    if (tricksOnly) {
      // The trick lines stand in for cards and last; only a missing trump matters, since without it no trick can be won.
      shownMissing = [];
      if (!facts.trump) {
        own.push({
          code: game === 'coinche' ? 'missing-contract' : 'missing-trump',
          severity: 'warning',
          range: round.headerRange,
          message: `Without ${game === 'coinche' ? 'the contract (a "contract" line)' : 'the trump (a "trump" line)'} nobody can win these tricks, so only the cards themselves are checked.`,
        });
      } else if (tricks.example && !read.score) {
        const n = tricks.tricks.length;
        own.push({
          code: 'trick-example',
          severity: 'hint',
          range: round.headerRange,
          message: `${n === 1 ? 'One trick' : `${n} tricks`} of 8: checked as a trick example; the round is not scored and not counted in the totals.`,
        });
      } else if (!tricks.example) {
        own.push({
          code: 'deal-unscored',
          severity: read.score ? 'warning' : 'info',
          range: round.headerRange,
          message: read.score
            ? 'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them; the written score is counted as it stands.'
            : 'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them and the round is not counted.',
        });
      }
    }
    for (const m of shownMissing) {
      // A line that was written but could not be read (an unknown name, say) is not "missing": say so, so nobody hunts for it.
      const kind = MISSING_KIND[m];
      const written = round.items.some((it) => it.kind === kind) || round.rejected?.includes(kind) === true;
      const what = written ? `its "${kind}" line, which could not be read (see the error on it)` : describeMissing(m);
      own.push({
        code: m,
        severity: read.score ? 'warning' : 'error',
        range: round.headerRange,
        message: read.score
          ? `This round cannot be checked without ${what}; the written score is counted as it stands.`
          : `This round cannot be scored without ${what}; it is not counted.`,
      });
    }

    // Running totals, the end of the game, then the written total.
    const before = running;
    let gameWinner: Team | undefined;
    const breakdown = [...s.breakdown];
    if (s.scores) {
      running = [running[0] + s.scores[0], running[1] + s.scores[1]];
      const r = s.result;
      const verdict = gameEnd(
        {
          game,
          values: rules.values,
          target,
          after: running,
          belote: r?.belote ?? [0, 0],
          beloteOnly: r?.beloteOnly ?? [false, false],
          blocked,
          tookTrick: r ? [r.capot !== 1, r.capot !== 0] : [true, true],
          roundWinner: r ? r.winner : s.scores[0] === s.scores[1] ? undefined : s.scores[0] > s.scores[1] ? 0 : 1,
        },
        names,
      );
      if (verdict.note) breakdown.push({ item: verdict.note });
      for (const t of verdict.held ?? []) blocked[t] = true;
      if (verdict.winner !== undefined) {
        gameWinner = verdict.winner;
        breakdown.push({
          item: `${names[gameWinner]} reaches ${running[gameWinner]} ≥ ${target}: wins game ${gameNo}`,
          side: names[gameWinner],
        });
        ended = { winner: gameWinner, totals: running, lastRound: round.index };
      }
    }
    if (read.total) {
      if (uncertain) {
        const t = read.total.values;
        running = [t[0] ?? running[0], t[1] ?? running[1]];
        uncertain = false;
      } else {
        const working = (t: Team) => `${before[t]} before + ${s.scores?.[t] ?? 0} this round`;
        const found = mismatchProblems(read.total, running, working, names, teamOf);
        own.push(...found);
        if (!found.length && rounding !== 'none') own.push(...roundingProblems(read.total));
      }
    }

    // Statistics per taking team.
    const r = s.result;
    const f = facts;
    if (r && f.takerTeam !== undefined && r.outcome !== 'litige') {
      const st = stats[f.takerTeam];
      const made = r.outcome !== 'failed';
      st.contracts++;
      if (made) st.made++;
      else st.failed++;
      if (r.multiplier > 1) {
        st.coinched++;
        if (made) st.coinchedMade++;
      }
    }

    const info: BeloteRoundInfo = {
      game: gameNo,
      taker: f.takerTeam !== undefined ? names[f.takerTeam] : undefined,
      takerPlayer: f.takerPlayer !== undefined ? doc.header.players[f.takerPlayer]?.text : undefined,
      contract: f.contract
        ? `${contractLabel(f.contract.value)} ${f.trump ? trumpSign(f.trump).trim() : ''}${f.contract.modifier ? ` ${f.contract.modifier}` : ''}`.trim()
        : undefined,
      trump: f.trump,
      multiplier: r?.multiplier ?? (f.contract ? multiplierOf(f, rules.values) : 1),
      raw: r?.raw,
      potHeld: pot,
      potAwarded: r?.potAwarded ? { team: names[r.potAwarded.team], points: r.potAwarded.points } : undefined,
      gameWinner: gameWinner !== undefined ? names[gameWinner] : undefined,
    };
    const parts = [s.headline.trim()];
    if (s.scores) parts.push(`${names[0]} ${s.scores[0]} ${names[1]} ${s.scores[1]}`);
    if (pot > 0 && pot !== potBefore) parts.push(`pot ${pot}`);
    if (gameWinner !== undefined) parts.push(`${names[gameWinner]} wins game ${gameNo}`);
    // Parser errors in this round (one pass over them for the whole document) plus the engine's own.
    const parsed = countErrors(parserErrors, errorScan, round.range);
    errorScan = parsed.next;
    let errors = parsed.count;
    for (const p of own) if (p.severity === 'error' && within(p.range, round.range)) errors++;
    rounds.push({
      index: round.index,
      line: round.headerRange.start.line,
      range: round.range,
      outcome: s.outcome,
      scores: s.scores ? record(names, s.scores) : {},
      running: record(names, running),
      breakdown,
      summary: parts.filter(Boolean).join(' · '),
      errors,
      belote: info,
    });
    if (tricks) rounds[rounds.length - 1].tricks = tricks.tricks;
    problems.push(...own);
  }
  if (ended) closeGame(ended.lastRound, ended.winner, ended.totals, true);
  else if (rounds.length) closeGame(rounds[rounds.length - 1].index, undefined, running, false);

  const settlement = buildSettlement({ doc, rules, game, names, target, games, stats, totals: running });
  return { rounds, totals: record(names, running), problems, settlement };
};
