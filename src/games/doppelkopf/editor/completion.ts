// Completion of a Doppelkopf round: the lines a round may have, and what may follow each of its keywords.

import type { Rank } from '../../../format/ast';
import type { ResolvedRules } from '../../../engine/rules';
import { Vocabulary } from '../../../words/vocabulary';
import { directive, names, sidesLeft, values } from '../../editorKit';
import type { CompletionLine, DirectiveDoc, Suggestion } from '../../game';
import type { Translate } from '../../../text/translate';
import { doppelkopfRules } from '../rules';
import { DOPPELKOPF_WORDS } from '../syntax/words';

/** Its own words, to read the words typed before the cursor (`pflicht`, `mit`, `an`). */
const WORDS = new Vocabulary(DOPPELKOPF_WORDS);

// Each detail a literal call of t, so that `npm run l10n` exports it.
export const ROUND_DIRECTIVES: readonly DirectiveDoc[] = [
  directive('re', (t) => t('the Re party: re P1 P2')),
  directive('solo', (t) => t('a solo: solo P KIND [duty [forced]]')),
  directive('marriage', (t) => t('Hochzeit: marriage P with Q | marriage P alone')),
  directive('silent-marriage', (t) => t('stille Hochzeit: silent-marriage P')),
  directive('poverty', (t) => t('Armut: poverty P with Q')),
  directive('out', (t) => t('who sits out this round')),
  directive('cards', (t) => t('card points: cards re N [kontra M]')),
  directive('tricks', (t) => t('trick counts: tricks re N [kontra M]')),
  directive('announce', (t) => t('announcement: announce PARTY [no90|no60|no30|black]')),
  directive('extras', (t) => t('special points: extras PARTY fox|doppelkopf|karlchen…')),
  directive('bock', (t) => t('a bock round [N]')),
  directive('penalty', (t) => t('penalty points, never a game: penalty P N [to Q [M]]')),
  directive('bock-trigger', (t) => t('this game starts N bock rounds: bock-trigger [N] (no N: 1; 0: none)')),
  directive('score', (t) => t('points written on the sheet: score P ±N …')),
  directive('total', (t) => t('running totals written on the sheet: total P N …')),
];

const SOLO_KINDS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'];
const LEVELS = ['no90', 'no60', 'no30', 'black'];
const EXTRAS = ['fox', 'doppelkopf', 'karlchen'];

/** The deck: with nines (48 cards) unless the rules play without them. */
export function cardRanks(rules: ResolvedRules | undefined): readonly Rank[] {
  return ['A', '10', 'K', 'Q', 'J', ...(rules && !doppelkopfRules(rules.values).nines ? [] : (['9'] as const))];
}

/** `forced` after `solo P KIND [duty]`: a forced duty solo (Vorführung). */
function forcedSolo(t: Translate): Suggestion[] {
  return values(['forced'], 'value', t('forced duty solo (Vorführung): the next player deals'));
}

/** What may follow the keyword of a round line; undefined for a header line or a line of no Doppelkopf round. */
export function complete(line: CompletionLine): Suggestion[] | undefined {
  if (!line.inRound) return undefined;
  const { args, players, t } = line;
  const n = args.length;
  const sides = values(['re', 'kontra'], 'name');
  switch (line.keyword) {
    case 're':
    case 'out':
      return names(players, args);
    case 'solo':
      return n === 0
        ? names(players)
        : n === 1
          ? values(SOLO_KINDS)
          : n === 2
            ? [...values(['duty'], 'value', t('Pflichtsolo')), ...forcedSolo(t)]
            : n === 3 && WORDS.canonicalWord('duty', args[2]) === 'duty'
              ? forcedSolo(t)
              : [];
    case 'marriage':
      return n === 0
        ? names(players)
        : n === 1
          ? values(['with', 'alone'])
          : n === 2 && WORDS.canonicalWord('marriage', args[1]) === 'with'
            ? names(players, [args[0]])
            : [];
    case 'poverty':
      return n === 0 ? names(players) : n === 1 ? values(['with']) : n === 2 ? names(players, [args[0]]) : [];
    case 'penalty':
      // `penalty P N [to Q [M]]`: who pays, the points (TSR: 3), `to`, whom.
      return n === 0
        ? names(players)
        : n === 1
          ? values(['3'], 'number', t('TSR minor breach: the others +1 each'))
          : n === 2
            ? values(['to'], 'value', t('the points go to one player'))
            : n === 3 && WORDS.canonicalWord('penalty', args[2]) === 'to'
              ? names(players, [args[0]])
              : [];
    case 'silent-marriage':
      return n === 0 ? names(players) : [];
    case 'cards':
    case 'tricks':
      return sidesLeft(sides, args);
    case 'announce':
      return n === 0 ? sides : n === 1 ? values(LEVELS) : [];
    case 'extras':
      return n === 0 ? sides : values(EXTRAS);
    case 'bock-trigger':
      return n === 0
        ? [
            { label: '1', kind: 'number', detail: t('one bock round (as with no number)') },
            { label: '2', kind: 'number', detail: t('two bock rounds') },
            { label: '0', kind: 'number', detail: t('no bock round, even where the game meets a trigger') },
          ]
        : [];
  }
  return undefined;
}
