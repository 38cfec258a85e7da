// `NAME N NAME N …` lists (cards, tricks, score, total): each name followed by its number.

import { msg } from '../messages';
import type { SideValue } from './ast';
import type { NameMode, ParseContext } from './context';
import { force, type Directive, type LazyMessage } from './lineArgs';
import { looksLikeInteger } from './values';

/**
 * Reads pairs from argument `from` on. Recovers per pair: a number without a name is skipped,
 * a name whose number was forgotten is kept as a problem and reading goes on with the next name.
 */
export function parsePairs(
  ctx: ParseContext,
  d: Directive,
  from: number,
  mode: NameMode,
  lazyUsage: LazyMessage,
): SideValue[] {
  const { args, line } = d;
  const out = ctx.reader.pairs;
  out.start();
  let i = from;
  while (i < args.length) {
    const lx = args[i];
    if (!lx.quoted && looksLikeInteger(lx.text) && !ctx.lookup(lx.text, false, mode)) {
      ctx.report(
        'unexpected-argument',
        ctx.range(line, lx),
        msg('unexpected-argument.number-without-name', { number: lx.text, usage: force(lazyUsage) }),
      );
      i++;
      continue;
    }
    const side = ctx.name(line, lx, mode);
    const v = args[i + 1];
    if (!v) {
      ctx.report(
        'missing-argument',
        side.range,
        msg('missing-argument.pair-number', { name: lx.text, usage: force(lazyUsage) }),
      );
      break;
    }
    if (v.quoted || !looksLikeInteger(v.text)) {
      if (v.quoted || ctx.lookup(v.text, false, mode)) {
        ctx.report(
          'missing-argument',
          side.range,
          msg('missing-argument.pair-number', { name: lx.text, usage: force(lazyUsage) }),
        );
        i++;
        continue;
      }
    }
    // The message only for a number that is none: most pairs are fine.
    const value =
      ctx.numberOf(line, v) ??
      ctx.number(line, v, msg('expect.pair-number', { name: lx.text, usage: force(lazyUsage) }));
    if (value) out.push({ side, value });
    i += 2;
  }
  return out.finish();
}
