// The Doppelkopf engine: scores every round of a parsed document under Part A of rules/doppelkopf.md,
// explains each number, checks what the sheet states, and builds the settlement.

import type { ScoreDocument } from '../../format/ast';
import type { Problem, Range } from '../../format/types';
import type { EngineOutput, GameEngine } from '../engine';
import type { BreakdownItem, DoppelkopfRoundInfo, Outcome, RoundResult } from '../model';
import type { ResolvedRules } from '../rules';
import { buildSettlement, playerStats, rulesSummary, type RoundStatsInput } from '../settle';
import { BockTracker, bockTriggers } from './bock';
import { checkRecordedRow, compareRow, entryIndex } from './checks';
import { collect, type RawRound } from './collect';
import { distribute } from './counting';
import { explainPoints, formula, scoresLine, signed, type PlayerRole } from './explain';
import { buildFacts } from './facts';
import { readTricks } from './fromTricks';
import { describe, resolveParties } from './parties';
import { dokoRules } from './rulesOf';
import { LEVEL_WORDS, type DokoRules, type Parties } from './types';
import { computeValue, partyName } from './value';

export { DOPPELKOPF_CODES, DOPPELKOPF_EXTRAS, SOLO_KINDS } from './codes';
export { computeValue } from './value';
export { decideWinner } from './thresholds';
export { distribute } from './counting';
export { dokoRules } from './rulesOf';
export type { DokoRules, ScoringFacts, Parties, Extras, Level, Party } from './types';

function inRange(r: Range, outer: Range): boolean {
  return r.start.line >= outer.start.line && r.start.line <= outer.end.line;
}

function roleOf(i: number, p: Parties, names: string[]): PlayerRole {
  const name = names[i];
  if (p.soloist === i) return { name, role: 'soloist' };
  if (p.re.includes(i)) return { name, role: 're' };
  if (p.kontra.includes(i)) return { name, role: 'kontra' };
  return { name, role: 'out' };
}

function byName(values: Map<number, number>, names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < names.length; i++) if (values.has(i)) out[names[i]] = values.get(i)!;
  return out;
}

/** The stated row of a `score` line by player index (the first `score` line; a second is a warning). */
function statedRow(raw: RawRound, problems: Problem[]): Map<number, number> | undefined {
  const [first, ...more] = raw.scores;
  for (const m of more)
    problems.push({
      code: 'duplicate-fact',
      severity: 'warning',
      range: m.keyword,
      message: 'A second "score" line in this round; only the first one counts.',
    });
  if (!first) return undefined;
  const row = new Map<number, number>();
  for (const e of first.entries) {
    const i = entryIndex(e.side);
    if (i === undefined) continue;
    if (row.has(i))
      problems.push({
        code: 'duplicate-fact',
        severity: 'warning',
        range: e.side.range,
        message: `${e.side.text} is given twice on this "score" line; the first number counts.`,
      });
    else row.set(i, e.value.value);
  }
  return row;
}

/** Recorded rows: a solo shows as one player with ∓3 times each of the other three. */
function recordedStats(row: Map<number, number>, out: number[], names: string[], rules: DokoRules): RoundStatsInput {
  const played = [...row.keys()].filter((i) => !out.includes(i));
  const won = played.filter((i) => row.get(i)! > 0).map((i) => names[i]);
  const input: RoundStatsInput = { played: played.map((i) => names[i]), won };
  if (rules.counting === 'plus-minus' && played.length === 4) {
    for (const s of played) {
      const others = played.filter((i) => i !== s).map((i) => row.get(i)!);
      if (others[0] !== 0 && others.every((v) => v === others[0]) && row.get(s) === -3 * others[0]) {
        input.soloist = names[s];
        input.soloWon = row.get(s)! > 0;
      }
    }
  }
  return input;
}

