// Completion of Belote and Coinche: the header's teams and target, the lines a round of each kind may have, and what
// may follow each of their keywords.

import type { GameKind, Rank } from '../../../format/ast';
import { directive, names, sidesLeft, values } from '../../editorKit';
import type { CompletionLine, DirectiveDoc, Suggestion } from '../../game';

// Each detail a literal call of t, so that `npm run l10n` exports it.
export const HEADER_DIRECTIVES: readonly DirectiveDoc[] = [
  directive('teams', (t) => t('names of the two teams (1st+3rd, 2nd+4th)')),
  directive('target', (t) => t('points that end a game')),
];

const BELOTE_ROUND: readonly DirectiveDoc[] = [
  directive('taker', (t) => t('who took: taker P')),
  directive('trump', (t) => t('trump: trump SUIT')),
  directive('cards', (t) => t('card points without the last trick: cards TEAM N [TEAM M]')),
  directive('last', (t) => t('who won the last trick (dix de der)')),
  directive('belote', (t) => t('belote-rebelote: belote TEAM')),
  directive('announce', (t) => t('announcements: announce TEAM ITEM…')),
  directive('capot', (t) => t('TEAM took all 8 tricks')),
  directive('score', (t) => t('points written on the sheet: score TEAM N TEAM N')),
  directive('total', (t) => t('running totals written on the sheet')),
];
const COINCHE_ROUND: readonly DirectiveDoc[] = [
  directive('contract', (t) => t('the contract: contract P VALUE SUIT [coinche|surcoinche]')),
  ...BELOTE_ROUND.filter(({ label }) => label !== 'taker' && label !== 'trump'),
  directive('generale', (t) => t('P alone took all 8 tricks')),
];

export function roundDirectives(kind: GameKind): readonly DirectiveDoc[] {
  return kind === 'coinche' ? COINCHE_ROUND : BELOTE_ROUND;
}

/** A deck of 32 cards. */
const RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

export function cardRanks(): readonly Rank[] {
  return RANKS;
}

const ANNOUNCEMENTS = [
  'tierce',
  'fifty',
  'hundred',
  'four-jacks',
  'four-nines',
  'four-aces',
  'four-tens',
  'four-kings',
  'four-queens',
];
const TRUMPS = ['clubs', 'spades', 'hearts', 'diamonds', 'no-trump', 'all-trump'];
const CONTRACTS = [...Array.from({ length: 9 }, (_, i) => String(80 + 10 * i)), 'capot', 'generale'];

/** What may follow the keyword of a line: the header's target, a round's lines; undefined for any other line. */
export function complete(line: CompletionLine): Suggestion[] | undefined {
  const { args, players, teams } = line;
  const n = args.length;
  // The usual target of the kind first (Coinche is played to 2000, Belote to 1000), then the other.
  if (line.keyword === 'target')
    return n === 0 ? values(line.kind === 'coinche' ? ['2000', '1000'] : ['1000', '2000'], 'number') : [];
  if (!line.inRound) return undefined;
  const sides = names(teams);
  switch (line.keyword) {
    case 'taker':
    case 'generale':
      return n === 0 ? names(players) : [];
    case 'cards':
    case 'tricks':
      return sidesLeft(sides, args);
    case 'announce':
      return n === 0 ? sides : values(ANNOUNCEMENTS);
    case 'last':
    case 'belote':
    case 'capot':
      return n === 0 ? sides : [];
    case 'trump':
      return n === 0 ? values(TRUMPS) : [];
    case 'contract':
      if (n === 0) return names(players);
      if (n === 1) return values(CONTRACTS, 'number');
      if (n === 2) return values(TRUMPS);
      return n === 3 ? values(['coinche', 'surcoinche']) : [];
  }
  return undefined;
}
