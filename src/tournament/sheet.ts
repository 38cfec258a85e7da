// One table sheet of a tournament, analysed with what it inherits and reduced to what the tournament needs (kept
// per file, so a changed sheet costs one analysis and the rest is rebuilt from the summaries).

import type { DocumentAnalysis, InheritedHeader } from '../analysis/types';
import { analyzeScore } from '../analysis/analyze';
import type { GameKind } from '../format/ast';
import type { SheetSummary } from './types';

/** The sheet's analysis under the tournament's inherited lines (its own lines over them). */
export function analyzeSheet(text: string, inherit: InheritedHeader | undefined): DocumentAnalysis {
  return analyzeScore(text, 0, undefined, inherit);
}

/** An analysed table sheet as the tournament reads it; `game` is the tournament's. */
export function summarizeSheet(file: string, a: DocumentAnalysis, game: GameKind | undefined): SheetSummary {
  const h = a.document.header;
  const summary: SheetSummary = {
    file,
    ...(a.game ? { game: a.game } : {}),
    ...(h.series ? { series: { value: h.series.value, range: h.series.range } } : {}),
    ...(h.table ? { table: { value: h.table.value, range: h.table.range } } : {}),
    ...(h.timeout ? { timeout: h.timeout } : {}),
    players: h.players.map((p) => ({ name: p.text, key: p.key, range: p.range })),
    ...(h.playersRange ? { playersRange: h.playersRange } : {}),
    ...(h.teams ? { teams: h.teams.map((t) => ({ name: t.text, key: t.key, range: t.range })) } : {}),
    rounds: a.document.rounds.map((r) => r.headerRange),
    problems: a.problems,
    errors: a.problems.filter((p) => p.severity === 'error').length,
    ...(a.settlement.money ? { money: a.settlement.money } : {}),
  };
  if (h.game && !h.game.inherited && game && h.game.kind !== game)
    summary.ownGame = { kind: h.game.kind, range: h.game.range };
  if (a.module && a.game)
    summary.result = a.module.tournament.table({ header: h, rounds: a.rounds, settlement: a.settlement });
  return summary;
}
