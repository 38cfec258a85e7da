// Belote and Coinche round directives: taker, trump, contract, last, belote, capot, generale.

import { msg } from '../messages';
import type { RoundItem } from './ast';
import type { ParseContext } from './context';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parseInteger, parseTrump } from './values';

export function parseBeloteItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'taker': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.taker'));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, msg('usage.player', { keyword: d.written }));
      return { kind: 'taker', player, range, keyword };
    }
    case 'generale': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.generale'));
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, msg('usage.player', { keyword: d.written }));
      return { kind: 'generale', player, range, keyword };
    }
    case 'last':
    case 'belote':
    case 'capot': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.team', { kind: d.k, keyword: d.written }));
      const side = ctx.name(line, args[0], 'side');
      reportExtra(ctx, d, 1, msg('usage.team', { keyword: d.written, belote: d.k === 'belote' }));
      return { kind: d.k, side, range, keyword };
    }
    case 'trump': {
      if (!args.length) return reportMissing(ctx, d, msg('missing-argument.trump'));
      const trump = args[0].quoted ? undefined : parseTrump(args[0].text);
      if (!trump) {
        ctx.report('bad-trump', ctx.range(line, args[0]), msg('bad-trump', { text: args[0].text }));
        return undefined;
      }
      reportExtra(ctx, d, 1, msg('usage.trump', { keyword: d.written }));
      return { kind: 'trump', trump, token: ctx.token(line, args[0]), range, keyword };
    }
    case 'contract':
      return parseContract(ctx, d);
  }
  return undefined;
}

function parseContract(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, msg('missing-argument.contract'));
  const player = ctx.name(line, args[0], 'player');
  const v = args[1];
  if (!v) return reportMissing(ctx, d, msg('missing-argument.contract-value'), args[0]);
  const word = v.text.toLowerCase();
  let value: number | 'capot' | 'generale' | undefined;
  if (word === 'capot') value = 'capot';
  else if (word === 'generale' || word === 'générale') value = 'generale';
  else {
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
    reportMissing(ctx, d, msg('missing-argument.contract-trump'), v);
    return undefined;
  }
  const trump = s.quoted ? undefined : parseTrump(s.text);
  if (!trump) {
    ctx.report('bad-trump', ctx.range(line, s), msg('bad-trump', { text: s.text }));
    ok = false;
  }
  let modifier: { value: 'coinche' | 'surcoinche'; token: ReturnType<ParseContext['token']> } | undefined;
  const m = args[3];
  if (m) {
    const mw = m.quoted ? '' : m.text.toLowerCase();
    if (mw === 'coinche' || mw === 'surcoinche') {
      modifier = { value: mw, token: ctx.token(line, m) };
    } else {
      ctx.report('bad-contract', ctx.range(line, m), msg('bad-contract.modifier', { text: m.text }));
    }
  }
  reportExtra(ctx, d, 4, msg('usage.write', { usage: msg('usage.contract') }));
  if (!ok || value === undefined || !trump) return undefined;
  return {
    kind: 'contract',
    player,
    value: { value, token: ctx.token(line, v) },
    trump: { trump, token: ctx.token(line, s) },
    modifier,
    range: directiveRange(ctx, d),
    keyword: keywordRange(ctx, d),
  };
}
