// The tournament settings file (`tournament.score`, score-format.md "Tournaments and concours"): the title, what
// every table sheet inherits (`game`, `rules`, `set`, `stake`), the series, the participants, the ranking and the
// money. Never throws: every line it cannot use is a problem with a code and the range of the offending word.

import type { Header, Setting, Token } from '../format/ast';
import { lexLine, type Lexeme } from '../format/lexer';
import { range, type Problem, type Range, type Severity } from '../format/types';
import { isCurrency, isValidName, nameKey, parseAmount, parseInteger } from '../format/values';
import { GAME_KINDS, gameModuleOf } from '../analysis/analyze';
import { rulesOf } from '../analysis/common';
import type { GameKind } from '../format/ast';
import type { TournamentHook } from '../games/game';
import { msg, render, type Message } from '../messages';
import { foldWord } from '../words/vocabulary';
import type { TournamentCode } from './codes';
import type { Money, Prizes, RankingKey, TiebreakKey, TournamentSettings } from './types';

/** Each line's keyword and its German and French words (accents and case do not matter). */
const DIRECTIVE_WORDS: Readonly<Record<string, readonly string[]>> = {
  tournament: ['turnier', 'concours'],
  game: ['spiel-art', 'jeu'],
  rules: ['regeln', 'règles'],
  set: [],
  stake: ['einsatz', 'mise'],
  series: ['serie', 'serien', 'partie', 'parties'],
  games: ['spiele', 'jeux'],
  player: ['teilnehmer', 'joueur'],
  ranking: ['wertung', 'classement'],
  placement: ['platzierung'],
  match: [],
  tiebreak: ['feinwertung', 'départage'],
  missed: ['gefehlt', 'absent'],
  bye: ['freilos', 'exempt'],
  individual: ['einzelwertung', 'individuel'],
  entry: ['startgeld', 'inscription'],
  prizes: ['preise', 'prix'],
  best: ['beste', 'meilleures'],
};

const RANKING_WORDS: Readonly<Record<RankingKey, readonly string[]>> = {
  points: ['punkte'],
  placement: ['platzierung'],
  index: [],
  average: ['schnitt', 'moyenne'],
  match: [],
};

const TIEBREAK_WORDS: Readonly<Record<TiebreakKey, readonly string[]>> = {
  points: ['punkte'],
  placement: ['platzierung', 'match'],
  'best-series': ['beste-serie', 'meilleure-partie'],
  wins: ['siege', 'victoires'],
  'point-diff': ['differenz', 'écart'],
  'games-won': ['gewonnene-spiele', 'donnes-gagnées'],
  'games-lost': ['verlorene-spiele', 'donnes-perdues'],
};

const ON = new Set(['on', 'an', 'oui']);
const OFF = new Set(['off', 'aus', 'non']);

function lookup<K extends string>(table: Readonly<Record<K, readonly string[]>>, text: string): K | undefined {
  const w = foldWord(text);
  for (const [k, forms] of Object.entries(table) as [K, readonly string[]][])
    if (k === w || forms.some((f) => foldWord(f) === w)) return k;
  return undefined;
}

/** The canonical keyword a tournament.score line starts with, or undefined. */
export function tournamentKeyword(text: string): string | undefined {
  return lookup(DIRECTIVE_WORDS, text);
}

/** A `.score` file whose first directive is `tournament` (`turnier`, `concours`) is a tournament's settings. */
export function isTournamentSettings(text: string): boolean {
  let from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (from <= text.length) {
    const end = text.indexOf('\n', from);
    const first = lexLine(text.slice(from, end < 0 ? text.length : end), 0).lexemes[0];
    if (first) return !first.quoted && tournamentKeyword(first.text) === 'tournament';
    if (end < 0) break;
    from = end + 1;
  }
  return false;
}

interface Line {
  line: number;
  text: string;
  words: Lexeme[];
  commentStart?: number;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((t, i) => {
      const lx = lexLine(t, i);
      if (lx.lexemes.length) out.push({ line: i, text: t, words: lx.lexemes, commentStart: lx.commentStart });
    });
  return out;
}

/** Reads the settings; `hookOf` is the game's tournament hook (the registry's, unless a test hands in another). */
export function parseTournamentSettings(
  text: string,
  hookOf: (game: GameKind) => TournamentHook = (g) => gameModuleOf(g).tournament,
): TournamentSettings {
  return new SettingsReader(text, hookOf, (g) => gameModuleOf(g).syntax.stakeDecimals).read();
}

