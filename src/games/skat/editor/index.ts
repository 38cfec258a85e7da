// Skat in the editor: its lines for completion, the names a `score` line pairs with numbers, a new sheet's questions,
// its snippets, and what its presets and switches mean. Completion of the arguments, the round form and the quick
// fixes beyond the ones the steps attach are still to come.

import type { GameEditor, DirectiveDoc, RoundInput } from '../../game';
import type { Translate } from '../../../text/translate';
import { SKAT_ROUND_DIRECTIVES } from '../syntax';
import { SWITCH_DESCRIPTIONS } from './switches';

const ROUND_DOCS: readonly DirectiveDoc[] = SKAT_ROUND_DIRECTIVES.filter(
  (k) => !['dealer', 'hand', 'trick'].includes(k),
).map((label) => ({ label, detail: (t: Translate) => t('a line of a Skat game: {0}', label) }));

export const skatEditor: GameEditor = {
  players: { min: 3, max: 5 },
  headerDirectives: [],
  roundDirectives: () => ROUND_DOCS,
  complete: () => undefined,
  showsWorking: (item) => item.kind === 'skat' && item.fact.type === 'declarer',
  scoreNames: (sheet) => sheet.document.header.players.map((p) => p.text),
  sideWords: [],
  missingCardsSide: () => undefined,
  fixes: {},
  roundLines: (input: RoundInput) => {
    const declarer = typeof input.declarer === 'string' ? input.declarer : undefined;
    return declarer ? [`declarer ${declarer}`] : [];
  },
  withNames: (input) => input,
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
