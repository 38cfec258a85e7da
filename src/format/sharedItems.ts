// Round lines every game may have: dealer, hand and trick, which the format reads itself, and score and total, which
// each game reads with parseStated (by player or by side).

import { msg, type Message } from '../messages';
import type { CardToken, Name, Num, RoundItem } from './ast';
import type { NameMode, ParseContext } from './context';
import type { LexedLine, Lexeme } from './lexer';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parsePairs } from './sidePairs';
import { parseCard } from './values';

function card(ctx: ParseContext, line: LexedLine, lx: Lexeme): CardToken | undefined {
  const c = lx.quoted ? undefined : parseCard(lx.text);
  if (!c) {
    const shown = lx.text.length > 20 ? `${lx.text.slice(0, 17)}…` : lx.text;
    ctx.report('bad-card', ctx.range(line, lx), msg('bad-card', { text: shown }));
    return undefined;
  }
  // Written out: an object spread is several times slower, and a trick line has four cards.
  return { suit: c.suit, rank: c.rank, text: lx.text, range: ctx.range(line, lx) };
}

/**
 * `score` and `total` lines (`score NAME N …`): each name with its points, names read in `mode` (a game kept per
 * player, or per side); `usage` says how to write the line in the game.
 */
export function parseStated(
  ctx: ParseContext,
  d: Directive,
  kind: 'score' | 'total',
  mode: NameMode,
  usage: () => Message,
): RoundItem | undefined {
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  if (!d.args.length) return reportMissing(ctx, d, msg('missing-argument.score', { usage: usage() }));
  return { kind, entries: parsePairs(ctx, d, 0, mode, usage), range, keyword };
}

/** The round lines the format reads for every game that has them (COMMON_LINES): dealer, hand and trick. */
export function parseCommonItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'hand': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.hand', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      if (args.length < 2)
        return reportMissing(ctx, d, msg('missing-argument.hand-cards', { name: args[0].text }), args[0]);
      const cards: CardToken[] = [];
      for (const a of args.slice(1)) {
        const c = card(ctx, line, a);
        if (c) cards.push(c);
      }
      return { kind: 'hand', player, cards: cards.slice(), range, keyword };
    }
    case 'trick':
      return parseTrick(ctx, d);
    case 'dealer': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.dealer', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, () => msg('usage.player', { keyword: d.written }));
      return { kind: 'dealer', player, range, keyword };
    }
  }
  return undefined;
}

function parseTrick(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const plays: { player: Name; card: CardToken }[] = [];
  let i = 0;
  const isArrow = (lx: Lexeme | undefined) => !!lx && !lx.quoted && lx.text === '=>';
  while (i < args.length && !isArrow(args[i])) {
    const lx = args[i];
    if (!lx.quoted && parseCard(lx.text) && !ctx.lookup(lx.text, false, 'player')) {
      ctx.report(
        'missing-argument',
        ctx.range(line, lx),
        msg('missing-argument.trick-player', { card: lx.text, ex: ctx.ex }),
      );
      i++;
      continue;
    }
    const player = ctx.name(line, lx, 'player');
    const c = args[i + 1];
    if (!c || isArrow(c) || (!parseCard(c.text) && ctx.lookup(c.text, c.quoted, 'player'))) {
      ctx.report('missing-argument', player.range, msg('missing-argument.trick-card', { name: lx.text, ex: ctx.ex }));
      i++;
      continue;
    }
    const ct = card(ctx, line, c);
    if (ct) plays.push({ player, card: ct });
    i += 2;
  }
  let winner: Name | undefined;
  let value: Num | undefined;
  if (i < args.length) {
    const arrow = args[i];
    const w = args[i + 1];
    if (!w) {
      reportMissing(ctx, d, msg('missing-argument.trick-winner', { ex: ctx.ex }), arrow);
    } else {
      winner = ctx.name(line, w, 'side'); // a player, or (for guides) the party or team that takes the trick
      if (args[i + 2]) value = ctx.number(line, args[i + 2], msg('expect.trick-points'));
      reportExtra(ctx, d, i + 3, () => msg('usage.trick-result', { ex: ctx.ex }));
    }
  }
  if (!plays.length) {
    if (!args.length || isArrow(args[0])) reportMissing(ctx, d, msg('missing-argument.trick', { ex: ctx.ex }));
    return undefined;
  }
  return {
    kind: 'trick',
    plays: plays.slice(),
    winner,
    value,
    range: directiveRange(ctx, d),
    keyword: keywordRange(ctx, d),
  };
}
