// Engine analysis → SettlementModel: exactly what the settlement view shows, projected on the host (pure, so it is
// tested directly and can serve a later "export as web page").

import type { GameKind, TrumpKind } from '../../format/ast';
import type { Problem } from '../../format/types';
import type { RoundResult, Settlement } from '../../engine/model';
import { msg, render, type Lang } from '../../messages';
import type { SettlementModel, SheetRound, SheetRuleSwitch } from '../../protocol';
import { dutySolos } from '../../report/dutySolos';
import { explainRound } from '../../report/explain';
import { roundFactsText } from '../../report/roundFacts';
import { switchesFor } from '../../engine/rules';
import { announcementText, switchDescription, switchValueText } from '../../language/ruleText';

/** What `toSettlementModel` needs: a DocumentAnalysis or anything shaped like it. */
export interface AnalysisLike {
  game?: GameKind;
  rounds: RoundResult[];
  problems: Problem[];
  settlement: Settlement;
}

const MESSAGES_PER_ROUND = 3;

/** A switch in force as the view shows it: key and value as written, the value and the meaning in the language. */
function switchShown(w: { key: string; value: string; set: boolean }, game: GameKind | undefined): SheetRuleSwitch {
  const out: SheetRuleSwitch = { key: w.key, value: w.value, set: w.set };
  const valueText = w.value.split(' ').map(switchValueText).join(' ');
  if (valueText !== w.value) out.valueText = valueText;
  const spec = game ? switchesFor(game).find((x) => x.key === w.key) : undefined;
  if (spec) out.describe = switchDescription(spec.key, spec.describe);
  return out;
}

function aligned(names: readonly string[], record: Record<string, number> | undefined): number[] {
  return names.map((n) => record?.[n] ?? 0);
}

function lineOf(p: Problem): number {
  return p.range.start.line;
}

/**
 * Project an analysis to what the view shows. Pure; the host calls it once per document version.
 * Problems are attributed to a round by the line of their range (a round runs from its `round`
 * line to the line before the next one), so warnings are flagged as well as the engine's error count.
 */
export function toSettlementModel(analysis: AnalysisLike, fileName: string, lang?: Lang): SettlementModel {
  const s = analysis.settlement;
  const names = s.names.slice();
  const problems = analysis.problems ?? [];
  const rounds = analysis.rounds;
  // Round start lines are ascending; bucket problems by binary search instead of a scan per round.
  const starts = rounds.map((r) => r.line);
  const buckets: Problem[][] = rounds.map(() => []);
  for (const p of problems) {
    const line = lineOf(p);
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found >= 0) buckets[found].push(p);
  }

  const sheet: SheetRound[] = rounds.map((r, i) => {
    const inRound = buckets[i];
    const warnings = inRound.filter((p) => p.severity === 'warning').length;
    const errors = Math.max(r.errors ?? 0, inRound.filter((p) => p.severity === 'error').length);
    const row: SheetRound = {
      index: r.index,
      line: r.line,
      outcome: r.outcome,
      points: names.map((n) => (n in r.scores ? r.scores[n] : null)),
      running: aligned(names, r.running),
      // The engine's words in the view's language where it gave them as data.
      summary: lang && r.summaryMsg ? render(r.summaryMsg, lang) : r.summary,
      facts: roundFactsText(r, lang ?? 'en'),
      working: explainRound(r, lang ?? 'en'),
      errors,
      warnings,
      messages: inRound
        .filter((p) => p.severity === 'error' || p.severity === 'warning')
        .slice(0, MESSAGES_PER_ROUND)
        .map((p) => (lang && p.msg ? render(p.msg, lang) : p.message)),
    };
    const d = r.doppelkopf;
    if (d) {
      row.doppelkopf = {
        gameType: d.gameType,
        soloKind: d.soloKind,
        soloist: d.soloist,
        duty: d.duty,
        re: d.re.slice(),
        out: d.out.slice(),
        value: d.value,
        bock: d.bock,
        announcements: d.announcements.map((x) => announcementText(x, lang ?? 'en')),
      };
    }
    if (r.dealer !== undefined) row.dealer = r.dealer;
    const b = r.belote;
    if (b) {
      row.belote = {
        game: b.game,
        taker: b.taker,
        takerPlayer: b.takerPlayer,
        contract: b.contract && b.trump && lang ? contractIn(b.contract, b.trump, lang) : b.contract,
        multiplier: b.multiplier,
        potHeld: b.potHeld,
        potAwarded: b.potAwarded ? { ...b.potAwarded } : undefined,
        gameWinner: b.gameWinner,
      };
    }
    return row;
  });

  const duty = dutySolos(analysis);
  return {
    fileName,
    // The analysis says there is no game line when `game` is missing; the settlement's default must not hide that.
    game: analysis.game,
    title: s.title,
    date: s.date,
    preset: s.rules?.preset ?? '',
    switches: (s.rules?.switches ?? []).map((w) => switchShown(w, analysis.game)),
    names,
    rounds: sheet,
    totals: aligned(names, s.totals),
    money: s.money ? aligned(names, s.money) : undefined,
    currency: s.currency,
    stakeCents: s.stakeCents,
    transfers: s.transfers.map((t) => ({ from: t.from, to: t.to, cents: t.cents })),
    winner: s.winner,
    players: s.players?.map((p) => ({ ...p })),
    teams: s.teams?.map((t) => ({ ...t })),
    games: s.games?.map((g) => ({
      number: g.number,
      firstRound: g.firstRound,
      lastRound: g.lastRound,
      totals: aligned(names, g.totals),
      winner: g.winner,
      finished: g.finished,
    })),
    target: s.target,
    dutyOwed: s.dutyOwed?.slice(),
    dutySeries: duty && duty.perSeries > 0 ? duty.series.map((x) => ({ ...x })) : undefined,
    errors: problems.filter((p) => p.severity === 'error').length,
    warnings: problems.filter((p) => p.severity === 'warning').length,
  };
}

/** `120 no-trump` as `120 sans-atout` in German and French: the engine writes the column in English words. */
function contractIn(contract: string, trump: string, lang: Lang): string {
  return contract.replace(trump, render(msg('bel.trump-word', { trump: trump as TrumpKind }), lang));
}
