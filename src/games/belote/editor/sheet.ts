// A new Belote or Coinche sheet: the New Score Sheet command's questions, what each preset is, and the snippets of a
// round of each kind and of a game's header.

import type { GameKind } from '../../../format/ast';
import type { Translate } from '../../../text/translate';
import type { GameSnippet, NewSheetForm } from '../../game';

const playersPrompt = (t: Translate): string =>
  t('4 names in seating order; partners sit opposite (1st and 3rd, 2nd and 4th)');

const BELOTE: NewSheetForm = { label: 'Belote', playersPrompt, ends: { ask: 'target', usual: 1000 } };
const COINCHE: NewSheetForm = { label: 'Coinche', playersPrompt, ends: { ask: 'target', usual: 2000 } };

export function newSheet(kind: GameKind): NewSheetForm {
  return kind === 'coinche' ? COINCHE : BELOTE;
}

export const PRESET_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  house: (t) => t('common house rules'),
  official: (t) => t('FFB official rules'),
};

export const ROUND_SNIPPETS: readonly GameSnippet[] = [
  {
    prefixes: ['round-belote', 'rbel'],
    description: (t) => t('A new Belote round: taker, trump, card points, last trick'),
    body: [
      'round',
      '  taker ${1:P}',
      '  trump ${2|clubs,spades,hearts,diamonds,no-trump,all-trump|}',
      '  cards ${3:TEAM} ${4:90}',
      '  last ${5:TEAM}',
      '$0',
    ],
  },
  {
    prefixes: ['round-coinche', 'rco'],
    description: (t) => t('A new Coinche round: contract, card points, last trick'),
    body: [
      'round',
      '  contract ${1:P} ${2:80} ${3|clubs,spades,hearts,diamonds,no-trump,all-trump|}',
      '  cards ${4:TEAM} ${5:90}',
      '  last ${6:TEAM}',
      '$0',
    ],
  },
];

export const HEADER_SNIPPETS: readonly GameSnippet[] = [
  {
    prefixes: ['header-belote', 'hbel'],
    description: (t) => t('The header of a Belote or Coinche game'),
    body: ['game ${1|belote,coinche|}', 'players ${2:Nord Ost Süd West}', 'rules ${3|house,official|}', '', '$0'],
  },
];
