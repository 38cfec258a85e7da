// Positions, ranges and problems: the vocabulary shared by the parser, the engines and every front end.

import type { Message } from '../messages';

/**
 * Zero-based line and UTF-16 column, like VS Code's Position. Read-only: one position object is shared by a token,
 * the spans and problems built from it and the engine's results (docs/incremental.md, rule 2); only the incremental
 * analyser moves it, through MovablePosition.
 */
export interface Position {
  readonly line: number;
  readonly character: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/**
 * A shared position as the code that moves it sees it (docs/incremental.md, rule 2): its line moves in place when
 * lines are added or removed above it, once for all who share it. Only a round part's list of its positions
 * (RoundPart.positions, filled by ParseContext.range), the analyser's move of them and the culprit search's move of a
 * slip's copied fix (moveTotalProblems) hold this type; everyone else reads a Position.
 */
export interface MovablePosition {
  line: number;
  readonly character: number;
}

export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface TextEdit {
  range: Range;
  newText: string;
}

/** A one-click repair the editor can offer; applied only when the user asks for it. */
export interface Fix {
  title: string;
  /** The title as data, for other languages (see src/messages). */
  titleMsg?: Message;
  edits: TextEdit[];
}

/**
 * Every problem found in a `.score` text. `code` is stable (quick fixes and docs key on it);
 * `range` covers the offending token; `message` says what is wrong and what was computed.
 */
export interface Problem {
  code: string;
  severity: Severity;
  range: Range;
  /** The English text of `msg`. */
  message: string;
  /** The message as data (id + arguments), rendered in any language by src/messages. */
  msg?: Message;
  fix?: Fix;
}

export function pos(line: number, character: number): Position {
  return { line, character };
}

export function range(line: number, start: number, end: number): Range {
  return { start: { line, character: start }, end: { line, character: end } };
}

export function spanRanges(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}
