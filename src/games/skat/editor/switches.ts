// What each Skat switch means, in the editor's language (literal calls of the caller's translator, which `npm run
// l10n` exports); the English is the rule table's own `describe` (../rules.ts).

import type { Translate } from '../../../text/translate';

export const SWITCH_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  scoring: (t) =>
    t('the classic list (the declarer +V or −2V), or the tournament Wertung on top (±50, +40/+30 to the others)'),
  'lost-factor': (t) =>
    t('a lost game costs 2V (ISkO since 1999), V (house), or V for a lost Hand game and 2V otherwise (before 1999)'),
  'schneider-line': (t) =>
    t('the declarer’s Augen that make the defenders Schneider: 90 (ISkO), or 91 (they are safe with 30)'),
  'spitzen-count': (t) =>
    t('Spitzen: every trump in the unbroken run (up to 11 in a suit game), or only the four jacks'),
  'schwarz-by': (t) => t('Schwarz: a party that took no trick (ISkO), or a party with 0 Augen (house)'),
  'all-pass': (t) => t('when nobody bids: an eingepasst row that counts as a game, a Ramsch round, or no row at all'),
  'ramsch-scoring': (t) =>
    t('Ramsch: the loser loses his Augen, a fixed 10 (15 Jungfrau, 20 Durchmarsch), or +20 to the fewest Augen'),
  'ramsch-skat': (t) => t('Ramsch: the skat’s Augen go to the loser, or to the last trick'),
  'ramsch-tie': (t) =>
    t(
      'Ramsch: players level on most Augen each lose in full, share the loss, or the last-trick taker among them loses',
    ),
  jungfrau: (t) => t('Ramsch: a player without a trick doubles the loss'),
  durchmarsch: (t) => t('Ramsch: all ten tricks score +120, or lose like any Ramsch'),
  schieben: (t) => t('Schieberamsch: each player who pushes the skat on unseen doubles the loss'),
  kontra: (t) => t('house doubling: Kontra ×2 and Re ×4 on the declarer’s result; supra: one more doubling, ×8'),
  spitze: (t) => t('house: the announcement `spitze [N]`, N extra levels'),
  revolution: (t) => t('house: `null revolution`, a Null worth 92'),
  series: (t) => t('games per list: off, 36 at a three-table and 48 at a four-table, or a number'),
  'five-out': (t) => t('with five players: the seat (counted to the dealer’s left) that sits out with the dealer'),
};
