// The header of a document, wherever its lines are, and the problems that concern the document as a
// whole: the `game` line, duplicate and late header lines, players and teams, lines before any round.

import { msg } from '../messages';
import type { GameKind, Header, InheritedGame, Name } from './ast';
import { internalError, ParseContext } from './context';
import { gameOf, parseHeaderLine } from './header';
import { isHeaderDirective } from './keywords';
import { firstTokenStart } from './lexer';
import type { DocumentReader } from './reader';
import type { Directive } from './lineArgs';
import { NameTable } from './names';
import type { DocumentOutline } from './outline';
import { acceptRoundLine, readLine, reportOpenQuotes } from './directiveLines';
import { parseCommonItem } from './sharedItems';
import type { SyntaxSet } from './syntax';
import type { Problem, Range } from './types';
import { nameKey } from './values';

/** The header plus the document-level problems; what every round is parsed against. */
export interface HeaderPart {
  header: Header;
  game: GameKind | undefined;
  problems: Problem[];
  /** The players, teams and parties names in rounds are resolved against. */
  names: NameTable;
}

// Stages of the header part: at one position, problems keep the order in which they are looked for.
const QUOTES = 0;
const GAME = 1;
const LINES = 2;
const NAMES = 3;
const BEFORE_ROUNDS = 4;

/**
 * The header part of an outlined document; never throws. `inherit`: the game of a sheet without a `game` line (a
 * tournament's table sheet), so its rounds are read and no missing-game is reported.
 */
export function readHeader(
  outline: DocumentOutline,
  firstLine: number,
  reader: DocumentReader,
  syntaxes: SyntaxSet,
  inherit?: InheritedGame,
): HeaderPart {
  try {
    return collectHeader(outline, firstLine, reader, syntaxes, inherit);
  } catch (e) {
    const header: Header = { players: [], settings: [] };
    return {
      header,
      game: undefined,
      problems: [internalError(e, firstLine)],
      names: new NameTable(header, syntaxes.sides(undefined).parties),
    };
  }
}

function collectHeader(
  outline: DocumentOutline,
  firstLine: number,
  reader: DocumentReader,
  syntaxes: SyntaxSet,
  inherit: InheritedGame | undefined,
): HeaderPart {
  const { lines, roundStarts, headerLines } = outline;
  const header: Header = { players: [], settings: [] };
  const ctx = new ParseContext(header, undefined, syntaxes.sides(undefined), undefined, reader);
  const firstRound = roundStarts.length ? roundStarts[0] : -1;

  const directives: Directive[] = [];
  for (const i of headerLines) {
    const d = readLine(ctx, lines, i, firstLine, true);
    if (d) directives.push(d);
  }
  const gameDirective = directives.find((d) => d.k === 'game');
  ctx.game = gameDirective ? gameOf(syntaxes, gameDirective.args) : inherit?.game;
  ctx.sides = syntaxes.sides(ctx.game);
  if (!gameDirective && inherit) {
    const at = { line: firstLine, character: 0 };
    header.game = { kind: inherit.game, range: { start: at, end: at }, inherited: true };
  }

  ctx.stage = QUOTES;
  for (const d of directives) reportOpenQuotes(ctx, d);
  const before: Directive[] = [];
  const end = firstRound >= 0 ? firstRound : lines.length;
  for (let i = 0, h = 0; i < end; i++) {
    if (headerLines[h] === i) {
      h++;
      continue;
    }
    const d = readLine(ctx, lines, i, firstLine, true);
    if (d) {
      reportOpenQuotes(ctx, d);
      before.push(d);
    }
  }

  ctx.stage = GAME;
  if (!header.game?.inherited) reportMissingGame(ctx, lines, firstLine, directives, before, gameDirective);

  ctx.stage = LINES;
  const seen = new Map<string, Directive>();
  const firstRoundLine = firstRound >= 0 ? firstLine + firstRound : Infinity;
  for (const d of directives) readHeaderLine(ctx, syntaxes, d, seen, firstRoundLine, gameDirective);

  ctx.stage = NAMES;
  if (header.game && !seen.has('players')) {
    ctx.report('missing-players', header.game.range, msg('missing-players'));
  }
  if (ctx.sides.teams) fillTeams(ctx);

  ctx.stage = BEFORE_ROUNDS;
  const names = new NameTable(header, ctx.sides.parties);
  for (const d of before) {
    // `dealer P` before the first round says who deals the first game (version 2); a later one is the round's.
    if (d.k === 'dealer' && ctx.game && !syntaxes.wrongGameFor(d.k, ctx.game)) {
      ctx.names = names;
      const item = parseCommonItem(ctx, d);
      if (item?.kind === 'dealer') {
        if (header.dealer)
          ctx.report(
            'duplicate-header',
            item.keyword,
            msg('duplicate-header', { keyword: d.written, line: header.dealer.range.start.line + 1 }),
          );
        else header.dealer = item.player;
      }
      ctx.names = undefined;
      continue;
    }
    acceptRoundLine(ctx, syntaxes, d, false);
  }

  return { header, game: ctx.game, problems: sortByStage(ctx), names };
}

