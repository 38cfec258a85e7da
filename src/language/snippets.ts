// The sheet's snippets (a new round or header in one go), offered by the completion with descriptions in the display
// language: VS Code has no way to translate a contributed snippets file, so they are served here instead.

import { lexLine } from '../format/lexer';
import { english, type Translate } from './messages';

export interface ScoreSnippet {
  /** What to type: the long prefix and the short one. */
  prefixes: string[];
  /** What it adds, in the display language. */
  description: string;
  /** VS Code snippet syntax (`${1:P1}`, `${2|a,b|}`, `$0`). */
  body: string;
}

/** Each description a literal call of t, so that `npm run l10n` exports it. */
const SNIPPETS: { prefixes: string[]; description: (t: Translate) => string; body: string[] }[] = [
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
  {
    prefixes: ['header-belote', 'hbel'],
    description: (t) => t('The header of a Belote or Coinche game'),
    body: ['game ${1|belote,coinche|}', 'players ${2:Nord Ost Süd West}', 'rules ${3|house,official|}', '', '$0'],
  },
];

/** The snippets where a line's first word is typed (not in a comment or a quoted name); none elsewhere. */
export function snippetsAt(prefix: string, line: number, t: Translate = english): ScoreSnippet[] {
  const lexed = lexLine(prefix, line);
  if (lexed.commentStart !== undefined) return [];
  const lex = lexed.lexemes;
  const typing = lex.length > 0 && lex[lex.length - 1].end === prefix.length;
  if (lex.length > (typing ? 1 : 0) || lex.some((l) => l.quoted || l.unterminated)) return [];
  return SNIPPETS.map((s) => ({ prefixes: s.prefixes, description: s.description(t), body: s.body.join('\n') }));
}
