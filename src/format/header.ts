// The header directives: game, title, date, players, teams, rules, set, stake, target; series, table, timeout.

import { msg, type Message } from '../messages';
import type { GameKind, Name } from './ast';
import type { ParseContext } from './context';
import type { LexedLine, Lexeme } from './lexer';
import type { HeaderDirective } from './keywords';
import type { SyntaxSet } from './syntax';
import { isCurrency, isValidDate, isValidName, parseAmount } from './values';
import { lookalikeKey, showInvisible } from '../text/invisible';

/** The game a `game` line names, or undefined (problems are reported by `parseHeaderLine`). */
export function gameOf(syntaxes: SyntaxSet, args: Lexeme[]): GameKind | undefined {
  return syntaxes.kindOf(args[0]?.text);
}

function directiveRange(ctx: ParseContext, line: LexedLine, keyword: Lexeme, args: Lexeme[]) {
  return ctx.span(line, keyword, args.length ? args[args.length - 1] : keyword);
}

function extra(ctx: ParseContext, line: LexedLine, args: Lexeme[], from: number, usage: Message): void {
  if (args.length > from) {
    const rest = args
      .slice(from)
      .map((a) => a.text)
      .join(' ');
    ctx.report(
      'unexpected-argument',
      ctx.span(line, args[from], args[args.length - 1]),
      msg('unexpected-argument.extra', { shown: rest, usage }),
    );
  }
}

function missing(ctx: ParseContext, line: LexedLine, keyword: Lexeme, message: Message): void {
  ctx.report('missing-argument', ctx.range(line, keyword), message);
}

/** Checks a player or team name as it is defined: allowed characters, not a reserved word. */
/** A warning: two names a reader cannot tell apart (shown with their invisible characters written out). */
function reportSimilar(ctx: ParseContext, name: Name, first: Name): void {
  const args = { name: showInvisible(name.text), first: showInvisible(first.text) };
  ctx.report('similar-names', name.range, msg('similar-names', args), 'warning');
}

function definedName(ctx: ParseContext, line: LexedLine, keyword: Lexeme, lx: Lexeme, who: 'player' | 'team'): Name {
  const name: Name = {
    text: lx.text,
    range: ctx.range(line, lx),
    quoted: lx.quoted,
    key: ctx.words.key(lx.text),
  };
  if (!lx.quoted && !isValidName(lx.text)) {
    ctx.report('bad-name', name.range, msg('bad-name.invalid', { name: lx.text, who }));
  } else if (lx.quoted && lx.text.trim() === '') {
    ctx.report('bad-name', name.range, msg('bad-name.empty', { who }));
  } else if (!lx.quoted && ctx.game !== undefined && ctx.sides.parties.has(name.key) && ctx.sides.partyWords) {
    ctx.report('reserved-name', name.range, ctx.sides.partyWords.reserved({ name: lx.text, who }));
  } else if (!lx.quoted && name.key === keyword.text.toLowerCase()) {
    ctx.report('reserved-name', name.range, msg('reserved-name.keyword', { name: lx.text, who }));
  }
  return name;
}

