// Belote and Coinche round directives: taker, trump, contract, last, belote, capot, generale, points, and their
// readings of cards, announce, score and total (the format reads dealer, hand and trick).

import { msg, type Message } from '../../../messages';
import type { RoundItem } from '../../../format/ast';
import type { TrumpKind } from './itemTypes';
import type { ParseContext } from '../../../format/context';
// The items these parsers make, added to RoundItems (declaration merging).
import type {} from './itemTypes';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from '../../../format/lineArgs';
import type { LexedLine, Lexeme } from '../../../format/lexer';
import type { Token } from '../../../format/ast';
import { looksLikeInteger, parseInteger } from '../../../format/values';
import { parseStated } from '../../../format/sharedItems';
import { parsePairs } from '../../../format/sidePairs';
import type { FormatCode } from '../../../format/codes';
import type { Vocabulary, WordClass } from '../../../words/vocabulary';

/** One of Belote's and Coinche's round lines (GameSyntax.readItem). */
export function parseBeloteItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'cards': {
      const usage = () => msg('usage.cards-belote', { ex: ctx.ex });
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.cards', { usage: usage() }));
      // `cards N`: the taker's team's card points (a team or player named so is quoted or paired).
      const only = args[0];
      if (args.length === 1 && !only.quoted && looksLikeInteger(only.text) && !ctx.lookup(only.text, false, 'side')) {
        const bare = ctx.number(line, only, msg('expect.cards-taker'));
        return bare ? { kind: 'cards', sides: [], bare, range, keyword } : undefined;
      }
      return { kind: 'cards', sides: parsePairs(ctx, d, 0, 'side', usage), range, keyword };
    }
    case 'score':
    case 'total':
      // Belote sheets are kept per team (a player stands for the team).
      return parseStated(ctx, d, d.k, 'side', () => msg('usage.score-belote', { keyword: d.written, ex: ctx.ex }));
    case 'announce': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.announce-belote', { ex: ctx.ex }));
      const side = ctx.name(line, args[0], 'side');
      if (args.length < 2) return reportMissing(ctx, d, msg('missing-argument.announcement'), args[0]);
      const items = args.slice(1).map((a) => ctx.word(line, a, 'announcement'));
      return { kind: 'announce', side, items, range, keyword };
    }
    case 'taker': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.taker', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, () => msg('usage.player', { keyword: d.written }));
      return { kind: 'taker', player, range, keyword };
    }
    case 'generale': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.generale', { ex: ctx.ex }));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, () => msg('usage.player', { keyword: d.written }));
      return { kind: 'generale', player, range, keyword };
    }
    case 'last':
    case 'belote':
    case 'capot': {
      if (!args.length)
        return reportMissing(ctx, d, msg('missing-argument.team', { kind: d.k, keyword: d.written, ex: ctx.ex }));
      const side = ctx.name(line, args[0], 'side');
      reportExtra(ctx, d, 1, () => msg('usage.team', { keyword: d.written, belote: d.k === 'belote' }));
      return { kind: d.k, side, range, keyword };
    }
    case 'trump': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.trump'));
      const trump = readTrump(ctx, line, args[0]);
      if (!trump) return undefined;
      reportExtra(ctx, d, 1, () => msg('usage.trump', { keyword: d.written }));
      return { kind: 'trump', trump, token: ctx.word(line, args[0], 'trump', trump), range, keyword };
    }
    case 'contract':
      return parseContract(ctx, d);
    case 'points': {
      const usage = () => msg('usage.points', { ex: ctx.ex });
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.points', { usage: usage() }));
      return { kind: 'points', sides: parsePairs(ctx, d, 0, 'side', usage), range, keyword };
    }
  }
  return undefined;
}

type ContractValue = number | 'capot' | 'generale';

/** A word that is none of `cls` here: `plain`, or `suggest` naming the closest word when one is close. */
function reportWord(
  ctx: ParseContext,
  line: LexedLine,
  lx: Lexeme,
  code: FormatCode,
  cls: WordClass,
  plain: Message,
  suggest: (hint: Message) => Message,
): void {
  const hint = ctx.words.vocabulary.suggestWord(cls, lx.text);
  ctx.report(code, ctx.range(line, lx), hint ? suggest(msg('suggest.word', hint)) : plain);
}

const TRUMP_SYMBOLS = new Map<string, TrumpKind>([
  ['♣', 'clubs'],
  ['♠', 'spades'],
  ['♥', 'hearts'],
  ['♦', 'diamonds'],
]);

/** `hearts`, `♥`, `Herz`, `cœur`, `coeur`, `SA`, `sans-atout` … → the trump; anything else → undefined. */
function parseTrump(words: Vocabulary, text: string): TrumpKind | undefined {
  return TRUMP_SYMBOLS.get(text) ?? (words.canonicalWord('trump', text) as TrumpKind | undefined);
}

/** The trump a word names, or a `bad-trump` problem (with a suggestion for a misspelt one). */
function readTrump(ctx: ParseContext, line: LexedLine, lx: Lexeme): TrumpKind | undefined {
  const trump = lx.quoted ? undefined : parseTrump(ctx.words.vocabulary, lx.text);
  if (!trump) {
    const text = lx.text;
    reportWord(ctx, line, lx, 'bad-trump', 'trump', msg('bad-trump', { text }), (hint) =>
      msg('bad-trump.suggest', { text, hint }),
    );
  }
  return trump;
}

function parseContract(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, msg('missing-argument.contract', { ex: ctx.ex }));
  const player = ctx.name(line, args[0], 'player');
  const v = args[1];
  if (!v) return reportMissing(ctx, d, msg('missing-argument.contract-value', { ex: ctx.ex }), args[0]);
  const words = ctx.words.vocabulary;
  let value = words.canonicalWord('contract', v.text) as ContractValue | undefined;
  if (value === undefined) {
    // Any integer is kept: whether 85 is a contract the rules allow is the engine's call (bad-contract-value),
    // and dropping the line here would make the engine also report the contract as missing.
    const n = v.quoted ? undefined : parseInteger(v.text);
    if (n !== undefined) value = n;
  }
  let ok = true;
  if (value === undefined) {
    ctx.report('bad-contract', ctx.range(line, v), msg('bad-contract.value', { text: v.text }));
    ok = false;
  }
  const s = args[2];
  if (!s) {
    reportMissing(ctx, d, msg('missing-argument.contract-trump', { ex: ctx.ex }), v);
    return undefined;
  }
  const trump = readTrump(ctx, line, s);
  if (!trump) ok = false;
  let modifier: { value: 'coinche' | 'surcoinche'; token: Token } | undefined;
  const m = args[3];
  if (m) {
    const mw = m.quoted ? undefined : (words.canonicalWord('modifier', m.text) as 'coinche' | 'surcoinche' | undefined);
    if (mw) {
      modifier = { value: mw, token: ctx.word(line, m, 'modifier', mw) };
    } else {
      const text = m.text;
      reportWord(ctx, line, m, 'bad-contract', 'modifier', msg('bad-contract.modifier', { text }), (hint) =>
        msg('bad-contract.modifier-suggest', { text, hint }),
      );
    }
  }
  reportExtra(ctx, d, 4, () => msg('usage.write', { usage: msg('usage.contract', { ex: ctx.ex }) }));
  if (!ok || value === undefined || !trump) return undefined;
  return {
    kind: 'contract',
    player,
    value: { value, token: ctx.word(line, v, 'contract') },
    trump: { trump, token: ctx.word(line, s, 'trump', trump) },
    modifier,
    range: directiveRange(ctx, d),
    keyword: keywordRange(ctx, d),
  };
}
