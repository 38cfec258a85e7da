// Skat in the editor: its lines for completion and what may follow each keyword, the names a `score` line pairs with
// numbers, the Add round form's lines, a new sheet's questions, its snippets, and what its presets and switches mean.

import type { GameEditor, DirectiveDoc } from '../../game';
import type { Translate } from '../../../text/translate';
import { SKAT_ROUND_DIRECTIVES } from '../syntax';
import { cardRanks, complete } from './completion';
import { roundLines, withNames } from './roundEntry';
import { FIXES } from './fixes';
import { SWITCH_DESCRIPTIONS } from './switches';

const ROUND_DOCS: readonly DirectiveDoc[] = SKAT_ROUND_DIRECTIVES.filter(
  (k) => !['dealer', 'hand', 'trick'].includes(k),
).map((label) => ({ label, detail: (t: Translate) => t('a line of a Skat game: {0}', label) }));

export type { SkatRoundInput } from './roundEntry';

export const skatEditor: GameEditor = {
  players: { min: 3, max: 5 },
  headerDirectives: [],
  roundDirectives: () => ROUND_DOCS,
  cardRanks,
  complete,
  showsWorking: (item) => item.kind === 'skat' && item.fact.type === 'declarer',
  scoreNames: (sheet) => sheet.document.header.players.map((p) => p.text),
  sideWords: [],
  missingCardsSide: () => undefined,
  fixes: FIXES,
  roundLines,
  withNames,
  newSheet: () => ({
    label: 'Skat',
    playersPrompt: (t) => t('3 to 5 names in seating order; the first deals the first game'),
    ends: { ask: 'stake' },
  }),
  presetDescriptions: {
    isko: (t) => t('ISkO rules: the classic list'),
    tournament: (t) => t('ISkO with the Seeger-Fabian Wertung (tournaments, leagues)'),
    pub: (t) => t('pub rules: Kontra and Re'),
  },
  switchDescriptions: SWITCH_DESCRIPTIONS,
  snippets: {
    rounds: [
      {
        prefixes: ['round-skat', 'rskat'],
        description: (t) => t('A new Skat game: declarer, game, Spitzen, Augen'),
        body: [
          'round',
          '  declarer ${1:P} ${2|clubs,spades,hearts,diamonds,grand,null|} with ${3:1}',
          '  bid ${4:18}',
          '  cards ${5:61}',
          '$0',
        ],
      },
    ],
    header: [
      {
        prefixes: ['header-skat', 'hskat'],
        description: (t) => t('The header of a Skat list'),
        body: ['game skat', 'players ${1:Anna Ben Clara}', 'rules ${2|isko,tournament,pub|}', '', '$0'],
      },
    ],
  },
};
