// What each Skat switch means, in the editor's language (literal calls of the caller's translator, which `npm run
// l10n` exports); the English is the rule table's own `describe` (../rules.ts).

import type { Translate } from '../../../text/translate';

export const SWITCH_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  scoring: (t) =>
    t('the classic list (+V or −2V), the Wertung on top (±50, +40/+30 to the others), or Bierlachs (to a `target`)'),
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
  bock: (t) => t('house: Bock rounds, every game of the round ×2'),
  'bock-triggers': (t) =>
    t('what starts a Bock round: lost Grand, loss with 60, lost Kontra, Re, all passed, 100, Grand/Null ouvert Hand'),
  'bock-length': (t) => t('games per Bock round (default: the number of players)'),
  'bock-overlap': (t) => t('overlapping Bock rounds multiply (×4) or queue up'),
  'bock-start': (t) => t('a Bock round starts with the next row, or already with the triggering game'),
  'ramsch-after-bock': (t) => t('one Ramsch per dealer follows each Bock round'),
  'ramsch-in-seeger': (t) =>
    t('Seeger-Fabian: Ramsch rows carry no ±50/40, or the loser counts as a lost game and a Durchmarsch as a won one'),
  'lost-game-fees': (t) =>
    t('Verlustspielgeld: the fee for the 1st, 2nd, … lost game of a list (the last repeats), paid into the pot'),
  spitze: (t) => t('house: the announcement `spitze [N]`, N extra levels'),
  revolution: (t) => t('house: `null revolution`, a Null worth 92'),
  series: (t) => t('games per list: off, 36 at a three-table and 48 at a four-table, or a number'),
  'five-out': (t) => t('with five players: the seat (counted to the dealer’s left) that sits out with the dealer'),
};
