// Helpers every directive parser uses: the directive's range, missing and surplus arguments.

import { msg, type Message } from '../messages';
import type { ParseContext } from './context';
import type { Directive, LexedLine, Lexeme } from './lexer';
import type { Range } from './types';
import type { WordClass } from '../words/vocabulary';

/** A message built only when a problem needs it: most lines are fine, and their usage texts would be garbage. */
export type LazyMessage = Message | (() => Message);

export function force(m: LazyMessage): Message {
  return typeof m === 'function' ? m() : m;
}

// (A directive line's shape lives beside the lexed line it is cut from.)
export type { Directive } from './lexer';

/** The directive of a lexed line (filled into `into` if given); undefined for a blank or comment-only line. */
export function toDirective(ctx: ParseContext, line: LexedLine, into?: Directive): Directive | undefined {
  const { lexemes } = line;
  const keyword = lexemes[0];
  if (!keyword) return undefined;
  // A quoted first word is never a keyword; '' matches nothing and is reported as unknown.
  const k = keyword.quoted ? '' : ctx.words.keyword(keyword.text);
  const written = keyword.quoted ? '' : ctx.words.lower(keyword.text);
  if (!into) return { line, keyword, k, written, args: lexemes.slice(1) };
  into.line = line;
  into.keyword = keyword;
  into.k = k;
  into.written = written;
  into.args = ctx.reader.argsOfLine();
  return into;
}

/** The whole directive from its keyword to its last argument (the comment left out). */
export function directiveRange(ctx: ParseContext, d: Directive): Range {
  return ctx.span(d.line, d.keyword, d.args.length ? d.args[d.args.length - 1] : d.keyword);
}

/** Where the directive ends: the end of its last argument (or of the keyword). */
export function directiveEnd(ctx: ParseContext, d: Directive): Range['end'] {
  return ctx.range(d.line, d.args.length ? d.args[d.args.length - 1] : d.keyword).end;
}

export function keywordRange(ctx: ParseContext, d: Directive): Range {
  return ctx.range(d.line, d.keyword);
}

/** Reports a required argument that is not there, on the keyword (or the token it should follow). */
/** Returns undefined so a parser can `return reportMissing(…)` when the directive cannot be built. */
export function reportMissing(ctx: ParseContext, d: Directive, message: Message, after?: Lexeme): undefined {
  ctx.report('missing-argument', ctx.range(d.line, after ?? d.keyword), message);
  return undefined;
}

/** Reports arguments from index `from` on as surplus, in one problem covering all of them. */
export function reportExtra(ctx: ParseContext, d: Directive, from: number, usage: LazyMessage): void {
  const { args } = d;
  if (args.length <= from) return;
  const rest = args
    .slice(from)
    .map((a) => a.text)
    .join(' ');
  const shown = rest.length > 60 ? `${rest.slice(0, 57)}…` : rest;
  ctx.report(
    'unexpected-argument',
    ctx.span(d.line, args[from], args[args.length - 1]),
    msg('unexpected-argument.extra', { shown, usage: force(usage) }),
  );
}

/** True for an unquoted word that means `canonical` where words of `cls` are read (`mit` is `with`). */
export function isWord(ctx: ParseContext, lx: Lexeme | undefined, cls: WordClass, canonical: string): boolean {
  return !!lx && !lx.quoted && ctx.words.read(cls, lx.text) === canonical;
}
