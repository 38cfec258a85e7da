// The sheet's snippets (a new round or header in one go), offered by the completion with descriptions in the display
// language: VS Code has no way to translate a contributed snippets file, so they are served here instead. Each game
// brings its own (GameModule.editor.snippets).

import { lexLine } from '../format/lexer';
import type { GameModule, GameSnippet } from '../games/game';
import { english, type Translate } from './messages';

export interface ScoreSnippet {
  /** What to type: the long prefix and the short one. */
  prefixes: string[];
  /** What it adds, in the display language. */
  description: string;
  /** VS Code snippet syntax (`${1:P1}`, `${2|a,b|}`, `$0`). */
  body: string;
}

/**
 * The snippets where a line's first word is typed (not in a comment or a quoted name); none elsewhere: every game's
 * new rounds, then every game's header.
 */
export function snippetsAt(
  prefix: string,
  line: number,
  games: readonly GameModule[],
  t: Translate = english,
): ScoreSnippet[] {
  const lexed = lexLine(prefix, line);
  if (lexed.commentStart !== undefined) return [];
  const lex = lexed.lexemes;
  const typing = lex.length > 0 && lex[lex.length - 1].end === prefix.length;
  if (lex.length > (typing ? 1 : 0) || lex.some((l) => l.quoted || l.unterminated)) return [];
  const shown = (s: GameSnippet): ScoreSnippet => ({
    prefixes: [...s.prefixes],
    description: s.description(t),
    body: s.body.join('\n'),
  });
  return [
    ...games.flatMap((g) => g.editor.snippets.rounds.map(shown)),
    ...games.flatMap((g) => g.editor.snippets.header.map(shown)),
  ];
}
