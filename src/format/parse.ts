// Entry point of the format: `.score` text → ScoreDocument (header, rounds, problems); never throws.

import type { Name, Round, RoundItem, ScoreDocument } from './ast';
import { ParseContext } from './context';
import { parseBeloteItem } from './beloteItems';
import { parseDoppelkopfItem } from './doppelkopfItems';
import { gameOf, parseHeaderLine } from './header';
import {
  canonicalKeyword,
  isHeaderDirective,
  isRoundDirective,
  suggestKeyword,
  wrongGameFor,
  GAME_TITLES,
} from './keywords';
import { lexLine, type LexedLine } from './lexer';
import { directiveRange, type Directive } from './lineArgs';
import { splitLines, stripBom } from './lines';
import { parseSharedItem } from './sharedItems';
import type { Range } from './types';
import { nameKey, parseInteger } from './values';

export { extractScoreBlocks } from './markdown';

const SHARED = new Set(['cards', 'augen', 'score', 'total', 'announce', 'hand', 'trick']);
const DOPPELKOPF_ONLY = new Set([
  're',
  'solo',
  'marriage',
  'silent-marriage',
  'poverty',
  'out',
  'tricks',
  'extras',
  'bock',
]);

function toDirective(line: LexedLine): Directive | undefined {
  const [keyword, ...args] = line.lexemes;
  if (!keyword) return undefined;
  // A quoted first word is never a keyword; '' matches nothing and is reported as unknown.
  return { line, keyword, k: keyword.quoted ? '' : canonicalKeyword(keyword.text), args };
}

/**
 * Parses one `.score` document. `firstLine` is added to every line number (a Markdown block's
 * first line), so ranges point into the file the user has open.
 */
export function parseScore(text: string, firstLine = 0): ScoreDocument {
  const ctx = new ParseContext();
  let lineCount = 1;
  let rounds: Round[] = [];
  try {
    const lines = splitLines(stripBom(text));
    lineCount = lines.length;
    const lexed = lines.map((t, i) => lexLine(t, firstLine + i));
    rounds = parseLines(ctx, lexed, firstLine);
  } catch (e) {
    // A safety net for the editor: a parser bug must not take the diagnostics of a file down with it.
    ctx.report(
      'internal-error',
      { start: { line: firstLine, character: 0 }, end: { line: firstLine, character: 0 } },
      `The parser failed on this document (${e instanceof Error ? e.message : String(e)}); please report it.`,
    );
  }
  ctx.problems.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
  return { header: ctx.header, rounds, problems: ctx.problems, lineCount };
}

function parseLines(ctx: ParseContext, lexed: LexedLine[], firstLine: number): Round[] {
  const directives: Directive[] = [];
  for (const line of lexed) {
    const d = toDirective(line);
    if (d) directives.push(d);
    for (const lx of line.lexemes) {
      // A title is free text: a lone `"` in it is no name (see header.ts).
      if (lx.unterminated && d?.k !== 'title') {
        ctx.report(
          'unterminated-quote',
          ctx.range(line, lx),
          `The quote opened here is not closed; end the name with " on the same line.`,
        );
      }
    }
  }

  const gameDirective = directives.find((d) => d.k === 'game');
  const firstRound = directives.findIndex((d) => d.k === 'round');
  ctx.game = gameDirective ? gameOf(gameDirective.args) : undefined;
  const first = directives[0];
  if (!first) {
    ctx.report(
      'missing-game',
      { start: { line: firstLine, character: 0 }, end: { line: firstLine, character: 0 } },
      'This document is empty; it must start with `game doppelkopf`, `game belote` or `game coinche`.',
    );
  } else if (first !== gameDirective) {
    const where = gameDirective ? ` (it is on line ${gameDirective.line.line + 1}; move it to the top)` : '';
    ctx.report(
      'missing-game',
      ctx.range(first.line, first.keyword),
      `A sheet starts with the game it scores: \`game doppelkopf\`, \`game belote\` or \`game coinche\`${where}.`,
    );
  }

  parseHeader(ctx, directives, firstRound, gameDirective);
  return parseRounds(ctx, directives);
}

function parseHeader(
  ctx: ParseContext,
  directives: Directive[],
  firstRound: number,
  gameDirective: Directive | undefined,
): void {
  const seen = new Map<string, Directive>();
  directives.forEach((d, index) => {
    if (!isHeaderDirective(d.k)) return;
    const owner = wrongGameFor(d.k, ctx.game);
    if (owner) {
      ctx.report(
        'wrong-game',
        ctx.range(d.line, d.keyword),
        `\`${d.k}\` belongs to ${owner}; this sheet is ${GAME_TITLES[ctx.game!]}.`,
      );
      return;
    }
    if (d.k !== 'set') {
      const before = seen.get(d.k);
      if (before) {
        ctx.report(
          'duplicate-header',
          ctx.range(d.line, d.keyword),
          `\`${d.k}\` is already given on line ${before.line.line + 1}; this one is ignored.`,
        );
        return;
      }
      seen.set(d.k, d);
    }
    if (firstRound >= 0 && index > firstRound && d !== gameDirective) {
      ctx.report(
        'header-after-round',
        ctx.range(d.line, d.keyword),
        `\`${d.k}\` belongs in the header, before the first \`round\`; it still applies to the whole sheet.`,
        'warning',
      );
    }
    parseHeaderLine(ctx, d.line, d.k, d.keyword, d.args);
  });

  const h = ctx.header;
  if (h.game && !seen.has('players')) {
    ctx.report(
      'missing-players',
      h.game.range,
      'Who plays? Add a line like `players Anna Ben Clara Dora` (in seating order) after the game.',
    );
  }
  if (ctx.game === 'belote' || ctx.game === 'coinche') fillTeams(ctx);
  ctx.indexNames();
}

