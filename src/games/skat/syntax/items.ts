// Skat's round lines (rules/skat.md "Round syntax"): the declarer line and the facts that may stand on lines of their
// own, the outcome-only rows, the house lines, and its readings of cards, score and total (the format reads dealer,
// hand and trick).

import { msg, type Message } from '../../../messages';
import type { CardToken, Name, Num, RoundItem, SideValue } from '../../../format/ast';
import type { ParseContext } from '../../../format/context';
import type { Range } from '../../../format/types';
import type { LexedLine, Lexeme } from '../../../format/lexer';
import { directiveRange, keywordRange, reportExtra, reportMissing, type Directive } from '../../../format/lineArgs';
import { parseStated } from '../../../format/sharedItems';
import { parsePairs } from '../../../format/sidePairs';
import { looksLikeInteger, parseCard } from '../../../format/values';
import type { SkatFact, SkatGame, SkatLevel } from './itemTypes';

const SUIT_SYMBOLS = new Map<string, SkatGame>([
  ['♣', 'clubs'],
  ['♠', 'spades'],
  ['♥', 'hearts'],
  ['♦', 'diamonds'],
]);

const GAMES: ReadonlySet<string> = new Set(['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null']);

function usage(kind: string): Message {
  return msg('skat.usage', { kind });
}

/** A number of the line, or a `bad-number` problem naming what it was for. */
function num(ctx: ParseContext, line: LexedLine, lx: Lexeme, what: string): Num | undefined {
  return ctx.number(line, lx, () => msg('skat.expect', { what }));
}

/** `declarer P [KIND] [with N | without N] [hand] [ouvert] [revolution]`. */
function readDeclarer(ctx: ParseContext, d: Directive): SkatFact | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: 'declarer' }));
  const fact: Extract<SkatFact, { type: 'declarer' }> = { type: 'declarer', player: ctx.name(line, args[0], 'player') };
  for (let i = 1; i < args.length; i++) {
    const lx = args[i];
    const sym = lx.quoted ? undefined : SUIT_SYMBOLS.get(lx.text);
    const game = sym ?? (lx.quoted ? undefined : ctx.words.read('skat-game', lx.text));
    if (game !== undefined && GAMES.has(game) && !fact.game) {
      fact.game = { value: game as SkatGame, token: ctx.word(line, lx, 'skat-game', game) };
      continue;
    }
    const part = lx.quoted ? undefined : ctx.words.read('skat-part', lx.text);
    if ((part === 'with' || part === 'without') && !fact.spitzen) {
      const next = args[i + 1];
      if (!next) {
        reportMissing(ctx, d, msg('skat.missing', { kind: part }), lx);
        continue;
      }
      const n = num(ctx, line, next, part);
      i++;
      if (n) fact.spitzen = { mit: part === 'with', n, token: ctx.word(line, lx, 'skat-part', part) };
      continue;
    }
    if (part === 'hand' && !fact.hand) {
      fact.hand = ctx.word(line, lx, 'skat-part', part);
      continue;
    }
    if (part === 'ouvert' && !fact.ouvert) {
      fact.ouvert = ctx.word(line, lx, 'skat-part', part);
      continue;
    }
    if (part === 'revolution' && !fact.revolution) {
      fact.revolution = ctx.word(line, lx, 'skat-part', part);
      continue;
    }
    ctx.report(
      'unexpected-argument',
      ctx.range(line, lx),
      msg('skat.bad-word', { text: lx.text, usage: usage('declarer') }),
    );
  }
  return fact;
}

