// The season settings file (`season.score`): how the money of a season is kept — per evening, or a pot.

import type { GameKind } from '../format/ast';
import { GAME_KINDS, gameOf } from '../games/registry';
import { lexLine, type Lexeme } from '../format/lexer';
import { range, type Problem, type Range } from '../format/types';
import { isCurrency, parseAmount } from '../format/values';
import type { MoneySettings, SeasonSettings } from './types';
import { msg, render, type Message } from '../messages';

/** Every code the settings parser reports (documented in docs/diagnostics.md). */
export const SEASON_CODES = [
  'season-unknown-directive',
  'season-bad-game',
  'season-bad-pot',
  'season-bad-split',
  'season-duplicate',
  'season-split-without-pot',
] as const;

/** The default split of a pot by standings: half to the first, 30% to the second, 20% to the third. */
export const DEFAULT_SHARES = [50, 30, 20];

const SEASON_WORDS = new Set(['season', 'saison']);

/** Lines with their words, comments and blank lines left out. */
function directives(text: string): { line: number; text: string; words: Lexeme[] }[] {
  const out: { line: number; text: string; words: Lexeme[] }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((t, i) => {
    const lx = lexLine(t, i);
    if (lx.lexemes.length) out.push({ line: i, text: t, words: lx.lexemes });
  });
  return out;
}

/** A `.score` file whose first directive is `season` holds a season's settings, not an evening. */
export function isSeasonSettings(text: string): boolean {
  // Line by line up to the first directive: an evening is told apart after a line or two, not a whole split.
  let from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (from <= text.length) {
    const end = text.indexOf('\n', from);
    const first = lexLine(text.slice(from, end < 0 ? text.length : end), 0).lexemes[0];
    if (first) return !first.quoted && SEASON_WORDS.has(first.text.toLowerCase());
    if (end < 0) break;
    from = end + 1;
  }
  return false;
}

function defaults(): MoneySettings {
  return { split: 'standings', shares: [...DEFAULT_SHARES] };
}

/** The settings in force for one game: the game's own lines over the lines for every game. */
export function moneySettingsFor(settings: SeasonSettings | undefined, game: GameKind): MoneySettings {
  if (!settings) return defaults();
  return { ...settings.all, ...settings.games[game] };
}

/**
 * The decimals a `pot` may have: those of the game's stakes (GameSyntax.stakeDecimals; Skat's go below a cent), for
 * lines before any `game` line the most any game allows; whole cents by default.
 */
function potDecimals(game: GameKind | undefined): number {
  const of = (g: GameKind) => gameOf(g).syntax.stakeDecimals ?? 2;
  return game ? of(game) : Math.max(2, ...GAME_KINDS.map(of));
}

/**
 * Reads a season settings file. Never throws: every line it cannot use is a problem with a code and the range
 * of the offending word. Lines before any `game` line apply to every game; after `game X`, to X only.
 */