/** Belote/Coinche always get two team names: the written ones or "1st-3rd" and "2nd-4th". */
function fillTeams(ctx: ParseContext): void {
  const h = ctx.header;
  const p = h.players;
  if (!h.teams) {
    // fillTeams runs only once a `game` line was read, so the game range is always there as a fallback.
    const fallback: Range = h.playersRange ?? h.game!.range;
    const team = (a: number, b: number): Name => {
      const text =
        [p[a], p[b]]
          .filter((x) => x !== undefined)
          .map((x) => x.text)
          .join('-') || `Team ${a + 1}`;
      return { text, key: nameKey(text), range: fallback, quoted: false };
    };
    h.teams = [team(0, 2), team(1, 3)];
    h.teamsExplicit = false;
    // A team of one (fewer than 4 players, already a `player-count` problem) is that player: no clash.
    const teamKeys = new Set(p.length >= 4 ? h.teams.map((t) => t.key) : []);
    for (const player of p) {
      if (teamKeys.has(player.key)) {
        ctx.report(
          'duplicate-name',
          player.range,
          `The player "${player.text}" has the name of a team; rename the player or name the teams with \`teams NAME1 NAME2\`.`,
        );
      }
    }
  } else {
    const playerKeys = new Set(p.map((x) => x.key));
    for (const t of h.teams) {
      if (playerKeys.has(t.key)) {
        ctx.report(
          'duplicate-name',
          t.range,
          `The team "${t.text}" has the name of a player; give the team a name no player has.`,
        );
      }
    }
  }
}

function parseRounds(ctx: ParseContext, directives: Directive[]): Round[] {
  const rounds: Round[] = [];
  let current: Round | undefined;
  for (const d of directives) {
    if (isHeaderDirective(d.k)) continue;
    if (d.k === 'round') {
      current = startRound(ctx, d, rounds.length + 1);
      rounds.push(current);
      continue;
    }
    // Every line of a round widens its range, even one with a problem: the user wrote it there.
    if (current) current.range = { start: current.range.start, end: directiveRange(ctx, d).end };
    if (!isRoundDirective(d.k)) {
      const hint = d.k ? suggestKeyword(d.k, ctx.game) : undefined;
      const shown = d.keyword.text.length > 30 ? `${d.keyword.text.slice(0, 27)}…` : d.keyword.text;
      ctx.report(
        'unknown-directive',
        ctx.range(d.line, d.keyword),
        `"${shown}" is not a directive${hint ? `; did you mean \`${hint}\`?` : '; a line starts with a keyword such as `round`, `score` or `cards`.'}`,
      );
      continue;
    }
    const owner = wrongGameFor(d.k, ctx.game);
    if (owner) {
      ctx.report(
        'wrong-game',
        ctx.range(d.line, d.keyword),
        `\`${d.k}\` belongs to ${owner}; this sheet is ${GAME_TITLES[ctx.game!]}.`,
      );
      continue;
    }
    if (!current) {
      ctx.report(
        'outside-round',
        ctx.range(d.line, d.keyword),
        `\`${d.k}\` describes a round; write a \`round\` line before it.`,
      );
      continue;
    }
    const item = parseItem(ctx, d);
    if (item) current.items.push(item);
    else (current.rejected ??= []).push(d.k);
  }
  return rounds;
}

function parseItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  if (SHARED.has(d.k)) return parseSharedItem(ctx, d);
  if (DOPPELKOPF_ONLY.has(d.k)) return parseDoppelkopfItem(ctx, d);
  return parseBeloteItem(ctx, d);
}

function startRound(ctx: ParseContext, d: Directive, index: number): Round {
  const headerRange = directiveRange(ctx, d);
  const round: Round = { index, number: undefined, headerRange, range: headerRange, items: [] };
  const arg = d.args[0];
  if (arg) {
    const value = arg.quoted ? undefined : parseInteger(arg.text);
    if (value === undefined || value < 1) {
      ctx.report(
        'bad-number',
        ctx.range(d.line, arg),
        `"${arg.text}" is not a round number; write \`round\` alone or \`round ${index}\`.`,
      );
    } else {
      round.number = { value, text: arg.text, range: ctx.range(d.line, arg) };
      if (value !== index) {
        const range = ctx.range(d.line, arg);
        ctx.report(
          'round-number',
          range,
          `This is round ${index} of the sheet (counting \`round\` lines from the top), but it is numbered ${arg.text}.`,
          'warning',
          {
            title: `Renumber to ${index}`,
            edits: [{ range, newText: String(index) }],
          },
        );
      }
    }
    if (d.args.length > 1) {
      const rest = d.args.slice(1);
      ctx.report(
        'unexpected-argument',
        ctx.span(d.line, rest[0], rest[rest.length - 1]),
        'A `round` line takes at most its number; put each fact on its own line below it.',
      );
    }
  }
  return round;
}