class SettingsReader {
  private readonly problems: Problem[] = [];
  private readonly out: TournamentSettings;
  private readonly seen = new Map<string, number>();
  // What only the game can judge, checked once the `game` line (wherever it is) is known.
  private readonly later: ((hook: TournamentHook, game: GameKind) => void)[] = [];
  private gameRange?: Range;
  private preset?: Token;
  private readonly settings: Setting[] = [];
  private stake?: Header['stake'];
  private stakeLine?: { l: Line; kw: Lexeme; args: Lexeme[] };

  constructor(
    private readonly text: string,
    private readonly hookOf: (game: GameKind) => TournamentHook,
    private readonly stakeDecimalsOf: (game: GameKind) => number | undefined,
  ) {
    this.out = { firstLine: range(0, 0, 0), games: {}, players: [], placement: {}, individual: false, problems: [] };
  }

  private report(code: TournamentCode, at: Range, m: Message, severity: Severity = 'error'): void {
    this.problems.push({ code, severity, range: at, message: render(m), msg: m });
  }

  private at(l: Line, w: Lexeme): Range {
    return range(l.line, w.start, w.end);
  }

  private span(l: Line, a: Lexeme, b: Lexeme): Range {
    return { start: { line: l.line, character: a.start }, end: { line: l.line, character: b.end } };
  }

