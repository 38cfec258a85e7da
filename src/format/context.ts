// The state shared while parsing one part of a document (its header, or one round): the game and its sides, the
// header, the problems found, and the helpers that turn lexemes into tokens, numbers and names.

import type { GameKind, Header, Name, Num, Token } from './ast';
import type { WordTable } from './intern';
import type { Lexeme, LexedLine } from './lexer';
import type { DocumentReader } from './reader';
import type { NameMode, NameTable, SheetSides } from './names';
import { msg, render, type Message } from '../messages';
import type { FormatCode } from './codes';
import type { Ex } from '../messages/examples';
import type { WordClass } from '../words/vocabulary';
import { closestMatch } from '../text/distance';
import { writeName } from '../text/names';
import type { Fix, MovablePosition, Problem, Range, Severity, TextEdit } from './types';
import { parseInteger } from './values';

export type { NameMode } from './names';

/** A safety net for the editor: a parser bug must not take the diagnostics of a file down with it. */
export function internalError(e: unknown, line: number): Problem {
  return problem(
    'internal-error',
    'error',
    { start: { line, character: 0 }, end: { line, character: 0 } },
    msg('internal-error', { error: e instanceof Error ? e.message : String(e) }),
  );
}

/** A problem with its message as data and in English (`message`, for readers that know no catalog). */
function problem(code: FormatCode, severity: Severity, range: Range, m: Message, fix?: Fix): Problem {
  const message = render(m);
  return fix ? { code, severity, range, message, msg: m, fix } : { code, severity, range, message, msg: m };
}

/** A one-click repair whose title is a message. */
export function fixOf(title: Message, edits: TextEdit[]): Fix {
  return { title: render(title), titleMsg: title, edits };
}

export class ParseContext {
  /** The problems found (a new list per round part: see `startPart`). */
  problems: Problem[] = [];
  /** Per problem, the stage that found it: ties at one position keep the order of the stages. */
  readonly stages: number[] = [];
  stage = 0;

  constructor(
    readonly header: Header,
    public game: GameKind | undefined,
    /** The sides its rounds name: the game's (SyntaxSet.sides), set with `game`. */
    public sides: SheetSides,
    /** Undefined while the header is being read: header lines resolve no names. */
    public names: NameTable | undefined,
    /** Lexes the lines (one reader for a whole document: its lexemes are reused line after line). */
    readonly reader: DocumentReader,
  ) {
    this.words = reader.words;
  }

  /** The document's words: one string object per distinct word, and their folded forms. */
  readonly words: WordTable;

  report(code: FormatCode, range: Range, message: Message, severity: Severity = 'error', fix?: Fix): void {
    this.problems.push(problem(code, severity, range, message, fix));
    this.stages.push(this.stage);
  }

  /**
   * Where every position made for this part goes, when kept (a round read for the incremental analysis): every
   * position of a round part is made by `range` (or is the empty round's, or an internal error's, which roundPart.ts
   * adds), so the analysis moves a round's lines without walking its objects.
   */
  positions: MovablePosition[] | undefined = undefined;

  /**
   * Starts the next round part with this context (a round reader keeps one for all its rounds: a context per round
   * was a tenth of what parsing a long sheet allocated, and all of it garbage but the problems).
   */
  startPart(positions: MovablePosition[] | undefined): void {
    this.problems = [];
    this.stages.length = 0;
    this.stage = 0;
    this.positions = positions;
  }

  /** The range of a lexeme, made once and shared by the token, its problems and the spans that end on it. */
  range(line: LexedLine, lx: Lexeme): Range {
    if (lx.range) return lx.range;
    const r = (lx.range = {
      start: { line: line.line, character: lx.start },
      end: { line: line.line, character: lx.end },
    });
    this.positions?.push(r.start, r.end);
    return r;
  }

  /** From the start of `a` to the end of `b` on one line. */
  span(line: LexedLine, a: Lexeme, b: Lexeme): Range {
    return a === b ? this.range(line, a) : { start: this.range(line, a).start, end: this.range(line, b).end };
  }

  token(line: LexedLine, lx: Lexeme): Token {
    return { text: lx.text, range: this.range(line, lx), quoted: lx.quoted };
  }

  /** A token in a vocabulary position, with the canonical `word` it means there. */
  word(line: LexedLine, lx: Lexeme, cls: WordClass, word = this.words.read(cls, lx.text)): Token {
    return { text: lx.text, range: this.range(line, lx), quoted: lx.quoted, word };
  }

  /** A number, or a `bad-number` problem naming what the number was for. */
  number(line: LexedLine, lx: Lexeme, expected: Message | (() => Message)): Num | undefined {
    const num = this.numberOf(line, lx);
    if (!num) {
      const m = typeof expected === 'function' ? expected() : expected;
      this.report('bad-number', this.range(line, lx), msg('bad-number.expected', { text: lx.text, expected: m }));
    }
    return num;
  }

  /** A number, or undefined (and no problem) when the lexeme is none. */
  numberOf(line: LexedLine, lx: Lexeme): Num | undefined {
    const value = lx.quoted ? undefined : parseInteger(lx.text);
    return value === undefined ? undefined : { value, text: lx.text, range: this.range(line, lx) };
  }

  private examples?: Ex;

  /** The file's players and teams, for the examples inside messages. */
  get ex(): Ex {
    return (this.examples ??= {
      players: this.header.players.map((p) => p.text),
      teams: (this.header.teams ?? []).map((t) => t.text),
    });
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
      // The quick fix that writes the suggestion is the editor's (src/language/problemFixes.ts closestNameFix).
      this.report('unknown-name', range, this.unknown(mode, lx, this.suggestName(mode, lx)));
    }
    return { text, range, quoted: lx.quoted, key };
  }

  /** The known name closest to a misspelt one (`Bne` → Ben): players, and where a side may stand, teams and parties. */
  private suggestName(mode: NameMode, lx: Lexeme): string | undefined {
    const forms = this.header.players.map((p) => p.text);
    if (mode !== 'player') {
      if (this.sides.teams) forms.push(...(this.header.teams ?? []).map((t) => t.text));
      else forms.push(...this.sides.parties.keys());
    }
    // About one typo per three letters, as the quick fix judges it.
    const best = closestMatch(lx.text, forms, () => Math.max(1, Math.floor(lx.text.length / 3)));
    return best && best.distance > 0 ? writeName(best.candidate) : undefined;
  }

  private unknown(mode: NameMode, lx: Lexeme, hint?: string): Message {
    const name = lx.text;
    const players = this.header.players.map((p) => p.text);
    if (mode === 'player') {
      const isParty = !lx.quoted && this.sides.parties.has(name.toLowerCase());
      const party = isParty ? this.sides.partyWords?.notPlayer({ name, players, hint }) : undefined;
      return party ?? msg('unknown-name.player', { name, players, hint });
    }
    if (!this.sides.teams) {
      // The game's parties as its sheets write them (`re`, `kontra`); a game without any expects a player only.
      const parties = [...this.sides.parties.keys()];
      if (!parties.length) return msg('unknown-name.player', { name, players, hint });
      return msg('unknown-name.side', { name, parties, players, hint });
    }
    const teams = (this.header.teams ?? []).map((t) => t.text);
    return msg('unknown-name.side-team', { name, teams, players, hint });
  }
}
