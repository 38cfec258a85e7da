// Doppelkopf round directives: re, solo, marriage, silent-marriage, poverty, out, tricks, extras, bock, won, and its
// readings of cards, announce, score and total (the format reads dealer, hand and trick).

import { msg } from '../../../messages';
import type { Name, RoundItem } from '../../../format/ast';
import type { ParseContext } from '../../../format/context';
// The items these parsers make, added to RoundItems (declaration merging).
import type {} from './itemTypes';
import {
  directiveRange,
  isWord,
  keywordRange,
  reportExtra,
  reportMissing,
  type Directive,
} from '../../../format/lineArgs';
import { parseStated } from '../../../format/sharedItems';
import { parsePairs } from '../../../format/sidePairs';
import { looksLikeInteger } from '../../../format/values';

function players(ctx: ParseContext, d: Directive): Name[] {
  return d.args.map((a) => ctx.name(d.line, a, 'player'));
}

/** One of Doppelkopf's round lines (GameSyntax.readItem). */
export function parseDoppelkopfItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'cards': {
      const usage = () => msg('usage.cards-doppelkopf');
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.cards', { usage: usage() }));
      return { kind: 'cards', sides: parsePairs(ctx, d, 0, 'side', usage), range, keyword };
    }
    case 'score':
    case 'total':
      // Doppelkopf sheets are kept per player.
      return parseStated(ctx, d, d.k, 'player', () =>
        msg('usage.score-doppelkopf', { keyword: d.written, ex: ctx.ex }),
      );
    case 'announce': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.announce-doppelkopf'));
      const side = ctx.name(line, args[0], 'side');
      reportExtra(ctx, d, 2, () => msg('usage.announce-level'));
      const items = args.slice(1, 2).map((a) => ctx.word(line, a, 'level'));
      return { kind: 'announce', side, items, range, keyword };
    }
    case 're':
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.re', { ex: ctx.ex }));
      return { kind: 're', players: players(ctx, d), range, keyword };
    case 'out':
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.out', { ex: ctx.ex }));
      return { kind: 'out', players: players(ctx, d), range, keyword };
    case 'solo': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.solo', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      if (args.length < 2) return reportMissing(ctx, d, msg('missing-argument.solo-kind'), args[0]);
      const soloKind = ctx.word(line, args[1], 'solo-kind');
      let duty = undefined;
      let used = 2;
      if (isWord(ctx, args[2], 'duty', 'duty')) {
        duty = ctx.word(line, args[2], 'duty', 'duty');
        used = 3;
      }
      reportExtra(ctx, d, used, () => msg('usage.solo'));
      return { kind: 'solo', player, soloKind, duty, range, keyword };
    }
    case 'silent-marriage': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.silent-marriage', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, () => msg('usage.player', { keyword: d.written }));
      return { kind: 'silent-marriage', player, range, keyword };
    }
    case 'marriage':
    case 'poverty': {
      const kind = d.k;
      const usage = msg(kind === 'marriage' ? 'usage.marriage' : 'usage.poverty', { ex: ctx.ex });
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.who', { usage }));
      // `marriage with Ben`: the player was forgotten, `with` is the keyword (a player called so is quoted).
      if (isWord(ctx, args[0], 'marriage', 'with') || isWord(ctx, args[0], 'marriage', 'alone'))
        return reportMissing(ctx, d, msg('missing-argument.whose', { kind, usage }));
      const player = ctx.name(line, args[0], 'player');
      const second = args[1];
      if (d.k === 'marriage' && isWord(ctx, second, 'marriage', 'alone')) {
        reportExtra(ctx, d, 2, msg('usage.write', { usage }));
        return { kind: 'marriage', player, partner: undefined, alone: true, range, keyword };
      }
      let partner: Name | undefined;
      if (isWord(ctx, second, 'marriage', 'with')) {
        if (args[2]) partner = ctx.name(line, args[2], 'player');
        else reportMissing(ctx, d, msg('missing-argument.with-whom', { usage }), second);
        reportExtra(ctx, d, 3, msg('usage.write', { usage }));
      } else if (second) {
        reportExtra(ctx, d, 1, msg('usage.partner', { usage, alone: kind === 'marriage' }));
      } else if (d.k === 'poverty') {
        reportMissing(ctx, d, msg('missing-argument.with-whom', { usage }), args[0]);
      }
      // A bare `marriage P` is fine: the partner follows from the tricks that are written.
      if (d.k === 'marriage') return { kind: 'marriage', player, partner, alone: false, range, keyword };
      return partner ? { kind: 'poverty', player, partner, range, keyword } : undefined;
    }
    case 'tricks': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.tricks'));
      return { kind: 'tricks', sides: parsePairs(ctx, d, 0, 'side', msg('usage.tricks')), range, keyword };
    }
    case 'extras': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.extras'));
      const side = ctx.name(line, args[0], 'side');
      if (args.length < 2) return reportMissing(ctx, d, msg('missing-argument.extras-items'), args[0]);
      return { kind: 'extras', side, items: args.slice(1).map((a) => ctx.word(line, a, 'extra')), range, keyword };
    }
    case 'won': {
      // `won re 3`, `won Anna Clara 2`: the winners, then the game value (the last argument).
      const usage = msg('usage.won', { ex: ctx.ex });
      const last = args[args.length - 1];
      if (!last) return reportMissing(ctx, d, msg('missing-argument.won', { usage }));
      if (args.length < 2) {
        if (!last.quoted && looksLikeInteger(last.text))
          return reportMissing(ctx, d, msg('missing-argument.won-who', { usage }));
        ctx.name(line, last, 'side');
        return reportMissing(ctx, d, msg('missing-argument.won-value', { usage }), last);
      }
      const sides = args.slice(0, -1).map((a) => ctx.name(line, a, 'side'));
      const value = ctx.number(line, last, msg('expect.won', { usage }));
      return value ? { kind: 'won', sides, value, range, keyword } : undefined;
    }
    case 'bock': {
      const count = args[0] ? ctx.number(line, args[0], msg('expect.bock')) : undefined;
      reportExtra(ctx, d, 1, () => msg('usage.bock', { keyword: d.written }));
      return { kind: 'bock', count, range, keyword };
    }
  }
  return undefined;
}