  read(): TournamentSettings {
    const all = lines(this.text);
    if (all[0]) this.out.firstLine = this.at(all[0], all[0].words[0]);
    for (const l of all) this.line(l);
    const game = this.out.game;
    this.readStake(game);
    if (!game) {
      if (!this.gameRange)
        this.report('tournament-bad-game', this.out.firstLine, msg('tournament.no-game', { games: GAME_KINDS }));
    } else {
      const hook = this.hookOf(game);
      for (const check of this.later) check(hook, game);
      this.rules(game);
    }
    this.moneyChecks();
    this.out.problems = this.problems.sort(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
    return this.out;
  }

  private line(l: Line): void {
    const [kw, ...args] = l.words;
    const k = kw.quoted ? undefined : tournamentKeyword(kw.text);
    const kwRange = this.at(l, kw);
    if (!k) {
      this.report('tournament-unknown-directive', kwRange, msg('tournament.unknown-directive', { word: kw.text }));
      return;
    }
    const repeatable = k === 'set' || k === 'player' || k === 'placement';
    if (!repeatable && this.seen.has(k))
      this.report(
        'tournament-duplicate',
        kwRange,
        msg('tournament.duplicate', { word: kw.text, line: this.seen.get(k)! + 1 }),
        'warning',
      );
    if (!this.seen.has(k)) this.seen.set(k, l.line);
    switch (k) {
      case 'tournament':
        if (args.length) {
          let end = l.commentStart ?? l.text.length;
          while (end > args[args.length - 1].end && /\s/.test(l.text[end - 1])) end--;
          this.out.title = l.text.slice(args[0].start, end);
        }
        return;
      case 'game':
        return this.game(l, kw, args);
      case 'rules':
        if (!args[0]) return this.missing('tournament-bad-word', kwRange, 'rules ddv');
        this.preset = this.token(l, args[0]);
        return this.extra(l, args, 1, 'rules ddv');
      case 'set':
        return this.set(l, kw, args);
      case 'stake':
        // Read once the game is known (its line may come later): a game may allow a stake below a cent.
        this.stakeLine = { l, kw, args };
        return;
      case 'series': {
        const n = this.positive(l, kw, args, 'series 3');
        if (n !== undefined) {
          this.out.series = n;
          this.out.seriesRange = this.at(l, args[0]);
        }
        return;
      }
      case 'games':
        return this.games(l, kw, args);
      case 'player':
        return this.player(l, kw, args);
      case 'ranking':
        return this.ranking(l, kw, args);
      case 'placement':
        return this.placement(l, kw, args);
      case 'match':
        return this.match(l, kw, args);
      case 'tiebreak':
        return this.tiebreak(l, kw, args);
      case 'missed': {
        const v = this.pair(l, kw, args, 'missed -3 -150');
        if (v) this.out.missed = { placement: v[0], points: v[1] };
        return;
      }
      case 'bye': {
        const v = this.pair(l, kw, args, 'bye 3 1000');
        if (v) this.out.bye = { match: v[0], points: v[1] };
        this.teamsOnly(kwRange, kw.text);
        return;
      }
      case 'individual': {
        const v = args[0] ? foldWord(args[0].text) : '';
        if (!ON.has(v) && !OFF.has(v))
          return this.report(
            'tournament-bad-word',
            args[0] ? this.at(l, args[0]) : kwRange,
            msg('tournament.bad-word', { text: args[0]?.text ?? '', allowed: ['on', 'off'], usage: 'individual on' }),
          );
        this.out.individual = ON.has(v);
        this.teamsOnly(kwRange, kw.text);
        return this.extra(l, args, 1, 'individual on');
      }
      case 'entry': {
        const money = this.money(l, kw, args, 'entry 10 EUR');
        if (money) this.out.entry = money;
        return;
      }
      case 'prizes':
        return this.prizes(l, kw, args);
      case 'best': {
        const n = this.positive(l, kw, args, 'best 3');
        if (n !== undefined) this.out.best = n;
        return;
      }
    }
  }

  private token(l: Line, w: Lexeme): Token {
    return { text: w.text, range: this.at(l, w), quoted: w.quoted };
  }

  private missing(code: TournamentCode, at: Range, usage: string): void {
    this.report(code, at, msg('tournament.missing', { usage }));
  }

  private extra(l: Line, args: Lexeme[], from: number, usage: string): void {
    if (args.length > from)
      this.report(
        'tournament-bad-word',
        this.span(l, args[from], args[args.length - 1]),
        msg('tournament.extra', {
          text: args
            .slice(from)
            .map((a) => a.text)
            .join(' '),
          usage,
        }),
      );
  }

  private game(l: Line, kw: Lexeme, args: Lexeme[]): void {
    this.gameRange = this.at(l, kw);
    const w = args[0]?.text.toLowerCase();
    const kind = GAME_KINDS.find((g) => g === w);
    if (!kind) {
      this.report(
        'tournament-bad-game',
        args[0] ? this.at(l, args[0]) : this.gameRange,
        msg('tournament.bad-game', { text: args[0]?.text ?? '', games: GAME_KINDS }),
      );
      return;
    }
    this.out.game = kind;
    this.extra(l, args, 1, `game ${kind}`);
  }

  private set(l: Line, kw: Lexeme, args: Lexeme[]): void {
    if (!args[0]) return this.missing('tournament-bad-word', this.at(l, kw), 'set duty-solo on');
    const setting: Setting = {
      key: this.token(l, args[0]),
      values: args.slice(1).map((a) => this.token(l, a)),
      range: this.span(l, kw, args[args.length - 1]),
    };
    this.settings.push(setting);
    // A switch the game keeps off the table sheets (Doppelkopf's `series`: each sheet is one series) is left out.
    const key = args[0].text.toLowerCase();
    this.later.push((hook) => {
      const why = hook.leftOutSwitch?.(key);
      if (!why) return;
      this.report('tournament-series-switch', setting.range, why, 'warning');
      this.settings.splice(this.settings.indexOf(setting), 1);
    });
  }

  /** The rule lines checked as a sheet's header lines are: unknown switches and values, presets. */
  private rules(game: GameKind): void {
    const header: Header = { players: [], settings: this.settings, ...(this.preset ? { preset: this.preset } : {}) };
    this.problems.push(...rulesOf(header, game).ruleProblems);
    this.out.inherit = {
      game,
      settings: this.settings,
      ...(this.preset ? { preset: this.preset } : {}),
      ...(this.stake ? { stake: this.stake } : {}),
    };
  }

  /**
   * The `stake` line, in the decimals the game allows (GameSyntax.stakeDecimals: Skat's `0.0025 EUR` is a quarter
   * cent), whole cents without a game. A stake below a cent keeps fractional cents; each sheet's settlement rounds.
   */
  private readStake(game: GameKind | undefined): void {
    if (!this.stakeLine) return;
    const { l, kw, args } = this.stakeLine;
    const decimals = (game ? this.stakeDecimalsOf(game) : undefined) ?? 2;
    const money = this.money(l, kw, args, 'stake 0.05 EUR', decimals);
    if (money)
      this.stake = {
        cents: money.cents,
        ...(money.currency ? { currency: money.currency } : {}),
        range: this.span(l, kw, args[args.length - 1]),
      };
  }

  /** An amount and an optional currency (`0,10 €`: the comma cuts the amount in two words). */
  private money(l: Line, kw: Lexeme, args: Lexeme[], usage: string, decimals = 2): Money | undefined {
    if (!args[0]) {
      this.missing('tournament-bad-money', this.at(l, kw), usage);
      return undefined;
    }
    let text = args[0].text;
    let used = 1;
    if (args[1] && /^[0-9]+$/.test(args[0].text) && /^[0-9]+$/.test(args[1].text) && l.text[args[0].end] === ',') {
      text = `${args[0].text},${args[1].text}`;
      used = 2;
    }
    const parsed = parseAmount(text, decimals);
    if ('error' in parsed) {
      this.report(
        'tournament-bad-money',
        this.at(l, args[0]),
        msg('tournament.bad-amount', { why: parsed.error, usage }),
      );
      return undefined;
    }
    let currency = parsed.currency;
    if (!currency && args[used] && isCurrency(args[used].text)) currency = args[used++].text;
    this.extra(l, args, used, usage);
    return { cents: parsed.cents, ...(currency ? { currency } : {}) };
  }

  private int(l: Line, w: Lexeme, usage: string): number | undefined {
    const n = w.quoted ? undefined : parseInteger(w.text);
    if (n === undefined)
      this.report('tournament-bad-number', this.at(l, w), msg('tournament.bad-number', { text: w.text, usage }));
    return n;
  }

  private positive(l: Line, kw: Lexeme, args: Lexeme[], usage: string): number | undefined {
    if (!args[0]) {
      this.missing('tournament-bad-number', this.at(l, kw), usage);
      return undefined;
    }
    const n = this.int(l, args[0], usage);
    if (n === undefined) return undefined;
    if (n <= 0) {
      this.report(
        'tournament-bad-number',
        this.at(l, args[0]),
        msg('tournament.not-positive', { text: args[0].text, usage }),
      );
      return undefined;
    }
    this.extra(l, args, 1, usage);
    return n;
  }

  private pair(l: Line, kw: Lexeme, args: Lexeme[], usage: string): [number, number] | undefined {
    if (args.length < 2) {
      this.missing('tournament-bad-number', args[0] ? this.at(l, args[0]) : this.at(l, kw), usage);
      return undefined;
    }
    const a = this.int(l, args[0], usage);
    const b = this.int(l, args[1], usage);
    if (a === undefined || b === undefined) return undefined;
    this.extra(l, args, 2, usage);
    return [a, b];
  }

  private teamsOnly(at: Range, word: string): void {
    this.later.push((hook, game) => {
      if (hook.entrants !== 'teams')
        this.report('tournament-wrong-game', at, msg('tournament.wrong-game', { word, game }));
    });
  }

  private games(l: Line, kw: Lexeme, args: Lexeme[]): void {
    const usage = 'games 4:24 5:30';
    if (!args.length) return this.missing('tournament-bad-games', this.at(l, kw), usage);
    const found: { size: number; games: number; range: Range }[] = [];
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      // `4:24`, or `4:` and `24` apart.
      const m = /^([0-9]+):([0-9]*)$/.exec(a.text);
      let games = m?.[2] ? Number(m[2]) : undefined;
      let last = a;
      if (m && !m[2] && args[i + 1] && /^[0-9]+$/.test(args[i + 1].text)) {
        last = args[++i];
        games = Number(last.text);
      }
      if (!m || games === undefined || games <= 0 || Number(m[1]) <= 0) {
        this.report(
          'tournament-bad-games',
          this.span(l, a, last),
          msg('tournament.bad-games', { text: a.text, usage }),
        );
        continue;
      }
      found.push({ size: Number(m[1]), games, range: this.span(l, a, last) });
    }
    this.later.push((hook, game) => {
      if (!hook.games)
        return this.report(
          'tournament-wrong-game',
          this.at(l, kw),
          msg('tournament.wrong-game', { word: kw.text, game }),
        );
      for (const f of found) {
        if (!hook.tableSizes.includes(f.size))
          this.report(
            'tournament-bad-games',
            f.range,
            msg('tournament.games-size', { size: f.size, sizes: hook.tableSizes }),
          );
        else this.out.games[f.size] = f.games;
      }
    });
  }

