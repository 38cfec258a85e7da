// `scoresheet explain`: each round's working, item by item, as plain text in the user's language.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { BreakdownItem, RoundResult } from '../engine/model';
import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import { itemIn, summaryIn, type ReportGame } from './roundFacts';
import { reportWriter } from './writer';

function itemLine(game: ReportGame, b: BreakdownItem, lang: Lang): string {
  const f = fmtOf(lang);
  const words = itemIn(b, lang);
  const parts = [words];
  if (b.points !== undefined) parts.push(f.signedNum(b.points));
  if (b.factor !== undefined && !/[×x]\s*\d/.test(words)) parts.push(`×${b.factor}`);
  if (b.side) parts.push(`(${game ? game.report.sideName(b.side) : b.side})`);
  return parts.join(' ');
}

function scoresLine(scores: Record<string, number>, lang: Lang): string {
  const f = fmtOf(lang);
  return Object.entries(scores)
    .map(([name, v]) => `${name} ${f.signedNum(v)}`)
    .join('  ');
}

/**
 * One round's working as `explain`, the lens's tooltip and the view's row print it: who dealt and what the game says
 * of the table, the game's own working (or the breakdown line by line), tricks, scores, penalties, running totals.
 */
export function explainRound(game: ReportGame, r: RoundResult, lang: Lang = 'en'): string {
  const t = (m: Message) => render(m, lang);
  const lines = [
    t(msg('explain.round', { index: r.index, line: r.line + 1, summary: summaryIn(r, lang) || r.outcome })),
  ];
  // Who dealt, then what the game says of the table (who still owes a duty solo): the table mechanics of version 2.
  const table: string[] = [];
  if (r.dealer !== undefined) {
    const out = r.sitsOut?.includes(r.dealer) ?? false;
    table.push(t(msg(out ? 'table.dealer-sits-out' : 'table.dealer', { dealer: r.dealer })));
  }
  if (game) for (const m of game.report.tableFacts(r)) table.push(t(m));
  if (table.length) lines.push(`  ${table.join(' · ')}`);
  const working = game?.report.working(r, reportWriter(game, lang));
  if (working) lines.push(...working);
  else for (const b of r.breakdown) lines.push(`    ${itemLine(game, b, lang)}`);
  // Whoever sits out scores 0 and has played no game, whether the round gives its facts or only its outcome.
  if (r.sitsOut?.length && Object.keys(r.scores).length > 0)
    lines.push(`    ${t(msg('explain.out', { players: r.sitsOut }))}`);
  // Each written trick under its round, so a rule guide's example reads with its winner and value.
  for (const tr of r.tricks ?? []) {
    const working = tr.explainMsg && lang !== 'en' ? t(tr.explainMsg) : tr.explain;
    lines.push(
      `  ${t(msg('explain.trick', { number: tr.number, line: tr.line + 1, ...(working ? { working } : {}) }))}`,
    );
  }
  // Points beside the game's (Doppelkopf's penalty points) are listed apart: only part of the running totals.
  const beside = game?.report.besidePoints?.(r, lang);
  const penalty = beside?.line !== undefined ? `  ${beside.line}` : undefined;
  const only = beside?.only ?? false;
  if (only) {
    if (penalty) lines.push(penalty);
  } else if (Object.keys(r.scores).length > 0) {
    lines.push(`  ${t(msg('explain.scores', { scores: scoresLine(r.scores, lang) }))}`);
    const filled = r.filled && game?.report.filledLine?.(scoresLine(r.filled, lang));
    if (filled) lines.push(`  ${t(filled)}`);
  } else if (r.outcome === 'unscored' && r.tricks?.length) lines.push(`  ${t(msg('explain.not-scored-tricks'))}`);
  else lines.push(`  ${t(msg('explain.not-scored', { facts: r.outcome === 'unscored' }))}`);
  if (penalty && !only) lines.push(penalty);
  if (Object.keys(r.running).length > 0)
    lines.push(`  ${t(msg('explain.running', { scores: scoresLine(r.running, lang) }))}`);
  if (r.errors > 0) lines.push(`  ${t(msg('explain.errors', { errors: r.errors }))}`);
  return lines.join('\n');
}

export function explainAnalysis(
  a: Pick<DocumentAnalysis, 'module' | 'game' | 'rounds' | 'settlement'>,
  round?: number,
  lang: Lang = 'en',
): { text: string; found: boolean } {
  const rounds = round === undefined ? a.rounds : a.rounds.filter((r) => r.index === round);
  if (rounds.length === 0) {
    if (round !== undefined) return { text: '', found: false };
    return { text: render(msg(a.game ? 'report.no-rounds' : 'report.no-game'), lang), found: true };
  }
  const text = rounds.map((r) => explainRound(a.module, r, lang)).join('\n\n');
  // The whole sheet ends with what the game says of it (who still owes a duty solo); one round says it in its lines.
  const notes = round === undefined && a.module ? a.module.report.sheetNotes(a) : [];
  if (notes.length === 0) return { text, found: true };
  return { text: `${text}\n\n${notes.map((m) => render(m, lang)).join('\n')}`, found: true };
}