export function parseSeasonSettings(text: string): SeasonSettings {
  const problems: Problem[] = [];
  const out: SeasonSettings = { all: defaults(), games: {}, problems };
  let section: Partial<MoneySettings> = out.all;
  let sectionGame: GameKind | undefined;
  let seen = new Set<string>();
  // Where each section's `split` line is, to point at it when there is no pot to split.
  const splits = new Map<Partial<MoneySettings>, Range>();
  const report = (code: string, line: number, w: Lexeme, m: Message, severity: Problem['severity'] = 'error') =>
    problems.push({ code, severity, range: range(line, w.start, w.end), message: render(m), msg: m });

  for (const { line, text: lineText, words } of directives(text)) {
    const [kw, ...args] = words;
    const key = kw.text.toLowerCase();
    const word = SEASON_WORDS.has(key) ? 'season' : key;
    if (word !== 'season' && word !== 'game' && seen.has(word)) {
      report('season-duplicate', line, kw, msg('season.duplicate', { word: kw.text }), 'warning');
    }
    seen.add(word);
    switch (word) {
      case 'season':
        if (args.length) out.title = args.map((a) => a.text).join(' ');
        break;
      case 'game': {
        const g = GAME_KINDS.find((x) => x === args[0]?.text.toLowerCase());
        if (!g) {
          report('season-bad-game', line, args[0] ?? kw, msg('season.bad-game', { games: GAME_KINDS }));
          break;
        }
        section = out.games[g] = {};
        sectionGame = g;
        seen = new Set(['game']);
        break;
      }
      case 'pot':
        readPot(section, line, lineText, kw, args, report, potDecimals(sectionGame));
        break;
      case 'split': {
        if (readSplit(section, line, kw, args, report)) splits.set(section, range(line, kw.start, kw.end));
        break;
      }
      default:
        report('season-unknown-directive', line, kw, msg('season.unknown-directive', { word: kw.text }));
    }
  }
  for (const [sec, at] of splits) {
    const pot = 'potCents' in sec ? sec.potCents : out.all.potCents;
    if (pot === undefined) {
      const m = msg('season.split-without-pot');
      problems.push({ code: 'season-split-without-pot', severity: 'warning', range: at, message: render(m), msg: m });
    }
  }
  return out;
}

type Report = (code: string, line: number, w: Lexeme, m: Message) => void;

function readPot(
  section: Partial<MoneySettings>,
  line: number,
  lineText: string,
  kw: Lexeme,
  args: Lexeme[],
  report: Report,
  decimals: number,
): void {
  const first = args[0]?.text.toLowerCase();
  if ((first === 'none' || first === 'off') && args.length === 1) {
    section.potCents = undefined;
    return;
  }
  let amountText = args[0]?.text;
  let used = 1;
  // `0,10 €`: the comma separates words, so the amount comes in two.
  if (args[1] && /^[0-9]+$/.test(args[0].text) && /^[0-9]+$/.test(args[1].text) && lineText[args[0].end] === ',') {
    amountText = `${args[0].text},${args[1].text}`;
    used = 2;
  }
  const parsed = amountText !== undefined ? parseAmount(amountText, decimals) : undefined;
  if (!parsed || 'error' in parsed || parsed.cents === 0) {
    const why = !parsed ? 'missing' : 'error' in parsed ? parsed.error : 'zero';
    report('season-bad-pot', line, args[0] ?? kw, msg('season.bad-pot', { why }));
    return;
  }
  let currency = parsed.currency;
  const cur = args[used];
  if (cur && !currency && isCurrency(cur.text)) {
    currency = cur.text;
    used++;
  }
  if (args.length > used) {
    report('season-bad-pot', line, args[used], msg('season.pot-args'));
    return;
  }
  section.potCents = parsed.cents;
  section.currency = currency;
}

function readSplit(section: Partial<MoneySettings>, line: number, kw: Lexeme, args: Lexeme[], report: Report): boolean {
  const mode = args[0]?.text.toLowerCase();
  if (mode === 'attendance' && args.length === 1) {
    section.split = 'attendance';
    return true;
  }
  if (mode !== 'standings') {
    report('season-bad-split', line, args[0] ?? kw, msg('season.split-mode'));
    return false;
  }
  const shares: number[] = [];
  for (const a of args.slice(1)) {
    const m = /^([0-9]{1,3})%?$/.exec(a.text);
    if (!m) {
      report('season-bad-split', line, a, msg('season.not-percent', { text: a.text }));
      return false;
    }
    shares.push(Number(m[1]));
  }
  const sum = shares.reduce((a, b) => a + b, 0);
  if (shares.length > 0 && sum !== 100) {
    report('season-bad-split', line, args[args.length - 1], msg('season.shares-sum', { sum, shares }));
    return false;
  }
  section.split = 'standings';
  section.shares = shares.length ? shares : [...DEFAULT_SHARES];
  return true;
}
