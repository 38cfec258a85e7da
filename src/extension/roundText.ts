// How a round's result reads in hovers, code lenses, inlay hints and the outline: one wording everywhere.

import type { BreakdownItem, RoundResult, TrickSummary } from '../engine/model';
import { t } from './l10n';

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** `Anna +2 · Ben -2 · Clara +2 · Dora -2` (players or teams in the engine's order). */
export function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([name, n]) => `${name} ${signed(n)}`)
    .join(' · ');
}

/** Summary plus scores, as one line: what the code lens on a `round` line says. The engine's summary usually names the scores already. */
export function roundLine(r: RoundResult): string {
  const names = Object.keys(r.scores);
  const problems = r.errors > 0 ? ` · ${t('{0} errors', r.errors)}` : '';
  const scores = scoresLine(r.scores);
  if (!r.summary) return scores + problems;
  if (!scores || names.every((n) => r.summary.includes(n))) return r.summary + problems;
  return `${r.summary} — ${scores}${problems}`;
}

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function breakdownRow(b: BreakdownItem): string {
  const points = b.points !== undefined ? signed(b.points) : '';
  const factor = b.factor !== undefined ? `×${b.factor}` : '';
  return `| ${cell(b.item)} | ${cell(b.side ?? '')} | ${points} | ${factor} |`;
}

/** The hover: the round's itemised breakdown, then this round's points and the running totals per name. */
export function roundHoverMarkdown(r: RoundResult): string {
  const lines: string[] = [];
  lines.push(`**${cell(t('Round {0}', r.index))}**${r.summary ? ` · ${cell(r.summary)}` : ''}`, '');
  if (r.breakdown.length > 0) {
    lines.push(`| ${t('item')} | ${t('side')} | ${t('points')} | ${t('factor')} |`, '|---|---|---:|---:|');
    for (const b of r.breakdown) lines.push(breakdownRow(b));
    lines.push('');
  } else if (r.outcome === 'unscored') {
    lines.push(
      cell(
        r.tricks?.length
          ? t('Not scored: a trick example, checked trick by trick.')
          : t('Not scored: facts are missing (see the problems in this round).'),
      ),
      '',
    );
  }
  if (r.tricks?.length) {
    lines.push(`| ${t('trick')} | ${t('winner')} | ${t('points')} |`, '|---:|---|---:|');
    for (const tr of r.tricks) lines.push(`| ${tr.number} | ${cell(tr.winner ?? '')} | ${tr.value ?? ''} |`);
    lines.push('');
  }
  const names = [...new Set([...Object.keys(r.scores), ...Object.keys(r.running)])];
  if (names.length > 0) {
    lines.push(`| | ${t('this round')} | ${t('running total')} |`, '|---|---:|---:|');
    for (const n of names) {
      const s = r.scores[n];
      const run = r.running[n];
      lines.push(`| ${cell(n)} | ${s !== undefined ? signed(s) : ''} | ${run !== undefined ? String(run) : ''} |`);
    }
  }
  return lines.join('\n').trimEnd();
}

/** The hover on a `trick` line: the winner, the winning card and the points, card by card. */
export function trickHoverMarkdown(tr: TrickSummary): string {
  return `**${cell(t('Trick {0}', tr.number))}** · ${cell(tr.explain ?? '')}`;
}
