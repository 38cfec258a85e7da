// The rule switches in the editor's and the view's language: what each `set` key means and how on/off read. The keys
// and the other values stay the words the file uses; the engine's table (src/engine/rules.ts) keeps the English.

import { msg, render, type Lang } from '../messages';
import { english, type Translate } from './messages';

/** Each text a literal call of t, so that `npm run l10n` exports it and the bundles translate it. */
const DESCRIPTIONS: Record<string, (t: Translate) => string> = {
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

/** What a switch means in the caller's language (`t`); `engineText` (the engine's English) for a key not here. */
export function switchDescription(key: string, engineText: string, t: Translate = english): string {
  return DESCRIPTIONS[key]?.(t) ?? engineText;
}

/** The keys this table describes (a test holds it to the engine's switches). */
export const DESCRIBED_SWITCHES: readonly string[] = Object.keys(DESCRIPTIONS);

/** A switch value as shown to a reader: on/off and `all` in the language, every other value as the file writes it. */
export function switchValueText(value: string, t: Translate = english): string {
  switch (value) {
    case 'on':
      return t('on');
    case 'off':
      return t('off');
    case 'all':
      return t('all');
    default:
      return value;
  }
}

/**
 * The hover of a header's `set KEY VALUE` line: the switch by name, the value in force (what the engine uses: the
 * default where the written value is no value of it), what it means, and the default. Names and values in `lang`, the
 * meaning and the word "default" by `t`; the key stays the file's word.
 */
export function switchHoverMarkdown(
  w: { key: string; value: string; default: string; describe: string },
  lang: Lang,
  t: Translate = english,
): string {
  const valueText = (value: string) =>
    value
      .split(' ')
      .map((v) => render(msg('switch.value', { key: w.key, value: v }), lang))
      .join(', ');
  const colon = lang === 'fr' ? ' : ' : ': ';
  const name = render(msg('switch.name', { key: w.key }), lang);
  return [
    `**${name}** \`${w.key}\`${colon}${valueText(w.value)}`,
    switchDescription(w.key, w.describe, t),
    `${t('default')}${colon}${valueText(w.default)}`,
  ].join('\n\n');
}

const LEVELS: Record<string, string> = { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };

/**
 * A Doppelkopf announcement as the engine lists it (`Re`, `Re: no90`) in the language: German and French tables say
 * the Absage in the game's own words (`Re: keine 90`); English keeps the file's keyword as before.
 */
export function announcementText(announcement: string, lang: Lang): string {
  if (lang === 'en') return announcement;
  return announcement.replace(/: (no90|no60|no30|black)$/, (_m, level: string) => `: ${LEVELS[level]}`);
}