export function parseHeaderLine(
  ctx: ParseContext,
  syntaxes: SyntaxSet,
  line: LexedLine,
  k: HeaderDirective,
  keyword: Lexeme,
  args: Lexeme[],
): void {
  const h = ctx.header;
  // Messages name the keyword as the line writes it (`spieler`, `joueurs`).
  const written = ctx.words.lower(keyword.text);
  switch (k) {
    case 'game': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.game'));
      const kind = gameOf(syntaxes, args);
      if (!kind) {
        const m = msg('unknown-game', { text: args[0].text, kinds: syntaxes.kinds });
        ctx.report('unknown-game', ctx.range(line, args[0]), m);
      } else {
        h.game = { kind, range: directiveRange(ctx, line, keyword, args.slice(0, 1)) };
      }
      return extra(ctx, line, args, 1, msg('usage.game', { keyword: written, kinds: syntaxes.kinds }));
    }
    case 'title': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.title'));
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
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.date'));
      if (!isValidDate(args[0].text)) {
        ctx.report('bad-date', ctx.range(line, args[0]), msg('bad-date', { text: args[0].text }));
      } else {
        h.date = { text: args[0].text, range: ctx.range(line, args[0]) };
      }
      return extra(ctx, line, args, 1, msg('usage.date', { keyword: written }));
    }
    case 'players': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.players'));
      const seen = new Map<string, Name>();
      const looks = new Map<string, Name>();
      for (const lx of args) {
        const name = definedName(ctx, line, keyword, lx, 'player');
        const first = seen.get(name.key);
        const lookalike = looks.get(lookalikeKey(name.text));
        if (first) {
          ctx.report('duplicate-name', name.range, msg('duplicate-name.player', { name: lx.text, first: first.text }));
        } else {
          seen.set(name.key, name);
          if (lookalike) reportSimilar(ctx, name, lookalike);
          else looks.set(lookalikeKey(name.text), name);
        }
        h.players.push(name);
      }
      h.playersRange = ctx.span(line, args[0], args[args.length - 1]);
      const count = syntaxes.playerCount(ctx.game, args.length);
      if (count) ctx.report('player-count', h.playersRange, count);
      return;
    }
    case 'teams': {
      if (args.length < 2) return missing(ctx, line, keyword, msg('missing-argument.teams'));
      const a = definedName(ctx, line, keyword, args[0], 'team');
      const b = definedName(ctx, line, keyword, args[1], 'team');
      if (a.key === b.key) ctx.report('duplicate-name', b.range, msg('duplicate-name.teams', { name: b.text }));
      else if (lookalikeKey(a.text) === lookalikeKey(b.text)) reportSimilar(ctx, b, a);
      h.teams = [a, b];
      h.teamsExplicit = true;
      h.teamsRange = ctx.span(line, args[0], args[1]);
      return extra(ctx, line, args, 2, msg('usage.teams', { keyword: written }));
    }
    case 'rules': {
      if (!args.length) return missing(ctx, line, keyword, syntaxes.rulesMissing(ctx.game));
      // A vocabulary position: `word` is the preset it names in any language (`règles officielles`, `regeln haus`).
      h.preset = ctx.word(line, args[0], 'preset');
      return extra(ctx, line, args, 1, msg('usage.rules', { keyword: written }));
    }
    case 'set': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.set'));
      // `set KEY` without a value is stored too: the rules table knows the valid values and reports
      // missing-setting-value with them.
      h.settings.push({
        key: ctx.token(line, args[0]),
        values: args.slice(1).map((a) => ctx.token(line, a)),
        range: directiveRange(ctx, line, keyword, args),
      });
      return;
    }
    case 'stake':
      return parseStake(ctx, line, keyword, args, written, syntaxes.of(ctx.game)?.stakeDecimals);
    case 'target': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.target'));
      const num = ctx.number(line, args[0], msg('expect.target'));
      if (num && num.value <= 0) {
        ctx.report('bad-number', num.range, msg('bad-number.target', { text: num.text }));
      } else if (num) {
        h.target = num;
      }
      return extra(ctx, line, args, 1, msg('usage.target', { keyword: written }));
    }
    case 'series':
    case 'table': {
      if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.seat', { what: k }));
      const num = ctx.number(line, args[0], msg('expect.seat', { what: k }));
      if (num && num.value > 0) h[k] = num;
      else if (num) ctx.report('bad-number', num.range, msg('bad-number.seat', { what: k, text: num.text }));
      return extra(ctx, line, args, 1, msg('usage.seat', { keyword: written }));
    }
    case 'timeout':
      h.timeout = ctx.span(line, keyword, keyword);
      return extra(ctx, line, args, 0, msg('usage.timeout', { keyword: written }));
  }
}

function parseStake(
  ctx: ParseContext,
  line: LexedLine,
  keyword: Lexeme,
  args: Lexeme[],
  written: string,
  decimals: number | undefined,
): void {
  if (!args.length) return missing(ctx, line, keyword, msg('missing-argument.stake'));
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
  // A game whose stakes go below a cent says how many decimals it reads (GameSyntax.stakeDecimals).
  const parsed = parseAmount(amount.text, decimals);
  const amountRange = ctx.range(line, amount);
  if ('error' in parsed) {
    ctx.report('bad-stake', amountRange, msg('bad-stake.amount', { reason: parsed.error }));
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
      ctx.report('bad-stake', ctx.range(line, cur), msg('bad-stake.currency', { text: cur.text }));
      used++;
    }
  }
  ctx.header.stake =
    currency === undefined
      ? { cents: parsed.cents, range: ctx.span(line, keyword, last) }
      : { cents: parsed.cents, currency, range: ctx.span(line, keyword, last) };
  extra(ctx, line, args, used, msg('usage.stake', { keyword: written }));
}
