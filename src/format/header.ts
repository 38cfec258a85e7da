// The header directives: game, title, date, players, teams, rules, set, stake, target.

import type { GameKind, Name } from './ast';
import type { ParseContext } from './context';
import type { LexedLine, Lexeme } from './lexer';
import type { HeaderDirective } from './keywords';
import { isCurrency, isValidDate, isValidName, parseAmount } from './values';

export const GAMES: readonly GameKind[] = ['doppelkopf', 'belote', 'coinche'];

/** The game a `game` line names, or undefined (problems are reported by `parseHeaderLine`). */
export function gameOf(args: Lexeme[]): GameKind | undefined {
  const k = args[0]?.text.toLowerCase();
  return GAMES.find((g) => g === k);
}

function directiveRange(ctx: ParseContext, line: LexedLine, keyword: Lexeme, args: Lexeme[]) {
  return ctx.span(line, keyword, args.length ? args[args.length - 1] : keyword);
}

function extra(ctx: ParseContext, line: LexedLine, args: Lexeme[], from: number, what: string): void {
  if (args.length > from) {
    const rest = args
      .slice(from)
      .map((a) => a.text)
      .join(' ');
    ctx.report(
      'unexpected-argument',
      ctx.span(line, args[from], args[args.length - 1]),
      `Unexpected "${rest}": ${what}.`,
    );
  }
}

function missing(ctx: ParseContext, line: LexedLine, keyword: Lexeme, message: string): void {
  ctx.report('missing-argument', ctx.range(line, keyword), message);
}

/** Checks a player or team name as it is defined: allowed characters, not a reserved word. */
function definedName(ctx: ParseContext, line: LexedLine, keyword: Lexeme, lx: Lexeme, what: string): Name {
  const name: Name = {
    text: lx.text,
    range: ctx.range(line, lx),
    quoted: lx.quoted,
    key: ctx.words.key(lx.text),
  };
  if (!lx.quoted && !isValidName(lx.text)) {
    ctx.report(
      'bad-name',
      name.range,
      `"${lx.text}" is not a valid ${what} name: use letters, digits, _ - . ' or put the name in double quotes.`,
    );
  } else if (lx.quoted && lx.text.trim() === '') {
    ctx.report('bad-name', name.range, `An empty ${what} name; write the ${what}'s name between the quotes.`);
  } else if (!lx.quoted && ctx.game === 'doppelkopf' && (name.key === 're' || name.key === 'kontra')) {
    ctx.report(
      'reserved-name',
      name.range,
      `"${lx.text}" is the name of a Doppelkopf party; write it as "${lx.text}" (in quotes) if a ${what} is really called so.`,
    );
  } else if (!lx.quoted && name.key === keyword.text.toLowerCase()) {
    ctx.report(
      'reserved-name',
      name.range,
      `"${lx.text}" is the keyword of this line; put the ${what} name in double quotes.`,
    );
  }
  return name;
}