function reportMissingGame(
  ctx: ParseContext,
  lines: readonly string[],
  firstLine: number,
  directives: Directive[],
  before: Directive[],
  gameDirective: Directive | undefined,
): void {
  let first = 0;
  while (first < lines.length && firstTokenStart(lines[first]) < 0) first++;
  if (first === lines.length) {
    ctx.report(
      'missing-game',
      { start: { line: firstLine, character: 0 }, end: { line: firstLine, character: 0 } },
      msg('missing-game.empty'),
    );
    return;
  }
  const line = firstLine + first;
  if (gameDirective && gameDirective.line.line === line) return;
  // The first directive is a header line, a line before the rounds, or the first `round` line.
  const d =
    directives.find((x) => x.line.line === line) ??
    before.find((x) => x.line.line === line) ??
    readLine(ctx, lines, first, firstLine)!;
  ctx.report(
    'missing-game',
    ctx.range(d.line, d.keyword),
    msg('missing-game.not-first', gameDirective ? { line: gameDirective.line.line + 1 } : {}),
  );
}

function readHeaderLine(
  ctx: ParseContext,
  syntaxes: SyntaxSet,
  d: Directive,
  seen: Map<string, Directive>,
  firstRoundLine: number,
  gameDirective: Directive | undefined,
): void {
  const k = d.k;
  if (!isHeaderDirective(k)) return;
  const owners = syntaxes.wrongGameFor(k, ctx.game);
  if (owners) {
    ctx.report(
      'wrong-game',
      ctx.range(d.line, d.keyword),
      msg('wrong-game', { keyword: d.written, owners, game: ctx.game! }),
    );
    return;
  }
  if (k !== 'set') {
    const before = seen.get(k);
    if (before) {
      ctx.report(
        'duplicate-header',
        ctx.range(d.line, d.keyword),
        msg('duplicate-header', { keyword: d.written, line: before.line.line + 1 }),
      );
      return;
    }
    seen.set(k, d);
  }
  // `timeout` stands where the clock stopped the series: after the rounds played.
  if (d.line.line > firstRoundLine && d !== gameDirective && k !== 'timeout') {
    ctx.report(
      'header-after-round',
      ctx.range(d.line, d.keyword),
      msg('header-after-round', { keyword: d.written }),
      'warning',
    );
  }
  parseHeaderLine(ctx, syntaxes, d.line, k, d.keyword, d.args);
}

/** A game with teams always gets two team names: the written ones or "1st-3rd" and "2nd-4th". */
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
        ctx.report('duplicate-name', player.range, msg('duplicate-name.player-is-team', { name: player.text }));
      }
    }
  } else {
    const playerKeys = new Set(p.map((x) => x.key));
    for (const t of h.teams) {
      if (playerKeys.has(t.key)) {
        ctx.report('duplicate-name', t.range, msg('duplicate-name.team-is-player', { name: t.text }));
      }
    }
  }
}

/** The problems sorted by position; at one position, by stage, then in the order found. */
function sortByStage(ctx: ParseContext): Problem[] {
  const { problems, stages } = ctx;
  const order = problems.map((_, i) => i);
  order.sort((a, b) => {
    const pa = problems[a].range.start;
    const pb = problems[b].range.start;
    return pa.line - pb.line || pa.character - pb.character || stages[a] - stages[b] || a - b;
  });
  return order.map((i) => problems[i]);
}
