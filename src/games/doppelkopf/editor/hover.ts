// What the hover of a Doppelkopf round (src/language/roundText.ts) adds to every game's: the table's duty solos and
// bock trigger after the dealer, and the penalty points in a column of their own.

import type { RoundResult } from '../../../engine/model';
import { msg, render, type Lang, type Message } from '../../../messages';
import type { Translate } from '../../../text/translate';
import type { HoverColumn } from '../../game';

/** Who still owes a duty solo, a Vorführung due, the bock rounds the round's `bock-trigger` line starts. */
export function roundTable(r: RoundResult, lang: Lang, t: Translate): string[] {
  const table: string[] = [];
  if (r.dutyOwed)
    table.push(
      r.dutyOwed.length
        ? t('Still owe a duty solo: {0}', r.dutyOwed.join(', '))
        : t('Every player has played a duty solo'),
    );
  const capital = (m: Message) => {
    const s = render(m, lang);
    return s.charAt(0).toUpperCase() + s.slice(1);
  };
  if (r.dutyNext) table.push(capital(msg('table.duty-next', r.dutyNext)));
  if (r.bockTrigger !== undefined) table.push(capital(msg('facts.bock-trigger', { count: r.bockTrigger })));
  return table;
}

/** Penalty points (never part of the game), where the round has any. */
export function besidePoints(r: RoundResult, t: Translate): HoverColumn | undefined {
  return r.penalties ? { head: t('penalty (not part of the game)'), points: r.penalties } : undefined;
}
