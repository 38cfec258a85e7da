// "Copy for group chat" and `scoresheet settle --format chat`: an evening or a season in five to eight short lines
// that read in any messenger (no Markdown, no table). Pure.

import { showInvisible } from '../text/invisible';
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
  // A name's bidi control or zero-width character written out: in a chat it could reorder or hide what follows.
  return lines
    .filter((l): l is string => !!l)
    .map(showInvisible)
    .join('\n');
}
