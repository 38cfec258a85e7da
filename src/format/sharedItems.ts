// Round directives both game families use: cards, announce, score, total, hand and trick.

import type { CardToken, Name, Num, RoundItem } from './ast';
import type { ParseContext } from './context';
import type { LexedLine, Lexeme } from './lexer';
import { directiveRange, isWord, keywordRange, reportExtra, reportMissing, type Directive } from './lineArgs';
import { parsePairs } from './sidePairs';
import { parseCard } from './values';

const CARD_HELP = 'a card is suit (♣/C, ♠/S, ♥/H, ♦/D) then rank (A, 10 or T, K, Q, J, 9, 8, 7), e.g. ♣Q, CQ or H10';

function card(ctx: ParseContext, line: LexedLine, lx: Lexeme): CardToken | undefined {
  const c = lx.quoted ? undefined : parseCard(lx.text);
  if (!c) {
    const shown = lx.text.length > 20 ? `${lx.text.slice(0, 17)}…` : lx.text;
    ctx.report('bad-card', ctx.range(line, lx), `"${shown}" is not a card; ${CARD_HELP}.`);
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
      const usage = dk
        ? '`cards re 151` or `cards re 151 kontra 89`'
        : '`cards Nord-Süd 90 Ost-West 62` (one team may be left out)';
      if (!args.length) return reportMissing(ctx, d, `Whose card points? Write ${usage}.`);
      return { kind: 'cards', sides: parsePairs(ctx, d, 0, 'side', usage), range, keyword };
    }
    case 'score':
    case 'total': {
      const usage = dk
        ? `players and points, e.g. \`${d.written} Anna +2 Ben -2 Clara +2 Dora -2\``
        : `teams and points, e.g. \`${d.written} Nord-Süd 100 Ost-West 82\``;
      if (!args.length) return reportMissing(ctx, d, `Write ${usage}.`);
      // Doppelkopf sheets are kept per player; Belote sheets per team (a player stands for the team).
      return { kind: d.k, entries: parsePairs(ctx, d, 0, dk ? 'player' : 'side', usage), range, keyword };
    }
    case 'announce': {
      const usage = dk ? '`announce re` or `announce kontra no90`' : '`announce Süd tierce` or `announce NS fifty`';
      if (!args.length) return reportMissing(ctx, d, `Who announced? Write ${usage}.`);
      const side = ctx.name(line, args[0], 'side');
      if (!dk && args.length < 2)
        return reportMissing(
          ctx,
          d,
          'Which announcement? Add e.g. tierce, fifty, hundred, four-jacks or a value like 50.',
          args[0],
        );
      if (dk)
        reportExtra(
          ctx,
          d,
          2,
          'an announcement takes at most one level (no90, no60, no30 or black); write one line per party',
        );
      const items = args.slice(1, dk ? 2 : undefined).map((a) => ctx.token(line, a));
      return { kind: 'announce', side, items, range, keyword };
    }
    case 'hand': {
      if (!args.length) return reportMissing(ctx, d, 'Whose hand? Write e.g. `hand Anna ♣Q ♠A H10`.');
      const player = ctx.name(line, args[0], 'player');
      if (args.length < 2)
        return reportMissing(
          ctx,
          d,
          `Which cards does ${args[0].text} hold? List them after the name, e.g. ♣Q ♠A H10.`,
          args[0],
        );
      const cards: CardToken[] = [];
      for (const a of args.slice(1)) {
        const c = card(ctx, line, a);
        if (c) cards.push(c);
      }
      return { kind: 'hand', player, cards: cards.slice(), range, keyword };
    }
    case 'trick':
      return parseTrick(ctx, d);
  }
  return undefined;
}

const TRICK_USAGE = '`trick Anna ♣Q, Ben ♠A, Clara H10, Dora ♦K => Anna 25`';

function parseTrick(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const plays: { player: Name; card: CardToken }[] = [];
  let i = 0;
  const isArrow = (lx: Lexeme | undefined) => isWord(lx, '=>');
  while (i < args.length && !isArrow(args[i])) {
    const lx = args[i];
    if (!lx.quoted && parseCard(lx.text) && !ctx.lookup(lx.text, false, 'player')) {
      ctx.report(
        'missing-argument',
        ctx.range(line, lx),
        `Who played ${lx.text}? Each card follows its player: ${TRICK_USAGE}.`,
      );
      i++;
      continue;
    }
    const player = ctx.name(line, lx, 'player');
    const c = args[i + 1];
    if (!c || isArrow(c) || (!parseCard(c.text) && ctx.lookup(c.text, c.quoted, 'player'))) {
      ctx.report(
        'missing-argument',
        player.range,
        `Which card did ${lx.text} play? Each player is followed by a card: ${TRICK_USAGE}.`,
      );
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
      reportMissing(ctx, d, `Who won the trick? Write \`=> WINNER POINTS\`, e.g. ${TRICK_USAGE}.`, arrow);
    } else {
      winner = ctx.name(line, w, 'side'); // a player, or (for guides) the party or team that takes the trick
      if (args[i + 2]) value = ctx.number(line, args[i + 2], 'the points in the trick');
      reportExtra(ctx, d, i + 3, `after \`=>\` come the winner and the trick's points: ${TRICK_USAGE}`);
    }
  }
  if (!plays.length) {
    if (!args.length || isArrow(args[0])) reportMissing(ctx, d, `Which cards were played? Write ${TRICK_USAGE}.`);
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