/** `won` / `lost` / `overbid`, or the outcome-only `won P N` / `lost P N [overbid]`. */
function readOutcome(ctx: ParseContext, d: Directive, outcome: 'won' | 'lost' | 'overbid'): SkatFact | undefined {
  const { args, line } = d;
  if (!args.length) return { type: 'outcome', outcome };
  if (outcome === 'overbid') {
    reportExtra(ctx, d, 0, () => usage('overbid'));
    return { type: 'outcome', outcome };
  }
  const player: Name = ctx.name(line, args[0], 'player');
  if (args.length < 2) return reportMissing(ctx, d, msg('skat.missing', { kind: 'outcome-value' }), args[0]);
  const value = num(ctx, line, args[1], 'value');
  let overbid = false;
  if (outcome === 'lost' && args[2] && !args[2].quoted && ctx.words.read('skat-part', args[2].text) === 'overbid') {
    overbid = true;
    reportExtra(ctx, d, 3, () => usage(outcome));
  } else reportExtra(ctx, d, 2, () => usage(outcome));
  if (!value) return undefined;
  return { type: 'outcome', outcome, player, value, overbid };
}

/** `schneider` / `schwarz` [`angesagt`]: a level reached, or announced. */
function readLevel(ctx: ParseContext, d: Directive, level: SkatLevel): SkatFact {
  const a = d.args[0];
  const announced = !!a && !a.quoted && ctx.words.read('skat-level', a.text) === 'announced';
  reportExtra(ctx, d, announced ? 1 : 0, () => usage(level));
  return { type: 'level', level, announced };
}

/** One number: `bid N`, `tricks N`, `with N`. */
function readOne(ctx: ParseContext, d: Directive, what: string): Num | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: what }));
  reportExtra(ctx, d, 1, () => usage(what));
  return num(ctx, line, args[0], what);
}

/** `won-lost P W L …`. */
function readWonLost(ctx: ParseContext, d: Directive): SkatFact | undefined {
  const { args, line } = d;
  if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: 'won-lost' }));
  const entries: Extract<SkatFact, { type: 'won-lost' }>['entries'] = [];
  for (let i = 0; i < args.length; i += 3) {
    const side = ctx.name(line, args[i], 'player');
    const a = args[i + 1];
    const b = args[i + 2];
    if (!a || !b) {
      reportMissing(ctx, d, msg('skat.missing', { kind: 'won-lost' }), args[args.length - 1]);
      break;
    }
    const won = num(ctx, line, a, 'won-lost');
    const lost = num(ctx, line, b, 'won-lost');
    if (won && lost) entries.push({ side, won, lost });
  }
  return { type: 'won-lost', entries };
}

/** `skat CARD CARD`: the two skat cards, in the format's card notation (`♣J`, `CJ`, `H10`). */
function readSkatCards(ctx: ParseContext, d: Directive): SkatFact | undefined {
  const { args, line } = d;
  if (args.length < 2) return reportMissing(ctx, d, msg('skat.missing', { kind: 'skat' }), args[0]);
  reportExtra(ctx, d, 2, () => usage('skat'));
  const cards: CardToken[] = [];
  for (const lx of args.slice(0, 2)) {
    const c = lx.quoted ? undefined : parseCard(lx.text);
    if (!c) ctx.report('bad-card', ctx.range(line, lx), msg('bad-card', { text: lx.text.slice(0, 20) }));
    else cards.push({ suit: c.suit, rank: c.rank, text: lx.text, range: ctx.range(line, lx) });
  }
  return { type: 'skat', cards };
}

/** A `skat` item of the line's fact, none without one. */
function item(fact: SkatFact | undefined, range: Range, keyword: Range): RoundItem | undefined {
  return fact ? { kind: 'skat', fact, range, keyword } : undefined;
}

