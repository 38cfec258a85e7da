// Doppelkopf round directives: re, solo, marriage, silent-marriage, poverty, out, tricks, extras, bock, bock-trigger,
// won, penalty, and its readings of cards, announce, score and total (the format reads dealer, hand and trick).

import { msg, type Message } from '../../../messages';
import type { Name, Num, RoundItem, Token } from '../../../format/ast';
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
import type { Range } from '../../../format/types';
import { looksLikeInteger } from '../../../format/values';

/** The most bock rounds one `bock-trigger` line may start (a table starts one or two; more is a slip). */
export const BOCK_TRIGGER_MAX = 9;

// Indexed loops into lists of their length, and the usages that name nothing of the sheet made once: a map over the
// arguments (or over a slice of them) made a closure and a context, and a list more, for most lines of a sheet.

function players(ctx: ParseContext, d: Directive): Name[] {
  const { args, line } = d;
  const out = new Array<Name>(args.length);
  for (let k = 0; k < args.length; k++) out[k] = ctx.name(line, args[k], 'player');
  return out;
}

const CARDS_USAGE = (): Message => msg('usage.cards-doppelkopf');
const LEVEL_USAGE = (): Message => msg('usage.announce-level');

/** One of Doppelkopf's round lines (GameSyntax.readItem). */
export function parseDoppelkopfItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'cards': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.cards', { usage: CARDS_USAGE() }));
      return { kind: 'cards', sides: parsePairs(ctx, d, 0, 'side', CARDS_USAGE), range, keyword };
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
      reportExtra(ctx, d, 2, LEVEL_USAGE);
      const items = args.length > 1 ? [ctx.word(line, args[1], 'level')] : [];
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
      let forced = undefined;
      let used = 2;
      if (isWord(ctx, args[2], 'duty', 'duty')) {
        duty = ctx.word(line, args[2], 'duty', 'duty');
        used = 3;
      }
      // `duty forced`, or `forced` alone (`vorgeführt`): a forced duty solo (Vorführung).
      if (isWord(ctx, args[used], 'duty', 'forced')) {
        forced = ctx.word(line, args[used], 'duty', 'forced');
        used++;
      }
      reportExtra(ctx, d, used, () => msg('usage.solo'));
      return forced
        ? { kind: 'solo', player, soloKind, duty, forced, range, keyword }
        : { kind: 'solo', player, soloKind, duty, range, keyword };
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
      const items = new Array<Token>(args.length - 1);
      for (let k = 1; k < args.length; k++) items[k - 1] = ctx.word(line, args[k], 'extra');
      return { kind: 'extras', side, items, range, keyword };
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
    case 'penalty':
      return parsePenalty(ctx, d, range, keyword);
    case 'bock': {
      const count = args[0] ? ctx.number(line, args[0], msg('expect.bock')) : undefined;
      reportExtra(ctx, d, 1, () => msg('usage.bock', { keyword: d.written }));
      return { kind: 'bock', count, range, keyword };
    }
    case 'bock-trigger': {
      // How many bock rounds the game starts: a whole number from 0 (none) to BOCK_TRIGGER_MAX; nothing is 1.
      reportExtra(ctx, d, 1, () => msg('usage.bock-trigger', { keyword: d.written }));
      if (!args[0]) return { kind: 'bock-trigger', count: undefined, range, keyword };
      const count = ctx.number(line, args[0], msg('expect.bock-trigger'));
      if (!count) return undefined;
      if (count.value < 0 || count.value > BOCK_TRIGGER_MAX) {
        ctx.report(
          'bad-number',
          count.range,
          msg('bad-number.bock-trigger', { text: count.text, keyword: d.written, max: BOCK_TRIGGER_MAX }),
        );
        return undefined;
      }
      return { kind: 'bock-trigger', count, range, keyword };
    }
  }
  return undefined;
}

/** `penalty P N [to Q [M]]`: N and M are whole numbers above 0 (a bad one is `bad-number`; the line is dropped). */
function parsePenalty(ctx: ParseContext, d: Directive, range: Range, keyword: Range): RoundItem | undefined {
  const { args, line } = d;
  const usage = msg('usage.penalty', { ex: ctx.ex });
  if (!args.length) return reportMissing(ctx, d, msg('missing-argument.penalty', { usage }));
  const player = ctx.name(line, args[0], 'player');
  if (args.length < 2) return reportMissing(ctx, d, msg('missing-argument.penalty-points', { usage }), args[0]);
  const points = positive(ctx, d, 1, usage);
  let to: Name | undefined;
  let gain: Num | undefined;
  let used = 2;
  if (isWord(ctx, args[2], 'penalty', 'to')) {
    if (!args[3]) return reportMissing(ctx, d, msg('missing-argument.penalty-to', { usage }), args[2]);
    to = ctx.name(line, args[3], 'player');
    used = 4;
    if (args[4]) {
      gain = positive(ctx, d, 4, usage);
      used = 5;
      if (!gain) return undefined;
    }
  }
  reportExtra(ctx, d, used, () => msg('usage.write', { usage }));
  if (!points) return undefined;
  return { kind: 'penalty', player, points, to, gain, range, keyword };
}

/** Argument `i` as penalty points: a whole number above 0, else `bad-number`. */
function positive(ctx: ParseContext, d: Directive, i: number, usage: Message): Num | undefined {
  const n = ctx.number(d.line, d.args[i], msg('expect.penalty', { usage }));
  if (n && n.value <= 0) {
    ctx.report('bad-number', n.range, msg('bad-number.penalty', { text: n.text }));
    return undefined;
  }
  return n;
}