export function parseHeaderLine(
  ctx: ParseContext,
  line: LexedLine,
  k: HeaderDirective,
  keyword: Lexeme,
  args: Lexeme[],
): void {
  const h = ctx.header;
  switch (k) {
    case 'game': {
      if (!args.length)
        return missing(ctx, line, keyword, 'Which game? Write `game doppelkopf`, `game belote` or `game coinche`.');
      const kind = gameOf(args);
      if (!kind) {
        ctx.report(
          'unknown-game',
          ctx.range(line, args[0]),
          `Unknown game "${args[0].text}"; expected doppelkopf, belote or coinche.`,
        );
      } else {
        h.game = { kind, range: directiveRange(ctx, line, keyword, args.slice(0, 1)) };
      }
      return extra(ctx, line, args, 1, '`game` takes one word (doppelkopf, belote or coinche)');
    }
    case 'title': {
      if (!args.length) return missing(ctx, line, keyword, 'The title is missing; write `title` followed by the text.');
      const first = args[0];
      const last = args[args.length - 1];
      // The title is free text: the rest of the line as written (quotes included), without the comment.
      let end = line.commentStart ?? line.text.length;
      while (end > last.end && /\s/.test(line.text[end - 1])) end--;
      h.title = {
        text: line.text.slice(first.start, end),
        range: { start: { line: line.line, character: first.start }, end: { line: line.line, character: end } },
      };
      return;
    }
    case 'date': {
      if (!args.length)
        return missing(ctx, line, keyword, 'The date is missing; write it as YYYY-MM-DD, e.g. `date 2024-03-15`.');
      if (!isValidDate(args[0].text)) {
        ctx.report(
          'bad-date',
          ctx.range(line, args[0]),
          `"${args[0].text}" is not a date; write a real day as YYYY-MM-DD, e.g. 2024-03-15.`,
        );
      } else {
        h.date = { text: args[0].text, range: ctx.range(line, args[0]) };
      }
      return extra(ctx, line, args, 1, '`date` takes one date (YYYY-MM-DD)');
    }
    case 'players': {
      if (!args.length)
        return missing(
          ctx,
          line,
          keyword,
          'No players given; list them in seating order, e.g. `players Anna Ben Clara Dora`.',
        );
      const seen = new Map<string, Name>();
      for (const lx of args) {
        const name = definedName(ctx, line, keyword, lx, 'player');
        const first = seen.get(name.key);
        if (first) {
          ctx.report(
            'duplicate-name',
            name.range,
            `"${lx.text}" is already a player (as "${first.text}"); names are matched without regard to case, so each player needs a different name.`,
          );
        } else {
          seen.set(name.key, name);
        }
        h.players.push(name);
      }
      h.playersRange = ctx.span(line, args[0], args[args.length - 1]);
      const n = args.length;
      if (ctx.game === 'belote' || ctx.game === 'coinche') {
        if (n !== 4)
          ctx.report(
            'player-count',
            h.playersRange,
            `${ctx.game === 'belote' ? 'Belote' : 'Coinche'} is played by exactly 4 players (partners opposite); ${n} are listed.`,
          );
      } else if (n < 4 || n > 7) {
        ctx.report(
          'player-count',
          h.playersRange,
          `Doppelkopf needs 4 to 7 players (more than 4: some sit out each round); ${n} ${n === 1 ? 'is' : 'are'} listed.`,
        );
      }
      return;
    }
    case 'teams': {
      if (args.length < 2)
        return missing(
          ctx,
          line,
          keyword,
          'Give both team names: `teams NAME1 NAME2` (team of the 1st and 3rd player, then of the 2nd and 4th).',
        );
      const a = definedName(ctx, line, keyword, args[0], 'team');
      const b = definedName(ctx, line, keyword, args[1], 'team');
      if (a.key === b.key)
        ctx.report('duplicate-name', b.range, `Both teams are called "${b.text}"; give them different names.`);
      h.teams = [a, b];
      h.teamsExplicit = true;
      h.teamsRange = ctx.span(line, args[0], args[1]);
      return extra(ctx, line, args, 2, '`teams` takes exactly two names');
    }
    case 'rules': {
      if (!args.length)
        return missing(
          ctx,
          line,
          keyword,
          ctx.game === 'doppelkopf'
            ? 'Which rules? Write `rules ddv`.'
            : 'Which rules? Write `rules house` or `rules official`.',
        );
      h.preset = ctx.token(line, args[0]);
      return extra(ctx, line, args, 1, '`rules` takes one preset; change single rules with `set KEY VALUE`');
    }
    case 'set': {
      if (!args.length) return missing(ctx, line, keyword, 'Which rule? Write `set KEY VALUE`, e.g. `set bock on`.');
      // `set KEY` without a value is stored too: the rules table knows the valid values and reports missing-setting-value with them.
      h.settings.push({
        key: ctx.token(line, args[0]),
        values: args.slice(1).map((a) => ctx.token(line, a)),
        range: directiveRange(ctx, line, keyword, args),
      });
      return;
    }
    case 'stake':
      return parseStake(ctx, line, keyword, args);
    case 'target': {
      if (!args.length) return missing(ctx, line, keyword, 'The target is missing; write e.g. `target 1000`.');
      const num = ctx.number(line, args[0], 'the points that end a game, e.g. 1000');
      if (num && num.value <= 0) {
        ctx.report(
          'bad-number',
          num.range,
          `The target must be a positive number of points, e.g. 1000; found ${num.text}.`,
        );
      } else if (num) {
        h.target = num;
      }
      return extra(ctx, line, args, 1, '`target` takes one number');
    }
  }
}

function parseStake(ctx: ParseContext, line: LexedLine, keyword: Lexeme, args: Lexeme[]): void {
  if (!args.length) return missing(ctx, line, keyword, 'The stake is missing; write e.g. `stake 0.05 EUR`.');
  let amount = args[0];
  let used = 1;
  // `0,10 €`: the comma is also an argument separator, so the lexer cut the amount in two.
  const next = args[1];
  if (
    next &&
    !amount.quoted &&
    !next.quoted &&
    /^[0-9]+$/.test(amount.text) &&
    /^[0-9]+$/.test(next.text) &&
    next.start === amount.end + 1 &&
    line.text[amount.end] === ','
  ) {
    amount = { ...amount, text: `${amount.text},${next.text}`, end: next.end, range: undefined };
    used = 2;
  }
  const parsed = parseAmount(amount.text);
  const amountRange = ctx.range(line, amount);
  if ('error' in parsed) {
    ctx.report(
      'bad-stake',
      amountRange,
      `The stake ${parsed.error}. Write the money per point like 0.05 EUR or 0,10 €.`,
    );
    return;
  }
  let currency = parsed.currency;
  let last = amount;
  const cur = args[used];
  if (cur && !currency) {
    if (isCurrency(cur.text)) {
      currency = cur.text;
      last = cur;
      used++;
    } else {
      ctx.report(
        'bad-stake',
        ctx.range(line, cur),
        `"${cur.text}" is not a currency; write a code like EUR or a sign like €.`,
      );
      used++;
    }
  }
  ctx.header.stake =
    currency === undefined
      ? { cents: parsed.cents, range: ctx.span(line, keyword, last) }
      : { cents: parsed.cents, currency, range: ctx.span(line, keyword, last) };
  extra(ctx, line, args, used, '`stake` takes an amount and an optional currency');
}
