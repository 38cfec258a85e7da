// What Doppelkopf's rule switches mean, in the caller's language (the English is the rule table's own `describe`).

import type { Translate } from '../../../text/translate';

/** Each text a literal call of t, so that `npm run l10n` exports it and the bundles translate it. */
export const SWITCH_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  announcement: (t) => t('Re/Kontra worth +2 each (TSR) or each doubling the value'),
  'doubling-scope': (t) =>
    t('with announcement double: Re/Kontra double all, or only the game points (special points added after)'),
  'kontra-only': (t) => t('when only Kontra announced, Kontra needs 121 (TSR) or 120'),
  'tie-120': (t) => t('value of a 120:120 Kontra win without announcements'),
  refutation: (t) => t('refutation bonus for each implied Absage (TSR) or only the highest'),
  netting: (t) => t('special points netted so the sign can flip (TSR), or clamped at 0 for the winner'),
  fox: (t) => t('fox (Fuchs gefangen) special point'),
  doppelkopf: (t) => t('Doppelkopf (trick of 40+) special point'),
  karlchen: (t) => t('Karlchen (♣J wins the last trick) special point'),
  'fox-last-trick': (t) =>
    t('a fox caught in the last trick counts 1 (TSR) or 2; point: a fox that wins the last trick is a special point'),
  'karlchen-caught': (t) => t('+1 to the party that beats a ♣J in the last trick'),
  'specials-in-solo': (t) => t('special points count in solos (added to V before ×3)'),
  'lost-solo-bonus': (t) => t('+1 against a losing soloist'),
  poverty: (t) => t('allows poverty (Armut) rounds'),
  bock: (t) => t('bock rounds double the value of the next games'),
  'bock-triggers': (t) => t('what starts bock rounds'),
  'bock-length': (t) => t('games per bock round (default: number of players)'),
  'bock-overlap': (t) => t('overlapping bock rounds multiply (×4) or queue up'),
  'duty-solo': (t) => t('every player owes one duty solo (Pflichtsolo) per series; who still owes one is shown'),
  series: (t) => t('games per series for duty solos (default: the whole file)'),
  'won-includes-bock': (t) => t('the value on a `won` line is before bock (off) or already includes it (on)'),
  counting: (t) => t('how the sheet records a game'),
  nines: (t) => t('48 cards / 12 tricks, or 40 cards / 10 tricks'),
  dulle: (t) => t('two ♥10 in one trick (tricks only)'),
  'dulle-caught': (t) => t('with dulle second-wins: +1 to the party whose second ♥10 takes a trick holding the first'),
  'marriage-partner': (t) => t('who becomes the marriage partner (tricks only)'),
};
