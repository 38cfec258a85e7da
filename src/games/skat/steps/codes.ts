// The stable problem codes of the Skat engine (rules/skat.md "Checks"): quick fixes, docs and tests key on these.

import type { Problem, Range, Severity, Fix } from '../../../format/types';
import { render, type Message } from '../../../messages';

export const SKAT_CODES = {
  'skat-spitzen-range':
    '`with`/`without` outside 1–11 (suit; 1–4 under `spitzen-count jacks`) or 1–4 (Grand), or in a Null game.',
  'skat-null-level': 'A Null with `schneider`, `schwarz` or `announce`.',
  'skat-needs-hand':
    '`announce` without `hand` or `ouvert` (error); a suit/Grand `ouvert` without `hand` (info: implied).',
  'skat-cards-range': 'The declarer’s `cards` outside 0–120, or `tricks` outside 0–10.',
  'derived-mismatch':
    'A stated `with`/`without N`, `cards` or `tricks` that the written `hand`, `skat` and `trick` lines contradict.',
  'trick-example': 'Hint: fewer than ten `trick` lines and no outcome: each trick is checked, the round is not scored.',
  'skat-outcome': 'A stated `won`/`lost` that the Augen, tricks, bid and announcements contradict.',
  'skat-schwarz': 'Schwarz stated but `tricks` not 0 or 10, or `cards` impossible for it.',
  'skat-schneider': 'Schneider stated with the declarer between 31 and 89 Augen (90 under `schneider-line 91`).',
  'skat-bid-invalid': 'A bid that is not one of the 63 legal values (18 … 264).',
  'skat-overbid':
    'Info: the game is worth less than the bid and is scored as overbid; an error when the row states `won`.',
  'skat-null-below-bid': 'A Null whose fixed value is below the bid.',
  'skat-value-illegal': 'A written list entry that no game (of the row’s kind) can have.',
  'skat-lost-single': 'A lost game written as −V under `lost-factor 2`; the message names `set lost-factor 1`.',
  'skat-score-column': 'A classic-list row that changes a column other than the declarer’s.',
  'skat-sitting-declarer': 'The declarer is the dealer of a four-table, or a sitting player at five.',
  'house-off':
    '`kontra`, `re`, `supra`, `bock`, `ramsch`, `pushed`, `spitze` or `null revolution` while its switch is off.',
  'skat-re-without-kontra': '`re` without `kontra`, or `supra` without `re`.',
  'skat-ramsch':
    '`jungfrau P` while P has Augen; `durchmarsch P` while another player has Augen; a `loser` who is not ' +
    'the player with the most Augen.',
  'bock-mismatch': 'Warning: a `bock` line disagrees with the Bock rounds the triggers give; the line counts.',
  'skat-ramsch-after-bock':
    'Warning: under `ramsch-after-bock on` a row owed to the Ramsch round after a Bock round is no Ramsch.',
  'skat-bierlachs': 'Info: under `scoring bierlachs` a player reached the `target` below zero and lost the game.',
  'skat-passed-score': 'An eingepasst row with a non-zero score.',
  'skat-series-length': 'Warning: the list’s row count (eingepasst rows included) differs from `series`.',
  'skat-incomplete': 'Warning: a round with facts that cannot be scored (no Spitzen, no outcome, no declarer).',
  'not-isko': 'Warning: a house switch turned on under `rules tournament`.',
  'score-mismatch': 'The score written for the declarer differs from the computed list entry.',
  'total-mismatch': 'The running total written differs from the computed one.',
  'seeger-mismatch': 'A `seeger` checkpoint disagrees with the Seeger-Fabian Wertung after the row.',
  'won-lost-mismatch': 'A `won-lost` checkpoint disagrees with the games won and lost so far.',
} as const satisfies Record<string, string>;

export type SkatCode = keyof typeof SKAT_CODES;

/** A problem of the Skat engine: its English text rendered once, the message kept for other languages. */
export function skatProblem(code: SkatCode, severity: Severity, range: Range, m: Message, fix?: Fix): Problem {
  const p: Problem = { code, severity, range, message: render(m), msg: m };
  if (fix) p.fix = fix;
  return p;
}
