// The Markdown preview's view of a ```score block: its rounds with scores, the totals and its problems, as HTML built
// from escaped text only (names, messages and summaries come from the file and may hold any character).

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Lang } from '../messages';
import { english, type Translate } from './messages';
import { problemText, summaryText } from './text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** The HTML shown under a block; empty for a skipped block or one with nothing to show. */
export function blockResultHtml(a: DocumentAnalysis, lang: Lang = 'en', t: Translate = english): string {
  if (a.guide?.skip) return '';
  const parts: string[] = [];
  const names = a.settlement.names.length ? a.settlement.names : Object.keys(a.totals);
  if (a.game && a.rounds.length > 0 && names.length > 0) {
    const head = [t('Round'), ...names, t('Round result')].map((h) => `<th>${escapeHtml(h)}</th>`).join('');
    const rows = a.rounds.map((r) => {
      const cells = names.map((n) => `<td class="num">${n in r.scores ? escapeHtml(signed(r.scores[n])) : ''}</td>`);
      return `<tr><td>${r.index}</td>${cells.join('')}<td>${escapeHtml(summaryText(r, lang))}</td></tr>`;
    });
    const totals = names.map((n) => `<td class="num">${escapeHtml(signed(a.totals[n] ?? 0))}</td>`).join('');
    rows.push(`<tr class="scoresheet-total"><th>${escapeHtml(t('Total'))}</th>${totals}<td></td></tr>`);
    parts.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
  }
  const problems = a.problems.filter((p) => p.severity !== 'hint' || a.guide?.expect.includes(p.code));
  if (problems.length > 0) {
    const items = problems.map((p) => {
      const expected = p.severity === 'hint';
      const cls = expected ? 'expected' : p.severity;
      const label = expected ? t('expected') : p.severity === 'error' ? t('error') : t('warning');
      const where = t('line {0}', p.range.start.line + 1);
      return (
        `<li class="scoresheet-${cls}"><span class="scoresheet-label">${escapeHtml(label)}</span> ` +
        `${escapeHtml(where)} <code>${escapeHtml(p.code)}</code>: ${escapeHtml(problemText(p, lang))}</li>`
      );
    });
    parts.push(`<ul class="scoresheet-problems">${items.join('')}</ul>`);
  } else if (a.game) parts.push(`<p class="scoresheet-ok">${escapeHtml(t('No problems.'))}</p>`);
  return parts.length ? `<div class="scoresheet-result">${parts.join('')}</div>\n` : '';
}
