// What Belote's and Coinche's rule switches mean, in the caller's language (the English is the rule table's own
// `describe`).

import type { Translate } from '../../../text/translate';

/** Each text a literal call of t, so that `npm run l10n` exports it and the bundles translate it. */
export const SWITCH_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  'no-trump-ace': (t) => t('ace at no-trump: deal of 130 or 162'),
  'all-trump-values': (t) => t('card values at all-trump'),
  rounding: (t) =>
    t('round scores to tens: none, each team (5 up), or the taker with the defence getting the rest of 160'),
  'rounding-five': (t) => t('where rounding applies, a score ending in 5 rounds up (85 → 90) or down (85 → 80)'),
  capot: (t) => t('value of a capot in classic belote'),
  'failed-base': (t) =>
    t('classic belote: the defence of a failed contract scores the deal (162) or 160 at a suit contract'),
  litige: (t) =>
    t('on a tie the taker’s points go into a pot for the next round’s winner, the taker fails, or the tie is made'),
  'litige-belote': (t) => t('the taker’s belote in a litige is scored at once or held with the pot'),
  announcements: (t) => t('announcements allowed'),
  'failed-announcements': (t) => t('a failing taker’s announcements go to the defence, or are lost'),
  'capot-announcements': (t) => t('in a capot the defence’s announcements go to the taker, or the defence keeps them'),
  surcoinche: (t) => t('multiplier after a surcoinche'),
  'coinched-value': (t) =>
    t('coinche: a coinched round scores (160 + announcements + contract) × m, or only the contract is multiplied'),
  'belote-multiplied': (t) => t('coinche: the winning side’s belote inside the multiplied bracket'),
  'failed-capot': (t) => t('what the defence scores (before ×m) when a capot bid fails'),
  'coinche-scoring': (t) =>
    t('coinche: rounds score the points (cards + contract), or the contract value × m alone (points annoncés)'),
  'capot-scoring': (t) =>
    t('coinche: a made capot or générale contract scores the cards + contract, or its contract value × m alone (flat)'),
  generale: (t) => t('contract value of a générale'),
  'unbid-capot': (t) => t('coinche: a capot not bid still scores 252'),
  'coinche-success': (t) => t('coinche: made needs T ≥ contract and T > D, or T ≥ contract only (82 for an 80)'),
  'failed-belote': (t) =>
    t('when the taker fails, its belote is scored by the taker or by the defence (never multiplied)'),
  'bid-margin': (t) =>
    t('coinche: the taker needs the contract + N points (112 for a 110 with 2), under either success rule'),
  'belote-counts': (t) => t('belote counts toward the contract and the comparison'),
  deals: (t) => t('a game (partie) ends after N deals, the team with more points winning it, instead of at the target'),
  'end-tie': (t) => t('equal totals at the target'),
  'belote-only-win': (t) => t('coinche: reaching the target only through belote in a failed round wins'),
  overtrump: (t) => t('tricks only: must overtrump'),
  'partner-master': (t) => t('tricks only: no obligation to trump while the partner holds the trick'),
};
