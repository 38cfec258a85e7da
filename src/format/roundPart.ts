// One round of a document, parsed on its own: from its `round` line up to (not including) the next.

import { msg } from '../messages';
import type { Round, RoundItem } from './ast';
import { fixOf, internalError, ParseContext } from './context';
import { acceptRoundLine, readLine, reportOpenQuotes } from './directiveLines';
import type { HeaderPart } from './headerPart';
import { isHeaderDirective } from './keywords';
import type { DocumentReader } from './reader';
import { directiveEnd, directiveRange, type Directive } from './lineArgs';
import { parseCommonItem } from './sharedItems';
import { COMMON_LINES, type SyntaxSet } from './syntax';
import type { MovablePosition, Problem, Range } from './types';
import { parseInteger } from './values';

/** One round and the problems on its own lines. */
export interface RoundPart {
  round: Round;
  problems: Problem[];
  /**
   * Every position the part holds (in its round and its problems), each once: kept by a reader made for the
   * incremental analysis, which moves them when lines are added or removed above the round (docs/incremental.md,
   * rule 2): the one list through which they move.
   */
  positions?: MovablePosition[];
}

/** A line the format reads itself, or one the game's syntax reads (acceptRoundLine has let only those through). */
function parseItem(ctx: ParseContext, syntaxes: SyntaxSet, d: Directive): RoundItem | undefined {
  const bare = d.args.length === 0 && !!syntaxes.of(ctx.game)?.bareCommonLines?.includes(d.k);
  if (COMMON_LINES.has(d.k) && !bare) return parseCommonItem(ctx, d);
  return syntaxes.readerOf(d.k, ctx.game)?.readItem(ctx, d);
}

/**
 * A round while its lines are read: the one place a Round is written. Once read it is shared by every analysis that
 * reuses it (docs/incremental.md, rule 1), read-only.
 */
type RoundBeingRead = Omit<{ -readonly [K in keyof Round]: Round[K] }, 'rejected'> & { rejected?: string[] };

function startRound(ctx: ParseContext, d: Directive, index: number): RoundBeingRead {
  const headerRange = directiveRange(ctx, d);
  const round: RoundBeingRead = { index, number: undefined, headerRange, range: headerRange, items: [] };
  const arg = d.args[0];
  if (arg) {
    const value = arg.quoted ? undefined : parseInteger(arg.text);
    if (value === undefined || value < 1) {
      ctx.report(
        'bad-number',
        ctx.range(d.line, arg),
        msg('bad-number.round', { text: arg.text, keyword: d.written, index }),
      );
    } else {
      const range = ctx.range(d.line, arg);
      round.number = { value, text: arg.text, range };
      if (value !== index) {
        ctx.report(
          'round-number',
          range,
          msg('round-number', { index, text: arg.text }),
          'warning',
          fixOf(msg('round-number.fix', { index }), [{ range, newText: String(index) }]),
        );
      }
    }
    if (d.args.length > 1) {
      const rest = d.args.slice(1);
      ctx.report(
        'unexpected-argument',
        ctx.span(d.line, rest[0], rest[rest.length - 1]),
        msg('unexpected-argument.round', { keyword: d.written }),
      );
    }
  }
  return round;
}

/** Stable by position: problems of one line come in the order they were found, as for the whole document. */
export function byPosition(a: Problem, b: Problem): number {
  return a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
}

/** Reads the rounds of a document, one at a time, against its header part (which it never changes). */
export class RoundReader {
  constructor(
    private readonly head: HeaderPart,
    private readonly reader: DocumentReader,
    /** Every game's syntax (the header part's was read with the same). */
    private readonly syntaxes: SyntaxSet,
    /** Keep each part's positions (RoundPart.positions), for the incremental analysis. */
    private readonly keepPositions = false,
  ) {}

  /** The context of every round this reader reads (its header, game and names are the same for all). */
  private ctx: ParseContext | undefined;

  /**
   * Parses lines [from, to) as round number `index` (1-based); `from` is the round's `round` line.
   * Header-directive lines inside the round belong to the header part and are skipped. Never throws.
   */
  read(lines: readonly string[], from: number, to: number, firstLine: number, index: number): RoundPart {
    try {
      return this.parse(lines, from, to, firstLine, index);
    } catch (e) {
      const problem = internalError(e, firstLine + from);
      const at = problem.range;
      const part: RoundPart = {
        round: { index, number: undefined, headerRange: at, range: at, items: [] },
        problems: [problem],
      };
      if (this.keepPositions) part.positions = [at.start, at.end];
      return part;
    }
  }

  private parse(lines: readonly string[], from: number, to: number, firstLine: number, index: number): RoundPart {
    const { head, reader } = this;
    const { syntaxes } = this;
    const ctx = (this.ctx ??= new ParseContext(head.header, head.game, syntaxes.sides(head.game), head.names, reader));
    const positions: MovablePosition[] | undefined = this.keepPositions ? [] : undefined;
    ctx.startPart(positions);
    let round: RoundBeingRead | undefined;
    const items = reader.items;
    items.start();
    let lastEnd: Range['end'] | undefined;
    for (let i = from; i < to; i++) {
      const d = readLine(ctx, lines, i, firstLine);
      if (!d) continue;
      if (isHeaderDirective(d.k)) continue;
      reportOpenQuotes(ctx, d);
      if (!round) {
        round = startRound(ctx, d, index);
        continue;
      }
      // Every line of a round widens its range, even one with a problem: the user wrote it there.
      lastEnd = directiveEnd(ctx, d);
      if (!acceptRoundLine(ctx, syntaxes, d, true)) continue;
      const item = parseItem(ctx, syntaxes, d);
      if (item) items.push(item);
      else (round.rejected ??= []).push(d.k);
    }
    if (!round) {
      round = emptyRound(firstLine + from, index);
      positions?.push(round.headerRange.start, round.headerRange.end);
    }
    if (lastEnd) round.range = { start: round.headerRange.start, end: lastEnd };
    if (items.length) round.items = items.finish();
    ctx.problems.sort(byPosition);
    return positions ? { round, problems: ctx.problems, positions } : { round, problems: ctx.problems };
  }
}

/** Only for a caller whose `from` is no `round` line: an empty round at that line. */
function emptyRound(line: number, index: number): RoundBeingRead {
  const at = { start: { line, character: 0 }, end: { line, character: 0 } };
  return { index, number: undefined, headerRange: at, range: at, items: [] };
}
