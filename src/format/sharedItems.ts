// Round directives both game families use: cards, announce, score, total, hand and trick.

import { msg } from '../messages';
import type { CardToken, Name, Num, RoundItem } from './ast';
import type { ParseContext } from './context';
import type { LexedLine, Lexeme } from './lexer';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parsePairs } from './sidePairs';
import { looksLikeInteger, parseCard } from './values';

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

function isDoppelkopf(ctx: ParseContext): boolean {
  return ctx.game === 'doppelkopf';
}

export function parseSharedItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  const dk = isDoppelkopf(ctx);
  switch (d.k) {
    case 'cards': {
      const usage = () => (dk ? msg('usage.cards-doppelkopf') : msg('usage.cards-belote', { ex: ctx.ex }));
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.cards', { usage: usage() }));
      // Belote `cards N`: the taker's team's card points (a team or player named so is quoted or paired).
      const only = args[0];
      if (
        !dk &&
        args.length === 1 &&
        !only.quoted &&
        looksLikeInteger(only.text) &&
        !ctx.lookup(only.text, false, 'side')
      ) {
        const bare = ctx.number(line, only, msg('expect.cards-taker'));
        return bare ? { kind: 'cards', sides: [], bare, range, keyword } : undefined;
      }
      return { kind: 'cards', sides: parsePairs(ctx, d, 0, 'side', usage), range, keyword };
    }
    case 'score':
    case 'total': {
      const usage = () => msg(dk ? 'usage.score-doppelkopf' : 'usage.score-belote', { keyword: d.written, ex: ctx.ex });
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.score', { usage: usage() }));
      // Doppelkopf sheets are kept per player; Belote sheets per team (a player stands for the team).
      return { kind: d.k, entries: parsePairs(ctx, d, 0, dk ? 'player' : 'side', usage), range, keyword };
    }
    case 'announce': {
      if (!args.length)
        return reportMissing(
          ctx,
          d,
          dk ? msg('missing-argument.announce-doppelkopf') : msg('missing-argument.announce-belote', { ex: ctx.ex }),
        );
      const side = ctx.name(line, args[0], 'side');
      if (!dk && args.length < 2) return reportMissing(ctx, d, msg('missing-argument.announcement'), args[0]);
      if (dk) reportExtra(ctx, d, 2, () => msg('usage.announce-level'));
      const cls = dk ? 'level' : 'announcement';
      const items = args.slice(1, dk ? 2 : undefined).map((a) => ctx.word(line, a, cls));
      return { kind: 'announce', side, items, range, keyword };
    }
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