export const scoreDoppelkopf: GameEngine = (doc: ScoreDocument, resolved: ResolvedRules): EngineOutput => {
  const names = doc.header.players.map((p) => p.text);
  const n = names.length;
  const rules = dokoRules(resolved, n);
  const tracker = new BockTracker(rules);
  const problems: Problem[] = [];
  const running = new Map<number, number>(names.map((_, i) => [i, 0]));
  const rounds: RoundResult[] = [];
  const stats: RoundStatsInput[] = [];

  for (const round of doc.rounds) {
    const local: Problem[] = [];
    const raw = collect(round);
    const bockFromTriggers = tracker.take();
    const partyProblems: Problem[] = [];
    const pr =
      n >= 4
        ? resolveParties(raw, names, rules, partyProblems)
        : { out: [] as number[], parties: undefined, missing: undefined };
    const stated = statedRow(raw, local);

    // Bock: an explicit mark says what the table played; with bock on, a mark that disagrees with the triggers is a warning.
    let k = bockFromTriggers;
    const [mark, ...moreMarks] = raw.bocks;
    for (const m of moreMarks)
      local.push({
        code: 'duplicate-fact',
        severity: 'warning',
        range: m.keyword,
        message: 'A second "bock" mark in this round; only the first one counts.',
      });
    if (mark) {
      const marked = mark.count ? mark.count.value : 1;
      if (rules.bock && marked !== bockFromTriggers) {
        local.push({
          code: 'bock-mismatch',
          severity: 'warning',
          range: mark.count?.range ?? mark.keyword,
          message: `Marked bock ×${2 ** marked}, but the bock triggers of the rounds above give ${bockFromTriggers === 0 ? 'no bock here' : `×${2 ** bockFromTriggers}`}; the mark is used.`,
        });
      }
      k = Math.max(0, marked);
    }

    // A written row counts as it stands: checked (zero-sum, solo pattern, parity) and added to the stats.
    const countRecorded = (row: Map<number, number>): Record<string, number> => {
      checkRecordedRow(raw.scores[0], row, activePlayers(n, pr.out, raw), pr.out, names, rules, local);
      stats.push(recordedStats(row, pr.out, names, rules));
      return byName(row, names);
    };

    let outcome: Outcome;
    let scores: Record<string, number> = {};
    let breakdown: BreakdownItem[] = [];
    let summary: string;
    let info: DoppelkopfRoundInfo | undefined;
    // A complete deal of written tricks proves the parties and the facts; a lone tutorial trick is only checked.
    const reading = n >= 4 ? readTricks(round, names, resolved, pr.parties, local) : undefined;
    const fromTricks = reading?.facts;
    // Tricks that are not a whole deal, and no card points: a worked example, checked trick by trick and never scored.
    const tricksOnly = reading !== undefined && !fromTricks && raw.cards.length === 0 && raw.tricks.length === 0;
    // Either way nobody needs to name the marriage partner: the tricks decide it, or nothing is scored.
    local.push(
      ...(fromTricks || tricksOnly ? partyProblems.filter((p) => p.code !== 'missing-parties') : partyProblems),
    );
    if (fromTricks) raw.hasFacts = true;
    const parties = fromTricks?.parties ?? pr.parties;
    const fr = raw.hasFacts && parties ? buildFacts(raw, parties, names, rules, local, fromTricks) : undefined;

    if (raw.hasFacts && parties && fr?.facts) {
      const facts = fr.facts;
      const vr = computeValue(facts, rules);
      breakdown = vr.breakdown;
      if (k > 0) breakdown.push({ item: 'bock', factor: 2 ** k });
      if (parties.soloist !== undefined) breakdown.push({ item: 'solo', factor: 3 });
      const value = vr.value * 2 ** k;
      const computed = distribute(value, parties, rules.counting);
      const triggers = bockTriggers(facts, vr.decision, rules);
      tracker.start(triggers.length);
      outcome = vr.decision.winner;
      scores = byName(computed, names);

      if (stated) {
        const view = value >= 0 ? 're' : 'kontra';
        const context = `${parties.soloist !== undefined && view === 're' ? 'the soloist' : partyName(view)} scores ${Math.abs(value)}${parties.soloist !== undefined ? ' (soloist ×3)' : ''} = ${formula(breakdown, view)}`;
        compareRow(
          'score',
          raw.scores[0],
          computed,
          names,
          [...parties.re, ...parties.kontra],
          (i) => explainPoints(computed.get(i) ?? 0, roleOf(i, parties, names), value, breakdown, rules.counting),
          context,
          local,
        );
      }
      const d = vr.decision;
      // Won/lost from Re's (the soloist's) view, as the sheet names the game by its Re side.
      const result = d.winner === 'none' ? 'no winner' : d.winner === 're' ? 'won' : 'lost';
      summary = `${capital(describe(parties, names))}${parties.duty ? ' (duty)' : ''} ${facts.cards.re}:${facts.cards.kontra} ${result}${k > 0 ? ` · bock ×${2 ** k}` : ''} · ${scoresLine(scores)}`;
      info = roundInfo(parties, names, value, k, triggers.length, facts.cards, facts.announce);
      const winners = d.winner === 'none' ? [] : d.winner === 're' ? parties.re : parties.kontra;
      stats.push({
        played: [...parties.re, ...parties.kontra].sort((a, b) => a - b).map((i) => names[i]),
        won: winners.map((i) => names[i]),
        soloist: parties.soloist !== undefined ? names[parties.soloist] : undefined,
        soloWon: d.winner === 're',
        duty: parties.duty,
      });
    } else if (reading && tricksOnly) {
      if (stated) {
        outcome = 'recorded';
        scores = countRecorded(stated);
        summary = `recorded${k > 0 ? ` · bock ×${2 ** k}` : ''} · ${scoresLine(scores)}`;
      } else {
        outcome = 'unscored';
        const count = reading.tricks.length;
        summary = reading.example
          ? `trick example (${count === 1 ? 'one trick' : `${count} tricks`}), not scored`
          : 'not scored: the tricks are not a valid deal';
        local.push(
          reading.example
            ? {
                code: 'trick-example',
                severity: 'hint',
                range: round.headerRange,
                message: `${count === 1 ? 'One trick' : `${count} tricks`} of ${rules.tricksPerGame}: checked as a trick example; the round is not scored and not counted in the totals.`,
              }
            : {
                code: 'deal-unscored',
                severity: 'info',
                range: round.headerRange,
                message:
                  'The tricks do not make a valid deal (see the errors on them), so nothing is derived from them and the round is not counted.',
              },
        );
      }
      if (pr.parties) info = roundInfo(pr.parties, names, 0, k, 0, undefined, {});
    } else if (raw.hasFacts) {
      outcome = 'unscored';
      const missing = (parties ? undefined : pr.missing) ?? fr?.missing;
      if (missing) local.push(missing);
      const reason =
        missing?.code === 'missing-cards'
          ? 'no card points'
          : missing?.code === 'missing-out'
            ? 'who sits out is not given'
            : missing?.code === 'missing-parties'
              ? 'the parties are not given'
              : 'see the problems';
      summary = `not scored: ${reason}`;
      if (stated) {
        scores = countRecorded(stated);
        summary += ` · recorded ${scoresLine(scores)}`;
      }
      if (parties) info = roundInfo(parties, names, 0, k, 0, undefined, {});
    } else if (stated) {
      outcome = 'recorded';
      scores = countRecorded(stated);
      summary = `recorded${k > 0 ? ` · bock ×${2 ** k}` : ''} · ${scoresLine(scores)}`;
    } else {
      outcome = 'unscored';
      summary = 'empty round';
      local.push({
        code: 'empty-round',
        severity: 'warning',
        range: round.headerRange,
        message: 'This round has neither facts nor a score; it is not counted.',
      });
    }

    // Running totals, then every `total` checkpoint of the round against them.
    const before = new Map(running);
    for (let i = 0; i < n; i++) if (names[i] in scores) running.set(i, running.get(i)! + scores[names[i]]);
    for (const t of raw.totals) {
      compareRow(
        'total',
        t,
        running,
        names,
        names.map((_, i) => i),
        (i) => {
          const pts = names[i] in scores ? scores[names[i]] : 0;
          const prev = before.get(i)!;
          if (round.index === 1) return `${running.get(i)} = ${pts} in round 1`;
          return `${running.get(i)} = ${prev} after round ${round.index - 1} ${pts < 0 ? '-' : '+'} ${Math.abs(pts)} in round ${round.index}`;
        },
        '',
        local,
      );
    }

    problems.push(...local);
    const errors = [...local, ...doc.problems].filter(
      (p) => p.severity === 'error' && inRange(p.range, round.range),
    ).length;
    const result: RoundResult = {
      index: round.index,
      line: round.headerRange.start.line,
      range: round.range,
      outcome,
      scores,
      running: byName(running, names),
      breakdown,
      summary,
      errors,
    };
    if (info) result.doppelkopf = info;
    if (reading) result.tricks = reading.tricks;
    rounds.push(result);
  }

  const totals = byName(running, names);
  const settlement = buildSettlement({
    game: 'doppelkopf',
    title: doc.header.title?.text,
    date: doc.header.date?.text,
    rules: rulesSummary(resolved, 'doppelkopf', n),
    names,
    totals,
    stake: doc.header.stake ? { cents: doc.header.stake.cents, currency: doc.header.stake.currency } : undefined,
    moneyMode: rules.counting === 'plus-minus' ? 'zero-sum' : 'pairwise',
    players: playerStats(names, stats),
  });
  return { rounds, totals, problems, settlement };
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Who played a recorded round, when that is known: all four, or everyone but the `out` players. */
function activePlayers(n: number, out: number[], raw: RawRound): number[] | undefined {
  if (n === 4) return [0, 1, 2, 3];
  if (raw.outs.length > 0 && out.length === n - 4) return [...Array(n).keys()].filter((i) => !out.includes(i));
  return undefined;
}

function roundInfo(
  p: Parties,
  names: string[],
  value: number,
  k: number,
  triggers: number,
  cards: { re: number; kontra: number } | undefined,
  announce: { re?: number; kontra?: number },
): DoppelkopfRoundInfo {
  const announcements: string[] = [];
  for (const party of ['re', 'kontra'] as const) {
    const level = announce[party];
    if (level === undefined) continue;
    announcements.push(partyName(party));
    for (let j = 1; j <= level; j++) announcements.push(`${partyName(party)}: ${LEVEL_WORDS[j]}`);
  }
  const info: DoppelkopfRoundInfo = {
    gameType: p.gameType,
    duty: p.duty,
    re: p.re.map((i) => names[i]),
    kontra: p.kontra.map((i) => names[i]),
    out: p.out.map((i) => names[i]),
    value,
    bock: 2 ** k,
    announcements,
    triggersBock: triggers,
  };
  if (p.soloKind) info.soloKind = p.soloKind;
  if (p.soloist !== undefined) info.soloist = names[p.soloist];
  if (cards) info.cards = { re: cards.re, kontra: cards.kontra };
  return info;
}

export { signed };
