// "Copy for group chat" and `scoresheet settle --format chat`: an evening or a season in five to eight short lines
// that read in any messenger (no Markdown, no table). Pure.

import type { ShareSummary } from './summary';

/**
 * Title and what was played, the winner, each name's result, who pays whom (a season: its money), problems, the
 * fingerprint, and the viewer's link when there is one.
 */
export function chatText(s: ShareSummary, link?: string): string {
  const lines = [
    `${s.title} · ${s.subtitle}`,
    s.winner,
    s.rowsLine,
    s.moneyLine ?? s.paysLine,
    s.errors,
    s.fingerprint,
    link,
  ];
  return lines.filter((l): l is string => !!l).join('\n');
}
