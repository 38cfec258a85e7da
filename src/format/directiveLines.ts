// What every directive line gets, in the header part or a round part: read and lexed, its open quotes reported, and
// whether a line of the rounds section can be read as a fact (both parts read rounds-section lines).

import { msg } from '../messages';
import type { ParseContext } from './context';
import { firstTokenStart, type LexedLine } from './lexer';
import { toDirective, type Directive } from './lineArgs';
import type { SyntaxSet } from './syntax';

/**
 * Lexes line `i` of `lines` (`firstLine + i` in the editor); undefined for a line without a directive.
 * Its lexemes are valid until the next line is read, unless `keep` is set.
 */
export function readLine(
  ctx: ParseContext,
  lines: readonly string[],
  i: number,
  firstLine: number,
  keep = false,
): Directive | undefined {
  const text = lines[i];
  if (firstTokenStart(text) < 0) return undefined;
  const { reader } = ctx;
  return toDirective(ctx, reader.read(text, firstLine + i, keep), keep ? undefined : reader.directive);
}

/** `unterminated-quote` for each quote of the line left open (a title is free text: its quotes are no names). */
export function reportOpenQuotes(ctx: ParseContext, d: Directive): void {
  if (d.k === 'title') return;
  const line: LexedLine = d.line;
  for (let ix = 0; ix < line.lexemes.length; ix++) {
    const lx = line.lexemes[ix];
    if (lx.unterminated) {
      ctx.report('unterminated-quote', ctx.range(line, lx), msg('unterminated-quote'));
    }
  }
}

/**
 * The problems a line of the rounds section can have before its arguments are read (no directive,
 * another game's directive, a fact outside any round); true when the line can be read as a fact.
 */
export function acceptRoundLine(ctx: ParseContext, syntaxes: SyntaxSet, d: Directive, inRound: boolean): boolean {
  if (!syntaxes.isRoundDirective(d.k)) {
    // A value word at the start of a line (`tierce`, `kontra`) was not meant as a directive.
    const hint = d.k && !syntaxes.words.isValueWord(d.k) ? syntaxes.suggestKeyword(d.k, ctx.game) : undefined;
    const word = d.keyword.text.length > 30 ? `${d.keyword.text.slice(0, 27)}…` : d.keyword.text;
    ctx.report(
      'unknown-directive',
      ctx.range(d.line, d.keyword),
      !hint
        ? msg('unknown-directive.none', { word })
        : hint.form === hint.canonical
          ? msg('unknown-directive.suggest', { word, hint: hint.form })
          : msg('unknown-directive.suggest-alias', { word, hint: hint.form, canonical: hint.canonical }),
    );
    return false;
  }
  const owners = syntaxes.wrongGameFor(d.k, ctx.game);
  if (owners) {
    ctx.report(
      'wrong-game',
      ctx.range(d.line, d.keyword),
      msg('wrong-game', { keyword: d.written, owners, game: ctx.game! }),
    );
    return false;
  }
  if (!inRound) {
    const why = syntaxes.outsideRound(d.k, ctx.game, d.written) ?? msg('outside-round', { keyword: d.written });
    ctx.report('outside-round', ctx.range(d.line, d.keyword), why);
    return false;
  }
  return true;
}