  private player(l: Line, kw: Lexeme, args: Lexeme[]): void {
    const usage = 'player 1 Anna';
    if (args.length < 2)
      return this.report(
        'tournament-bad-player',
        args[0] ? this.at(l, args[0]) : this.at(l, kw),
        msg('tournament.missing', { usage }),
      );
    const n = args[0].quoted ? undefined : parseInteger(args[0].text);
    if (n === undefined || n <= 0)
      return this.report(
        'tournament-bad-player',
        this.at(l, args[0]),
        msg('tournament.bad-start-number', { text: args[0].text }),
      );
    const name = args[1];
    const nameRange = this.at(l, name);
    if (!name.quoted && !isValidName(name.text))
      return this.report('tournament-bad-player', nameRange, msg('tournament.bad-name', { name: name.text }));
    const key = nameKey(name.text);
    const same = this.out.players.find((p) => p.number === n || p.key === key);
    if (same) {
      const what = same.number === n ? 'number' : 'name';
      this.report(
        'tournament-duplicate-player',
        what === 'number' ? this.at(l, args[0]) : nameRange,
        msg('tournament.duplicate-player', {
          what,
          text: what === 'number' ? args[0].text : name.text,
          line: same.range.start.line + 1,
        }),
      );
      return;
    }
    this.out.players.push({ number: n, name: name.text, key, range: nameRange });
    this.extra(l, args, 2, usage);
  }

