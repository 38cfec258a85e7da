// `scoresheet explain`: each round's working, item by item, as plain text.

import type { DocumentAnalysis } from '../engine/analyze';
import type { BreakdownItem, RoundResult } from '../engine/model';

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function itemLine(b: BreakdownItem): string {
  const parts = [b.item];
  if (b.points !== undefined) parts.push(signed(b.points));
  if (b.factor !== undefined && !/[×x]\s*\d/.test(b.item)) parts.push(`×${b.factor}`);
  if (b.side) parts.push(`(${b.side})`);
  return parts.join(' ');
}

function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([name, v]) => `${name} ${signed(v)}`)
    .join('  ');
}

export function explainRound(r: RoundResult): string {
  const lines = [`Round ${r.index} (line ${r.line + 1}): ${r.summary || r.outcome}`];
  for (const b of r.breakdown) lines.push(`    ${itemLine(b)}`);
  // Each written trick under its round, so a rule guide's example reads with its winner and value.
  for (const t of r.tricks ?? []) lines.push(`  trick ${t.number} (line ${t.line + 1}): ${t.explain ?? 'no winner (the trick is not complete, or the trump is not known)'}`);
  if (Object.keys(r.scores).length > 0) lines.push(`  scores:  ${scoresLine(r.scores)}`);
  else if (r.outcome === 'unscored' && r.tricks?.length) lines.push('  not scored (the tricks are checked one by one; see the summary above)');
  else lines.push(`  not scored${r.outcome === 'unscored' ? ' (facts missing; see check)' : ''}`);
  if (Object.keys(r.running).length > 0) lines.push(`  running: ${scoresLine(r.running)}`);
  if (r.errors > 0) lines.push(`  ${r.errors} error${r.errors === 1 ? '' : 's'} in this round (see check)`);
  return lines.join('\n');
}

export function explainAnalysis(a: DocumentAnalysis, round?: number): { text: string; found: boolean } {
  const rounds = round === undefined ? a.rounds : a.rounds.filter((r) => r.index === round);
  if (rounds.length === 0) return { text: '', found: round === undefined };
  return { text: rounds.map(explainRound).join('\n\n'), found: true };
}
