// Belote and Coinche round directives: taker, trump, contract, last, belote, capot, generale.

import { msg, type Message } from '../messages';
import type { RoundItem } from './ast';
import type { ParseContext } from './context';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import type { LexedLine, Lexeme } from './lexer';
import type { Token, TrumpKind } from './ast';
import { parseInteger, parseTrump } from './values';
import { parsePairs } from './sidePairs';
import type { FormatCode } from './codes';
import { canonicalWord, suggestWord, type WordClass } from '../words/vocabulary';

export function parseBeloteItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
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
  const hint = suggestWord(cls, lx.text);
  ctx.report(code, ctx.range(line, lx), hint ? suggest(msg('suggest.word', hint)) : plain);
}

/** The trump a word names, or a `bad-trump` problem (with a suggestion for a misspelt one). */
function readTrump(ctx: ParseContext, line: LexedLine, lx: Lexeme): TrumpKind | undefined {
  const trump = lx.quoted ? undefined : parseTrump(lx.text);
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
  let value = canonicalWord('contract', v.text) as ContractValue | undefined;
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
    const mw = m.quoted ? undefined : (canonicalWord('modifier', m.text) as 'coinche' | 'surcoinche' | undefined);
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
