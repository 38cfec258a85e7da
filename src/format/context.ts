// The state shared while parsing one part of a document (its header, or one round): the game, the
// header, the problems found, and the helpers that turn lexemes into tokens, numbers and names.

import type { GameKind, Header, Name, Num, Token } from './ast';
import type { WordTable } from './intern';
import type { Lexeme, LexedLine } from './lexer';
import type { DocumentReader } from './reader';
import { isBeloteFamily, type NameMode, type NameTable } from './names';
import type { Problem, Range, Severity, Fix } from './types';
import { parseInteger } from './values';

export type { NameMode } from './names';

/** A safety net for the editor: a parser bug must not take the diagnostics of a file down with it. */
export function internalError(e: unknown, line: number): Problem {
  return {
    code: 'internal-error',
    severity: 'error',
    range: { start: { line, character: 0 }, end: { line, character: 0 } },
    message: `The parser failed on this document (${e instanceof Error ? e.message : String(e)}); please report it.`,
  };
}

export class ParseContext {
  readonly problems: Problem[] = [];
  /** Per problem, the stage that found it: ties at one position keep the order of the stages. */
  readonly stages: number[] = [];
  stage = 0;

  constructor(
    readonly header: Header,
    public game: GameKind | undefined,
    /** Undefined while the header is being read: header lines resolve no names. */
    public names: NameTable | undefined,
    /** Lexes the lines (one reader for a whole document: its lexemes are reused line after line). */
    readonly reader: DocumentReader,
  ) {
    this.words = reader.words;
  }

  /** The document's words: one string object per distinct word, and their folded forms. */
  readonly words: WordTable;

  report(code: string, range: Range, message: string, severity: Severity = 'error', fix?: Fix): void {
    this.problems.push(fix ? { code, severity, range, message, fix } : { code, severity, range, message });
    this.stages.push(this.stage);
  }

  /** The range of a lexeme, made once and shared by the token, its problems and the spans that end on it. */
  range(line: LexedLine, lx: Lexeme): Range {
    return (lx.range ??= {
      start: { line: line.line, character: lx.start },
      end: { line: line.line, character: lx.end },
    });
  }

  /** From the start of `a` to the end of `b` on one line. */
  span(line: LexedLine, a: Lexeme, b: Lexeme): Range {
    return a === b ? this.range(line, a) : { start: this.range(line, a).start, end: this.range(line, b).end };
  }

  token(line: LexedLine, lx: Lexeme): Token {
    return { text: lx.text, range: this.range(line, lx), quoted: lx.quoted };
  }

  /** A number, or a `bad-number` problem naming what the number was for. */
  number(line: LexedLine, lx: Lexeme, what: string): Num | undefined {
    const value = lx.quoted ? undefined : parseInteger(lx.text);
    if (value === undefined) {
      this.report('bad-number', this.range(line, lx), `"${lx.text}" is not a whole number; expected ${what}.`);
      return undefined;
    }
    return { value, text: lx.text, range: this.range(line, lx) };
  }

  lookup(text: string, quoted: boolean, mode: NameMode): Name['ref'] {
    return this.names?.lookup(this.words.key(text), quoted, mode)?.ref;
  }

  /** Resolves a name of a round line; an unknown one keeps `ref` undefined and gets `unknown-name`. */
  name(line: LexedLine, lx: Lexeme, mode: NameMode): Name {
    const key = this.words.key(lx.text);
    const entry = this.names?.lookup(key, lx.quoted, mode);
    const text = lx.text;
    const range = this.range(line, lx);
    if (entry) return { text, range, quoted: lx.quoted, key: entry.key, ref: entry.ref };
    if (this.names?.hasPlayers) {
      // Without a players line every name would be unknown; `missing-players` already says so.
      this.report('unknown-name', range, `"${lx.text}" is not ${this.expected(mode, lx)}.`);
    }
    return { text, range, quoted: lx.quoted, key };
  }

  private expected(mode: NameMode, lx: Lexeme): string {
    const names = this.names!;
    const players = names.playerList;
    const belote = isBeloteFamily(this.game);
    const isParty = !lx.quoted && /^(re|kontra)$/i.test(lx.text) && !belote;
    if (mode === 'player') {
      return isParty
        ? `a player (here a player is needed, not a party); the players are ${players}`
        : `a player; the players are ${players}`;
    }
    if (belote) return `a team or a player; the teams are ${names.teamList}, the players ${players}`;
    return `re, kontra or a player; the players are ${players}`;
  }
}
