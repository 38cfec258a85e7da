// `game points` in the editor: completion of its header and rounds, the Add round form's `score` line, a new sheet's
// questions, its snippets and what its rule switches mean. Each text a literal call of t (`npm run l10n`).

import type { GameKind } from '../../../format/ast';
import { writeName } from '../../../text/names';
import type { Translate } from '../../../text/translate';
import { directive, values, whole } from '../../editorKit';
import type { CompletionLine, DirectiveDoc, GameEditor, RoundInput, RoundWords, Suggestion } from '../../game';
import { MAX_PLAYERS, MIN_PLAYERS } from '../syntax';

const HEADER_DIRECTIVES: readonly DirectiveDoc[] = [
  directive('target', (t) => t('points that end a game (with lowest-wins: going over them)')),
];

const ROUND_DIRECTIVES: readonly DirectiveDoc[] = [
  directive('score', (t) => t('each player’s points this round: score P N P N …')),
  directive('total', (t) => t('running totals written on the sheet: total P N …')),
];

/** The Add round form's answers: each player's points (a player left out scores 0, with a warning). */
export type PointsRoundInput = {
  game: 'points';
  points?: Record<string, number | undefined>;
};

function complete(line: CompletionLine): Suggestion[] | undefined {
  if (line.keyword === 'target') return line.args.length === 0 ? values(['500', '1000', '100'], 'number') : [];
  if (!line.inRound) return undefined;
  // `score` and `total` are completed by the language layer with the names and the computed numbers.
  return undefined;
}

/** The round's one line: `score P N P N …` in the players' order, in the sheet's word for `score`. */
function roundLines(input: RoundInput, w: RoundWords): string[] {
  const r = input as PointsRoundInput;
  const entries = Object.entries(r.points ?? {})
    .map(([name, v]) => [name, whole(v)] as const)
    .filter((e): e is readonly [string, number] => e[1] !== undefined);
  if (!entries.length) return [];
  return [`${w.word('directive', 'score')} ${entries.map(([n, v]) => `${writeName(n)} ${v}`).join(' ')}`];
}

function withNames(input: RoundInput, written: (name: string) => string): RoundInput {
  const r = input as PointsRoundInput;
  if (!r.points) return input;
  const points: Record<string, number | undefined> = {};
  for (const [n, v] of Object.entries(r.points)) points[written(n)] = v;
  return { ...input, points };
}

export const pointsEditor: GameEditor = {
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  headerDirectives: HEADER_DIRECTIVES,
  roundDirectives: (_kind: GameKind) => ROUND_DIRECTIVES,
  complete,
  showsWorking: (item) => item.kind === 'score' || item.kind === 'total',
  scoreNames: (sheet) => sheet.document.header.players.map((p) => p.text),
  sideWords: [],
  missingCardsSide: () => undefined,
  fixes: {},
  roundLines,
  withNames,
  newSheet: () => ({
    label: 'Points',
    playersPrompt: (t: Translate) => t('2 to 12 names in playing order, separated by spaces or commas'),
    ends: { ask: 'stake' },
  }),
  presetDescriptions: {
    standard: (t) => t('points per player per round; the switches say how the sheet is kept'),
  },
  switchDescriptions: {
    'zero-sum': (t) => t('every row sums to 0 (Schafkopf, Skat lists in ± form)'),
    'lowest-wins': (t) => t('the lowest total wins (Rommé, Canasta penalties); off: the highest'),
    target: (t) =>
      t('a game ends when someone reaches N points (with lowest-wins: goes over N); off: one game, no end'),
  },
  snippets: {
    rounds: [
      {
        prefixes: ['round-points', 'rpts'],
        description: (t) => t('A new round of a points sheet: each player’s points'),
        body: ['round', '  score ${1:P1} ${2:0} ${3:P2} ${4:0}', '$0'],
      },
    ],
    header: [
      {
        prefixes: ['header-points', 'hpts'],
        description: (t) => t('The header of a points sheet (Rommé, Canasta, Wizard, Skat lists …)'),
        body: [
          'game points',
          'title ${1:Rommé}',
          'players ${2:Anna Ben Clara}',
          'set lowest-wins ${3|off,on|}',
          'set zero-sum ${4|off,on|}',
          'stake ${5:0.01} EUR',
          '',
          '$0',
        ],
      },
    ],
  },
};
