// A new Doppelkopf sheet: the New Score Sheet command's questions, what its preset is, and the snippets of a round
// and of an evening's header.

import type { GameSnippet, NewSheetForm } from '../../game';
import type { Translate } from '../../../text/translate';

export const NEW_SHEET: NewSheetForm = {
  label: 'Doppelkopf',
  playersPrompt: (t) => t('4 to 7 names in seating order, separated by spaces or commas'),
  ends: { ask: 'stake' },
};

export const PRESET_DESCRIPTIONS: Readonly<Record<string, (t: Translate) => string>> = {
  ddv: (t) => t('Deutscher Doppelkopf-Verband (house rules are set lines)'),
};

export const ROUND_SNIPPETS: readonly GameSnippet[] = [
  {
    prefixes: ['round-doppelkopf', 'rdk'],
    description: (t) => t('A new Doppelkopf round: Re party, card points, the score written on the sheet'),
    body: ['round', '  re ${1:P1} ${2:P2}', '  cards re ${3:121}', '  score ${4:P1 +1 P2 +1 P3 -1 P4 -1}', '$0'],
  },
  {
    prefixes: ['round-solo', 'rsolo'],
    description: (t) => t('A new Doppelkopf solo round'),
    body: [
      'round',
      '  solo ${1:P} ${2|queens,jacks,clubs,spades,hearts,diamonds,fleshless|}',
      '  cards re ${3:121}',
      '$0',
    ],
  },
];

export const HEADER_SNIPPETS: readonly GameSnippet[] = [
  {
    prefixes: ['header-doppelkopf', 'hdk'],
    description: (t) => t('The header of a Doppelkopf evening'),
    body: [
      'game doppelkopf',
      'title ${1:Doppelkopf}',
      'date ${CURRENT_YEAR}-${CURRENT_MONTH}-${CURRENT_DATE}',
      'players ${2:Anna Ben Clara Dora}',
      'rules ddv',
      'stake ${3:0.05} EUR',
      '',
      '$0',
    ],
  },
];