  private ranking(l: Line, kw: Lexeme, args: Lexeme[]): void {
    if (!args[0]) return this.missing('tournament-bad-word', this.at(l, kw), 'ranking points');
    const key = lookup(RANKING_WORDS, args[0].text);
    const at = this.at(l, args[0]);
    this.extra(l, args, 1, 'ranking points');
    this.later.push((hook) => {
      if (!key || !hook.rankings.includes(key))
        return this.report(
          'tournament-bad-word',
          at,
          msg('tournament.bad-word', {
            text: args[0].text,
            allowed: hook.rankings,
            usage: `ranking ${hook.rankings[0]}`,
          }),
        );
      this.out.ranking = key;
    });
  }

  /** `placement 4: 3 1 -1 -3`: as many values as entrants at such a table. */
  private placement(l: Line, kw: Lexeme, args: Lexeme[]): void {
    const usage = 'placement 4: 3 1 -1 -3';
    const m = args[0] ? /^([0-9]+):$/.exec(args[0].text) : null;
    if (!m) {
      const at = args[0] ? this.at(l, args[0]) : this.at(l, kw);
      return this.report(
        'tournament-bad-placement',
        at,
        msg('tournament.bad-placement', { text: args[0]?.text ?? '', usage }),
      );
    }
    const size = Number(m[1]);
    const values: number[] = [];
    for (const a of args.slice(1)) {
      const v = this.int(l, a, usage);
      if (v === undefined) return;
      values.push(v);
    }
    const at = this.span(l, args[0], args[args.length - 1]);
    if (values.length !== size)
      return this.report(
        'tournament-bad-placement',
        at,
        msg('tournament.placement-count', { size, count: values.length }),
      );
    this.later.push((hook) => {
      const sizes = hook.entrants === 'teams' ? [2] : hook.tableSizes;
      if (!sizes.includes(size))
        return this.report(
          'tournament-bad-placement',
          this.at(l, args[0]),
          msg('tournament.placement-size', { size, sizes }),
        );
      this.out.placement[size] = values;
    });
  }

  /** `match 2 1`: the placement points of a partie's two teams, won and lost. */
  private match(l: Line, kw: Lexeme, args: Lexeme[]): void {
    const v = this.pair(l, kw, args, 'match 2 1');
    this.later.push((hook, game) => {
      if (!hook.rankings.includes('match'))
        return this.report(
          'tournament-wrong-game',
          this.at(l, kw),
          msg('tournament.wrong-game', { word: kw.text, game }),
        );
      if (v) this.out.placement[2] = v;
    });
  }

