// Belote and Coinche round directives: taker, trump, contract, last, belote, capot, generale.

import type { RoundItem } from './ast';
import type { ParseContext } from './context';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parseInteger, parseTrump, TRUMP_WORDS } from './values';

const CONTRACT_USAGE = '`contract PLAYER VALUE SUIT [coinche|surcoinche]`, e.g. `contract Süd 90 spades coinche`';

export function parseBeloteItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'taker': {
      if (!args.length) return reportMissing(ctx, d, 'Who took? Write e.g. `taker Süd`.');
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, '`taker` takes one player');
      return { kind: 'taker', player, range, keyword };
    }
    case 'generale': {
      if (!args.length) return reportMissing(ctx, d, 'Who took all 8 tricks alone? Write e.g. `generale Süd`.');
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, '`generale` takes one player');
      return { kind: 'generale', player, range, keyword };
    }
    case 'last':
    case 'belote':
    case 'capot': {
      const what =
        d.k === 'last' ? 'won the last trick' : d.k === 'belote' ? 'had belote-rebelote' : 'took all 8 tricks';
      if (!args.length)
        return reportMissing(
          ctx,
          d,
          `Which team ${what}? Write the team or one of its players, e.g. \`${d.written} Süd\`.`,
        );
      const side = ctx.name(line, args[0], 'side');
      reportExtra(
        ctx,
        d,
        1,
        `\`${d.written}\` takes one team or player${d.k === 'belote' ? ' (write one line per belote)' : ''}`,
      );
      return { kind: d.k, side, range, keyword };
    }
    case 'trump': {
      if (!args.length) return reportMissing(ctx, d, `Which trump? Write ${TRUMP_WORDS}.`);
      const trump = args[0].quoted ? undefined : parseTrump(args[0].text);
      if (!trump) {
        ctx.report('bad-trump', ctx.range(line, args[0]), `"${args[0].text}" is not a trump; expected ${TRUMP_WORDS}.`);
        return undefined;
      }
      reportExtra(ctx, d, 1, '`trump` takes one suit');
      return { kind: 'trump', trump, token: ctx.token(line, args[0]), range, keyword };
    }
    case 'contract':
      return parseContract(ctx, d);
  }
  return undefined;
}

function parseContract(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, `Whose contract? Write ${CONTRACT_USAGE}.`);
  const player = ctx.name(line, args[0], 'player');
  const v = args[1];
  if (!v) return reportMissing(ctx, d, `The contract value is missing; write ${CONTRACT_USAGE}.`, args[0]);
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
    ctx.report(
      'bad-contract',
      ctx.range(line, v),
      `"${v.text}" is not a contract value; expected a number (80, 90, 100 … in steps of 10), capot or generale.`,
    );
    ok = false;
  }
  const s = args[2];
  if (!s) {
    reportMissing(ctx, d, `The trump of the contract is missing; write ${CONTRACT_USAGE}.`, v);
    return undefined;
  }
  const trump = s.quoted ? undefined : parseTrump(s.text);
  if (!trump) {
    ctx.report('bad-trump', ctx.range(line, s), `"${s.text}" is not a trump; expected ${TRUMP_WORDS}.`);
    ok = false;
  }
  let modifier: { value: 'coinche' | 'surcoinche'; token: ReturnType<ParseContext['token']> } | undefined;
  const m = args[3];
  if (m) {
    const mw = m.quoted ? '' : m.text.toLowerCase();
    if (mw === 'coinche' || mw === 'surcoinche') {
      modifier = { value: mw, token: ctx.token(line, m) };
    } else {
      ctx.report(
        'bad-contract',
        ctx.range(line, m),
        `"${m.text}" is not a coinche; expected coinche or surcoinche (or nothing).`,
      );
    }
  }
  reportExtra(ctx, d, 4, `write ${CONTRACT_USAGE}`);
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