/** One of Skat's round lines (GameSyntax.readItem). */
export function parseSkatItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  const { args, line } = d;
  const range = directiveRange(ctx, d);
  const keyword = keywordRange(ctx, d);
  switch (d.k) {
    case 'cards': {
      if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: 'cards' }));
      const only = args[0];
      // `cards N`: the declarer's Augen, the skat included.
      if (args.length === 1 && !only.quoted && looksLikeInteger(only.text) && !ctx.lookup(only.text, false, 'player')) {
        const bare = num(ctx, line, only, 'cards');
        return bare ? { kind: 'cards', sides: [], bare, range, keyword } : undefined;
      }
      const sides: SideValue[] = parsePairs(ctx, d, 0, 'player', () => usage('cards'));
      return { kind: 'cards', sides, range, keyword };
    }
    case 'score':
    case 'total':
      return parseStated(ctx, d, d.k, 'player', () => usage(d.k));
    case 'declarer':
      return item(readDeclarer(ctx, d), range, keyword);
    case 'with':
    case 'without': {
      const n = readOne(ctx, d, d.k);
      return n ? item({ type: 'spitzen', mit: d.k === 'with', n }, range, keyword) : undefined;
    }
    case 'ouvert':
      reportExtra(ctx, d, 0, () => usage('ouvert'));
      return item({ type: 'ouvert' }, range, keyword);
    case 'hand':
      // Only a bare `hand` comes here (SKAT_SYNTAX.bareCommonLines); `hand P CARD…` is the format's.
      return item({ type: 'hand' }, range, keyword);
    case 'announce': {
      if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: 'announce' }));
      const level = args[0].quoted ? undefined : ctx.words.read('skat-level', args[0].text);
      if (level !== 'schneider' && level !== 'schwarz') {
        ctx.report(
          'unexpected-argument',
          ctx.range(line, args[0]),
          msg('skat.bad-word', { text: args[0].text, usage: usage('announce') }),
        );
        return undefined;
      }
      reportExtra(ctx, d, 1, () => usage('announce'));
      return item({ type: 'announce', level }, range, keyword);
    }
    case 'schneider':
    case 'schwarz':
      return item(readLevel(ctx, d, d.k), range, keyword);
    case 'bid': {
      const n = readOne(ctx, d, 'bid');
      return n ? item({ type: 'bid', n }, range, keyword) : undefined;
    }
    case 'tricks': {
      const n = readOne(ctx, d, 'tricks');
      return n ? item({ type: 'tricks', n }, range, keyword) : undefined;
    }
    case 'skat':
      return item(readSkatCards(ctx, d), range, keyword);
    case 'won':
    case 'lost':
    case 'overbid':
      return item(readOutcome(ctx, d, d.k), range, keyword);
    case 'passed':
      reportExtra(ctx, d, 0, () => usage('passed'));
      return item({ type: 'passed' }, range, keyword);
    case 'kontra': {
      reportExtra(ctx, d, 1, () => usage('kontra'));
      return item(
        { type: 'kontra', ...(args[0] ? { player: ctx.name(line, args[0], 'player') } : {}) },
        range,
        keyword,
      );
    }
    case 're':
    case 'supra':
      reportExtra(ctx, d, 0, () => usage(d.k));
      return item({ type: d.k }, range, keyword);
    case 'spitze': {
      reportExtra(ctx, d, 1, () => usage('spitze'));
      const n = args[0] ? num(ctx, line, args[0], 'spitze') : undefined;
      return item({ type: 'spitze', ...(n ? { n } : {}) }, range, keyword);
    }
    case 'bock': {
      reportExtra(ctx, d, 1, () => usage('bock'));
      const n = args[0] ? num(ctx, line, args[0], 'bock') : undefined;
      return item({ type: 'bock', ...(n ? { n } : {}) }, range, keyword);
    }
    case 'seeger': {
      if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: 'seeger' }));
      return item({ type: 'seeger', entries: parsePairs(ctx, d, 0, 'player', () => usage('seeger')) }, range, keyword);
    }
    case 'won-lost':
      return item(readWonLost(ctx, d), range, keyword);
    case 'ramsch':
      reportExtra(ctx, d, 0, () => usage('ramsch'));
      return item({ type: 'ramsch' }, range, keyword);
    case 'jungfrau':
    case 'durchmarsch':
    case 'loser':
    case 'last-trick': {
      if (!args.length) return reportMissing(ctx, d, msg('skat.missing', { kind: d.k }));
      reportExtra(ctx, d, 1, () => usage(d.k));
      return item({ type: d.k, player: ctx.name(line, args[0], 'player') }, range, keyword);
    }
    case 'pushed': {
      const n = readOne(ctx, d, 'pushed');
      return n ? item({ type: 'pushed', n }, range, keyword) : undefined;
    }
  }
  return undefined;
}