  private tiebreak(l: Line, kw: Lexeme, args: Lexeme[]): void {
    if (!args.length) return this.missing('tournament-bad-word', this.at(l, kw), 'tiebreak placement best-series');
    const keys: TiebreakKey[] = [];
    for (const a of args) {
      const key = lookup(TIEBREAK_WORDS, a.text);
      if (!key)
        this.report(
          'tournament-bad-word',
          this.at(l, a),
          msg('tournament.bad-word', {
            text: a.text,
            allowed: Object.keys(TIEBREAK_WORDS),
            usage: 'tiebreak placement best-series',
          }),
        );
      else if (keys.includes(key))
        this.report(
          'tournament-duplicate',
          this.at(l, a),
          msg('tournament.tiebreak-twice', { word: a.text }),
          'warning',
        );
      else keys.push(key);
    }
    this.out.tiebreaks = keys;
  }

  private prizes(l: Line, kw: Lexeme, args: Lexeme[]): void {
    const usage = 'prizes 100 50 30 20 EUR';
    if (!args.length) return this.missing('tournament-bad-money', this.at(l, kw), usage);
    // `50 %` (as German and French write it) is `50%`.
    const joined: Lexeme[] = [];
    for (const a of args) {
      const last = joined[joined.length - 1];
      if (a.text === '%' && last && !/%$/.test(last.text))
        joined[joined.length - 1] = { ...last, text: `${last.text}%`, end: a.end };
      else joined.push(a);
    }
    const percent = joined.filter((w) => /%$/.test(w.text)).length;
    if (percent > 0) {
      const values: number[] = [];
      for (const a of joined) {
        const m = /^([0-9]+(?:[.,][0-9]+)?)%$/.exec(a.text);
        if (!m)
          return this.report('tournament-bad-money', this.at(l, a), msg('tournament.prizes-mixed', { text: a.text }));
        values.push(Number(m[1].replace(',', '.')));
      }
      const total = values.reduce((x, y) => x + y, 0);
      if (total > 100 + 1e-9)
        return this.report(
          'tournament-bad-money',
          this.span(l, args[0], args[args.length - 1]),
          msg('tournament.prizes-over', { sum: Math.round(total * 100) / 100 }),
        );
      this.out.prizes = { kind: 'percent', percent: values };
      this.prizesRange = this.span(l, args[0], args[args.length - 1]);
      return;
    }
    let currency: string | undefined;
    const last = args[args.length - 1];
    const written = isCurrency(last.text) && !/^[0-9]/.test(last.text) ? args.slice(0, -1) : args;
    if (written !== args) currency = last.text;
    // `30,50`: a decimal comma (no space after it) cuts an amount in two words; `30, 50` are two prizes.
    const amounts: Lexeme[] = [];
    for (let i = 0; i < written.length; i++) {
      const a = written[i];
      const b = written[i + 1];
      if (
        b &&
        /^[0-9]+$/.test(a.text) &&
        /^[0-9]{1,2}$/.test(b.text) &&
        b.start === a.end + 1 &&
        l.text[a.end] === ','
      ) {
        amounts.push({ ...a, text: `${a.text},${b.text}`, end: b.end });
        i++;
      } else amounts.push(a);
    }
    const cents: number[] = [];
    for (const a of amounts) {
      const parsed = parseAmount(a.text);
      if ('error' in parsed)
        return this.report(
          'tournament-bad-money',
          this.at(l, a),
          msg('tournament.bad-amount', { why: parsed.error, usage }),
        );
      if (parsed.currency) currency ??= parsed.currency;
      cents.push(parsed.cents);
    }
    const p: Prizes = { kind: 'amounts', cents, ...(currency ? { currency } : {}) };
    this.out.prizes = p;
    this.prizesRange = this.span(l, args[0], last);
  }

  private prizesRange?: Range;

  /** Entry and prizes in one currency; prizes in percent of the entries need an entry. */
  private moneyChecks(): void {
    const { entry, prizes } = this.out;
    if (!prizes || !this.prizesRange) return;
    if (prizes.kind === 'percent' && !entry)
      this.report('tournament-bad-money', this.prizesRange, msg('tournament.percent-without-entry'), 'warning');
    if (prizes.kind === 'amounts' && entry?.currency && prizes.currency && entry.currency !== prizes.currency)
      this.report(
        'tournament-bad-money',
        this.prizesRange,
        msg('tournament.currencies', { prizes: prizes.currency, entry: entry.currency }),
      );
  }
}
