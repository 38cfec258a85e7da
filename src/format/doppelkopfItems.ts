// Doppelkopf round directives: re, solo, marriage, silent-marriage, poverty, out, tricks, extras, bock.

import type { Name, RoundItem } from './ast';
import type { ParseContext } from './context';
import { directiveRange, isWord, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parsePairs } from './sidePairs';

function players(ctx: ParseContext, d: Directive): Name[] {
  return d.args.map((a) => ctx.name(d.line, a, 'player'));
}

export function parseDoppelkopfItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 're':
      if (!args.length)
        return reportMissing(ctx, d, 'Who plays Re? Write `re` and the two players, e.g. `re Anna Clara`.');
      return { kind: 're', players: players(ctx, d), range, keyword };
    case 'out':
      if (!args.length) return reportMissing(ctx, d, 'Who sits out? Write `out` and the players, e.g. `out Emil`.');
      return { kind: 'out', players: players(ctx, d), range, keyword };
    case 'solo': {
      if (!args.length) return reportMissing(ctx, d, 'Who played the solo, and which? Write e.g. `solo Dora queens`.');
      const player = ctx.name(line, args[0], 'player');
      if (args.length < 2)
        return reportMissing(
          ctx,
          d,
          'Which solo? Add the kind: queens, jacks, clubs, spades, hearts, diamonds or fleshless.',
          args[0],
        );
      const soloKind = ctx.token(line, args[1]);
      let duty = undefined;
      let used = 2;
      if (isWord(args[2], 'duty')) {
        duty = ctx.token(line, args[2]);
        used = 3;
      }
      reportExtra(ctx, d, used, 'write `solo PLAYER KIND` and optionally `duty` for a Pflichtsolo');
      return { kind: 'solo', player, soloKind, duty, range, keyword };
    }
    case 'silent-marriage': {
      if (!args.length) return reportMissing(ctx, d, 'Who had the silent marriage? Write e.g. `silent-marriage Ben`.');
      const player = ctx.name(line, args[0], 'player');
      reportExtra(ctx, d, 1, '`silent-marriage` takes one player');
      return { kind: 'silent-marriage', player, range, keyword };
    }
    case 'marriage':
    case 'poverty': {
      const usage =
        d.k === 'marriage' ? '`marriage Anna with Ben` or `marriage Anna alone`' : '`poverty Anna with Ben`';
      if (!args.length) return reportMissing(ctx, d, `Who? Write ${usage}.`);
      // `marriage with Ben`: the player was forgotten, `with` is the keyword (a player called so is quoted).
      if (isWord(args[0], 'with') || isWord(args[0], 'alone'))
        return reportMissing(ctx, d, `Whose ${d.k === 'marriage' ? 'marriage' : 'poverty'}? Write ${usage}.`);
      const player = ctx.name(line, args[0], 'player');
      const second = args[1];
      if (d.k === 'marriage' && isWord(second, 'alone')) {
        reportExtra(ctx, d, 2, `write ${usage}`);
        return { kind: 'marriage', player, partner: undefined, alone: true, range, keyword };
      }
      let partner: Name | undefined;
      if (isWord(second, 'with')) {
        if (args[2]) partner = ctx.name(line, args[2], 'player');
        else reportMissing(ctx, d, `With whom? Write ${usage}.`, second);
        reportExtra(ctx, d, 3, `write ${usage}`);
      } else if (second) {
        reportExtra(
          ctx,
          d,
          1,
          `expected \`with PARTNER\`${d.k === 'marriage' ? ' or `alone`' : ''} after the player; write ${usage}`,
        );
      } else if (d.k === 'poverty') {
        reportMissing(ctx, d, `With whom? Write ${usage}.`, args[0]);
      }
      // A bare `marriage P` is fine: the partner follows from the tricks that are written.
      if (d.k === 'marriage') return { kind: 'marriage', player, partner, alone: false, range, keyword };
      return partner ? { kind: 'poverty', player, partner, range, keyword } : undefined;
    }
    case 'tricks': {
      if (!args.length) return reportMissing(ctx, d, 'Whose tricks? Write e.g. `tricks re 7 kontra 5`.');
      return { kind: 'tricks', sides: parsePairs(ctx, d, 0, 'side', 'e.g. `tricks re 7 kontra 5`'), range, keyword };
    }
    case 'extras': {
      if (!args.length) return reportMissing(ctx, d, 'Who won which special points? Write e.g. `extras kontra fox`.');
      const side = ctx.name(line, args[0], 'side');
      if (args.length < 2)
        return reportMissing(ctx, d, 'Which special points? Add e.g. fox, doppelkopf or karlchen.', args[0]);
      return { kind: 'extras', side, items: args.slice(1).map((a) => ctx.token(line, a)), range, keyword };
    }
    case 'bock': {
      const count = args[0]
        ? ctx.number(line, args[0], 'how many bocks apply (e.g. `bock 2` for ×4), or nothing for ×2')
        : undefined;
      reportExtra(ctx, d, 1, '`bock` takes at most one number');
      return { kind: 'bock', count, range, keyword };
    }
  }
  return undefined;
}
