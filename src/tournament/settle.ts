// A tournament from its settings and its table sheets' summaries: the checks across the sheets (each a problem with
// its code on the line that causes it), each series' tables, the standings with their tie-breaks, the statistics
// and the money. Pure and cheap: the sheets are analysed once each (sheet.ts), this runs on their summaries.

import type { GameKind } from '../format/ast';
import { range, type Problem, type Range, type Severity } from '../format/types';
import { GAME_KINDS, gameModuleOf } from '../analysis/analyze';
import type { TournamentHook, TournamentTable } from '../games/game';
import { msg, render, type Message } from '../messages';
import { splitByWeights, splitCents } from '../season';
import { closest } from '../words/vocabulary';
import type { TournamentCode } from './codes';
import { add, compare, frac, max, scale, sum, ZERO, type Frac } from './fraction';
import type {
  PlayerStatsLine,
  RankingKey,
  SeriesCell,
  SeriesTables,
  SheetSummary,
  Standing,
  TableRow,
  TiebreakKey,
  Tournament,
  TournamentMoney,
  TournamentSettings,
} from './types';

const START: Range = range(0, 0, 0);

/** One entrant's seat at one table of one series. */
interface Seat {
  key: string;
  name: string;
  range: Range;
  sheet: SheetSummary;
  points: number;
  place: number;
  placement: Frac;
  gamesWon: number;
  gamesLost: number;
  diff: Frac;
  members: string[];
}

/** A participant: registered (with a start number) or first seen on a sheet. */
interface Participant {
  key: string;
  name: string;
  number?: number;
  /** Where a problem about the participant as a whole is shown (its `player` line, else the `series` line). */
  at: Range;
  members?: string[];
  order: number;
}

class Problems {
  readonly byFile = new Map<string, Problem[]>();

  add(file: string, code: TournamentCode, severity: Severity, at: Range, m: Message): void {
    let list = this.byFile.get(file);
    if (!list) this.byFile.set(file, (list = []));
    list.push({ code, severity, range: at, message: render(m), msg: m });
  }

  list(order: readonly string[]): { file: string; problems: Problem[] }[] {
    const files = [...this.byFile.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b) || cmp(a, b));
    return files.map((file) => ({
      file,
      problems: this.byFile
        .get(file)!
        .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character),
    }));
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const baseName = (file: string) => file.split(/[\\/]/).pop() ?? file;

/** The placement points of each entrant: level entrants share the average of the points of the places they hold. */
function placementPoints(places: readonly number[], table: readonly number[] | undefined): Frac[] {
  return places.map((p) => {
    const level = places.filter((q) => q === p).length;
    let total = 0;
    for (let i = p - 1; i < p - 1 + level; i++) total += table?.[i] ?? 0;
    return frac(total, level);
  });
}

/** Where a problem about the number of games points: a round line, else the players line, else the start. */
function roundAt(s: SheetSummary, index: number): Range {
  return s.rounds[index] ?? s.rounds[s.rounds.length - 1] ?? s.playersRange ?? START;
}

/** Where the game of a 0-based game number is (a round block that is no game takes no number). */
function gameAt(s: SheetSummary, r: TournamentTable, game: number): Range {
  const position = r.gameRounds ? r.gameRounds[Math.max(0, Math.min(game, r.gameRounds.length - 1))] : undefined;
  return roundAt(s, position !== undefined ? position - 1 : game);
}

export interface SettleOptions {
  /** The settings file's name (where its problems and the participants' go). */
  settingsFile: string;
  hookOf?: (game: GameKind) => TournamentHook;
}

/** The tournament of the settings and the sheets (every other `.score` file of its folder, summarised). */
export function settleTournament(
  settings: TournamentSettings,
  sheets: readonly SheetSummary[],
  options: SettleOptions,
): Tournament {
  const hookOf = options.hookOf ?? ((g: GameKind) => gameModuleOf(g).tournament);
  const game: GameKind = settings.game ?? sheets.find((s) => s.game)?.game ?? GAME_KINDS[0];
  const hook = hookOf(game);
  return new Settler(
    settings,
    [...sheets].sort((a, b) => cmp(a.file, b.file)),
    options.settingsFile,
    game,
    hook,
  ).run();
}

class Settler {
  private readonly problems = new Problems();
  private readonly teams: boolean;
  private readonly seriesName: string;
  private readonly ranking: RankingKey;
  private readonly tiebreaks: TiebreakKey[];
  private readonly participants = new Map<string, Participant>();
  /** Seats by series number, in table order. */
  private readonly seats = new Map<number, Seat[]>();
  private readonly sheetsBySeries = new Map<number, SheetSummary[]>();
  private seriesCount = 0;

  constructor(
    private readonly settings: TournamentSettings,
    private readonly sheets: SheetSummary[],
    private readonly settingsFile: string,
    private readonly game: GameKind,
    private readonly hook: TournamentHook,
  ) {
    this.teams = hook.entrants === 'teams' && !settings.individual;
    this.seriesName = hook.seriesName;
    this.ranking = settings.ranking ?? hook.rankings[0];
    const main: TiebreakKey = this.ranking === 'match' || this.ranking === 'placement' ? 'placement' : 'points';
    const given = settings.tiebreaks ?? hook.tiebreaks.filter((k) => k !== main);
    this.tiebreaks = given;
  }

  private report(file: string, code: TournamentCode, at: Range, m: Message, severity: Severity = 'error'): void {
    this.problems.add(file, code, severity, at, m);
  }

  run(): Tournament {
    for (const p of this.settings.problems) {
      const list = this.problems.byFile.get(this.settingsFile) ?? [];
      list.push(p);
      this.problems.byFile.set(this.settingsFile, list);
    }
    this.settings.players.forEach((r, i) =>
      this.participants.set(r.key, { key: r.key, name: r.name, number: r.number, at: r.range, order: i }),
    );
    for (const s of this.sheets) this.checkSheet(s);
    this.seriesCount =
      this.settings.series ?? Math.max(0, ...this.sheets.flatMap((s) => (s.series ? [s.series.value] : [])));
    this.placeSheets();
    const cells = this.seriesCells();
    this.teamsMet();
    const standings = this.standings(cells);
    const money = this.money(standings);
    return {
      ...(this.settings.title ? { title: this.settings.title } : {}),
      game: this.game,
      ranking: this.ranking,
      tiebreaks: this.tiebreaks,
      entrants: this.teams ? 'teams' : 'players',
      placementName: this.hook.rankings.includes('match') ? 'match' : 'placement',
      seriesName: this.seriesName,
      seriesCount: this.seriesCount,
      ...(this.settings.best !== undefined ? { best: this.settings.best } : {}),
      standings,
      series: this.seriesTables(),
      ...this.stats(),
      ...(money ? { money } : {}),
      problems: this.problems.list([this.settingsFile, ...this.sheets.map((s) => s.file)]),
    };
  }

  /** The checks of one sheet on its own: its game, series, table, size and number of games. */
  private checkSheet(s: SheetSummary): void {
    const name = this.seriesName;
    if (s.ownGame)
      this.report(
        s.file,
        'tournament-sheet-game',
        s.ownGame.range,
        msg('tournament.sheet-game', {
          sheet: s.ownGame.kind,
          game: this.game,
        }),
      );
    if (!s.series) this.report(s.file, 'tournament-no-series', START, msg('tournament.no-series', { name }));
    if (!s.table) this.report(s.file, 'tournament-no-table', START, msg('tournament.no-table'));
    const count = this.settings.series;
    if (s.series && count !== undefined && s.series.value > count)
      this.report(
        s.file,
        'tournament-series-range',
        s.series.range,
        msg('tournament.series-range', { series: s.series.value, count, name }),
      );
    const r = s.result;
    if (!r || s.ownGame) return;
    const size = s.players.length;
    const parserSaidSo = s.problems.some((p) => p.code === 'player-count');
    if (!this.hook.tableSizes.includes(size) && !parserSaidSo && s.playersRange)
      this.report(
        s.file,
        'tournament-table-size',
        s.playersRange,
        msg('tournament.table-size', { count: size, sizes: this.hook.tableSizes }),
      );
    this.checkLength(s, r, size);
  }

  /** The number of games (`games 4:24 5:30`), or a partie that ended (Belote/Coinche); `timeout` allows fewer. */
  private checkLength(s: SheetSummary, r: TournamentTable, size: number): void {
    for (const index of r.afterTimeout ?? []) {
      const why = this.hook.afterTimeout?.({ line: s.timeout!.start.line + 1 });
      if (why) this.report(s.file, 'tournament-after-timeout', roundAt(s, index - 1), why, 'warning');
    }
    const expected = this.hook.games ? (this.settings.games[size] ?? this.hook.games[size]) : undefined;
    if (expected !== undefined) {
      if (r.games > expected)
        this.report(
          s.file,
          'tournament-game-count',
          gameAt(s, r, expected),
          msg('tournament.game-count', { games: r.games, expected, size }),
        );
      else if (r.games < expected && !s.timeout)
        this.report(
          s.file,
          'tournament-game-count',
          gameAt(s, r, r.games - 1),
          msg('tournament.game-count', { games: r.games, expected, size }),
        );
      return;
    }
    if (!r.ended) return;
    // The game's words for a series that ends on its own (Belote/Coinche: a partie), as it gives them.
    if (r.ended.extraFrom !== undefined) {
      const over = this.hook.seriesOver?.();
      if (over) this.report(s.file, 'tournament-game-count', roundAt(s, r.ended.extraFrom - 1), over);
    } else if (!r.ended.ended && !s.timeout) {
      const open = this.hook.seriesOpen?.({ games: r.games, ...(r.ended.deals ? { deals: r.ended.deals } : {}) });
      if (open) this.report(s.file, 'tournament-game-count', roundAt(s, r.games - 1), open);
    }
  }

  /** The entrants at a table: players, teams, or (`individual on`) each member of a team on their own. */
  private seatsOf(s: SheetSummary, r: TournamentTable): Seat[] {
    const n = r.entrants.length;
    const total = r.entrants.reduce((a, e) => a + e.points, 0);
    const placement = placementPoints(r.places, this.settings.placement[n] ?? this.hook.placement[n]);
    const seats: Seat[] = [];
    r.entrants.forEach((e, i) => {
      const common = {
        sheet: s,
        points: e.points,
        place: r.places[i],
        placement: placement[i],
        gamesWon: e.gamesWon,
        gamesLost: e.gamesLost ?? 0,
        diff: n > 1 ? frac(n * e.points - total, n - 1) : ZERO,
        members: e.members,
      };
      if (this.hook.entrants === 'teams' && this.teams) {
        const t = s.teams?.[i];
        seats.push({ key: t?.key ?? e.name.toLowerCase(), name: e.name, range: t?.range ?? START, ...common });
      } else {
        for (const m of e.members) {
          const p = s.players.find((x) => x.name === m);
          seats.push({ key: p?.key ?? m.toLowerCase(), name: m, range: p?.range ?? START, ...common });
        }
      }
    });
    return seats;
  }

  /** Seats every sheet that can count in its series; checks registration, seats twice and tables twice. */
  private placeSheets(): void {
    const registered = this.settings.players.length > 0;
    const hints = this.settings.players.map((p) => ({ form: p.name, canonical: p.name }));
    for (const s of this.sheets) {
      if (!s.series || !s.table || !s.result || s.ownGame) continue;
      const n = s.series.value;
      if (this.settings.series !== undefined && n > this.settings.series) continue;
      const list = this.sheetsBySeries.get(n) ?? [];
      list.push(s);
      this.sheetsBySeries.set(n, list);
    }
    for (const [n, list] of this.sheetsBySeries) {
      list.sort((a, b) => a.table!.value - b.table!.value || cmp(a.file, b.file));
      const byTable = new Map<number, SheetSummary[]>();
      for (const s of list) byTable.set(s.table!.value, [...(byTable.get(s.table!.value) ?? []), s]);
      for (const [table, same] of byTable)
        if (same.length > 1)
          for (const s of same)
            this.report(
              s.file,
              'tournament-same-table',
              s.table!.range,
              msg('tournament.same-table', {
                series: n,
                table,
                other: same
                  .filter((o) => o !== s)
                  .map((o) => baseName(o.file))
                  .join(', '),
                name: this.seriesName,
              }),
            );
      const seated = new Map<string, Seat>();
      const seats: Seat[] = [];
      for (const s of list) {
        for (const seat of this.seatsOf(s, s.result!)) {
          if (registered && !this.participants.has(seat.key)) {
            const hint = closest(seat.name, hints)?.form;
            this.report(
              s.file,
              'tournament-unregistered',
              seat.range,
              msg('tournament.unregistered', { name: seat.name, team: this.teams, ...(hint ? { hint } : {}) }),
            );
          }
          if (!registered && !this.participants.has(seat.key))
            this.participants.set(seat.key, {
              key: seat.key,
              name: seat.name,
              at: this.settings.seriesRange ?? this.settings.firstLine,
              order: this.participants.size,
              ...(this.teams ? { members: seat.members } : {}),
            });
          const p = this.participants.get(seat.key);
          if (p && this.teams && !p.members) p.members = seat.members;
          const first = seated.get(seat.key);
          if (first) {
            for (const [here, there] of [
              [seat, first],
              [first, seat],
            ] as const)
              this.report(
                here.sheet.file,
                'tournament-seated-twice',
                here.range,
                msg('tournament.seated-twice', {
                  who: here.name,
                  series: n,
                  table: there.sheet.table!.value,
                  other: baseName(there.sheet.file),
                  name: this.seriesName,
                }),
              );
            continue;
          }
          seated.set(seat.key, seat);
          seats.push(seat);
        }
      }
      this.seats.set(n, seats);
    }
  }

  /** Each participant's cell per series: played, missed (`missed`), a bye (`bye`), or nothing (a problem). */
  private seriesCells(): Map<string, (SeriesCell | undefined)[]> {
    const cells = new Map<string, (SeriesCell | undefined)[]>();
    for (const p of this.participants.values()) cells.set(p.key, new Array(this.seriesCount).fill(undefined));
    const { missed, bye } = this.settings;
    for (let n = 1; n <= this.seriesCount; n++) {
      const seats = this.seats.get(n);
      if (!seats) {
        if (this.settings.seriesRange)
          this.report(
            this.settingsFile,
            'tournament-series-empty',
            this.settings.seriesRange,
            msg('tournament.series-empty', { series: n, name: this.seriesName }),
            'warning',
          );
        continue;
      }
      for (const seat of seats) {
        const row = cells.get(seat.key);
        if (!row) continue;
        row[n - 1] = {
          series: n,
          kind: 'played',
          file: seat.sheet.file,
          table: seat.sheet.table!.value,
          place: seat.place,
          points: seat.points,
          placement: seat.placement,
          won: seat.place === 1,
          gamesWon: seat.gamesWon,
          gamesLost: seat.gamesLost,
          diff: seat.diff,
        };
      }
      const absent = [...this.participants.values()].filter((p) => !cells.get(p.key)![n - 1]);
      // A bye is a team without an opponent: only where the field is odd and one team (with `individual on`, its
      // two players) is left over.
      const unit = this.teams ? 1 : 2;
      const byes =
        this.hook.entrants === 'teams' && bye && absent.length === unit && this.participants.size % (2 * unit) === unit
          ? absent
          : [];
      for (const p of absent) {
        const row = cells.get(p.key)!;
        if (byes.includes(p)) {
          row[n - 1] = {
            series: n,
            kind: 'bye',
            points: bye!.points,
            placement: frac(bye!.match),
            won: true,
            gamesWon: 0,
            gamesLost: 0,
            diff: ZERO,
          };
          continue;
        }
        this.report(
          this.settingsFile,
          'tournament-missing',
          p.at,
          msg('tournament.absent', { who: p.name, series: n, missed: missed !== undefined, name: this.seriesName }),
          missed ? 'info' : 'error',
        );
        if (missed)
          row[n - 1] = {
            series: n,
            kind: 'missed',
            points: missed.points,
            placement: frac(missed.placement),
            won: false,
            gamesWon: 0,
            gamesLost: 0,
            diff: ZERO,
          };
      }
    }
    return cells;
  }

  /** Belote/Coinche: a warning on a partie whose two teams met before (by team, or by pair of partners). */
  private teamsMet(): void {
    if (this.hook.entrants !== 'teams') return;
    const met = new Map<string, { series: number; file: string }>();
    const pairKey = (s: SheetSummary, i: number) =>
      this.teams ? (s.teams?.[i]?.key ?? '') : [s.players[i]?.key, s.players[i + 2]?.key].sort().join('\u0000');
    for (let n = 1; n <= this.seriesCount; n++) {
      for (const s of this.sheetsBySeries.get(n) ?? []) {
        if (s.players.length !== 4 || !s.teams) continue;
        const key = [pairKey(s, 0), pairKey(s, 1)].sort().join('\u0001');
        const before = met.get(key);
        if (before) {
          const at =
            s.teams[0].range === s.playersRange ? s.playersRange : { ...s.teams[0].range, end: s.teams[1].range.end };
          this.report(
            s.file,
            'tournament-teams-met',
            at ?? START,
            msg('tournament.teams-met', {
              a: s.teams[0].name,
              b: s.teams[1].name,
              series: before.series,
              file: baseName(before.file),
              name: this.seriesName,
            }),
            'warning',
          );
        } else met.set(key, { series: n, file: s.file });
      }
    }
  }

  /** A cell's value of the main key (what `best-series` and `best N` compare). */
  private cellKey(c: SeriesCell): Frac {
    switch (this.ranking) {
      case 'placement':
      case 'match':
        return c.placement;
      case 'index':
        return add(scale(c.placement, 6), frac(c.points, 10));
      default:
        return frac(c.points);
    }
  }

  private standings(cells: Map<string, (SeriesCell | undefined)[]>): Standing[] {
    const best = this.settings.best;
    const rows = [...this.participants.values()].map((p): Standing => {
      const series = cells.get(p.key) ?? [];
      let counted = series.filter((c): c is SeriesCell => c !== undefined);
      if (best !== undefined && counted.length > best) {
        const kept = [...counted].sort((a, b) => compare(this.cellKey(b), this.cellKey(a)) || a.series - b.series);
        const keep = new Set(kept.slice(0, best));
        for (const c of counted) if (!keep.has(c)) c.dropped = true;
        counted = counted.filter((c) => keep.has(c));
      }
      const points = counted.reduce((a, c) => a + c.points, 0);
      const placement = sum(counted.map((c) => c.placement));
      const index = add(scale(placement, 6), frac(points, 10));
      const average = counted.length ? frac(points, counted.length) : undefined;
      const key =
        this.ranking === 'points'
          ? frac(points)
          : this.ranking === 'index'
            ? index
            : this.ranking === 'average'
              ? (average ?? ZERO)
              : placement;
      const bestSeries = max(counted.map((c) => this.cellKey(c)));
      return {
        rank: 0,
        name: p.name,
        ...(p.number !== undefined ? { number: p.number } : {}),
        ...(p.members ? { members: p.members } : {}),
        key,
        points,
        placement,
        index,
        ...(average ? { average } : {}),
        wins: counted.filter((c) => c.won).length,
        gamesWon: counted.reduce((a, c) => a + c.gamesWon, 0),
        gamesLost: counted.reduce((a, c) => a + c.gamesLost, 0),
        pointDiff: sum(counted.map((c) => c.diff)),
        ...(bestSeries ? { bestSeries } : {}),
        counted: counted.length,
        series,
      };
    });
    const order = new Map([...this.participants.values()].map((p) => [p.name, p]));
    const keys = (s: Standing): Frac[] => [
      // `average`: an entrant without a series counted has no average and goes after those who have one.
      frac(this.ranking === 'average' && s.counted === 0 ? 0 : 1),
      s.key,
      ...this.tiebreaks.map((k) => this.tiebreakValue(s, k)),
    ];
    const cmpKeys = (a: Frac[], b: Frac[]) => {
      for (let i = 0; i < a.length; i++) {
        const c = compare(b[i], a[i]);
        if (c !== 0) return c;
      }
      return 0;
    };
    const keyed = rows.map((s) => ({ s, k: keys(s) }));
    const pa = (s: Standing) => order.get(s.name)!;
    keyed.sort(
      (a, b) =>
        cmpKeys(a.k, b.k) || (a.s.number ?? Infinity) - (b.s.number ?? Infinity) || pa(a.s).order - pa(b.s).order,
    );
    keyed.forEach((x, i) => {
      x.s.rank = i > 0 && cmpKeys(keyed[i - 1].k, x.k) === 0 ? keyed[i - 1].s.rank : i + 1;
    });
    return keyed.map((x) => x.s);
  }

  private tiebreakValue(s: Standing, k: TiebreakKey): Frac {
    switch (k) {
      case 'points':
        return frac(s.points);
      case 'placement':
        return s.placement;
      case 'best-series':
        // No series counted: below any value a series can have.
        return s.bestSeries ?? frac(-Number.MAX_SAFE_INTEGER);
      case 'wins':
        return frac(s.wins);
      case 'point-diff':
        return s.pointDiff;
      case 'games-won':
        return frac(s.gamesWon);
      case 'games-lost':
        // Fewer lost games rank higher: the keys compare from the largest.
        return frac(-s.gamesLost);
    }
  }

  /**
   * Entries in, prizes out by rank: entrants level on a rank share the prizes of the places they hold, split into
   * whole cents with the odd cents one each to them in the order shown (splitCents).
   */
  private money(standings: Standing[]): TournamentMoney | undefined {
    const { entry, prizes } = this.settings;
    const fees = this.fees();
    if (!entry && !prizes && !fees) return undefined;
    const entries = standings.length;
    const feesCents = fees ? [...fees.values()].reduce((a, b) => a + b, 0) : 0;
    const keyOfName = new Map([...this.participants.values()].map((p) => [p.name, p.key]));
    const poolCents = (entry ? entry.cents * entries : 0) + feesCents;
    let prizeCents: number[] = [];
    if (prizes?.kind === 'amounts') prizeCents = prizes.cents;
    else if (prizes?.kind === 'percent') {
      // Percentages may have decimals (12.5%): weights in hundredths of a percent, the paid total rounded down.
      const weights = prizes.percent.map((p) => Math.round(p * 100));
      const total = Math.floor((poolCents * weights.reduce((a, b) => a + b, 0)) / 10000);
      const places = weights.map((_, i) => String(i));
      const split = splitByWeights(total, places, weights);
      prizeCents = places.map((p) => split[p]);
    }
    let paid = 0;
    for (let i = 0; i < standings.length;) {
      let j = i;
      while (j < standings.length && standings[j].rank === standings[i].rank) j++;
      const pot = prizeCents.slice(i, j).reduce((a, b) => a + b, 0);
      const shares = splitCents(pot, j - i);
      for (let k = i; k < j; k++) {
        const s = standings[k];
        s.prize = shares[k - i];
        paid += s.prize;
        if (entry) s.entry = entry.cents;
        const key = keyOfName.get(s.name);
        const fee = fees && key !== undefined ? (fees.get(key) ?? 0) : 0;
        if (fees) s.fees = fee;
        s.money = s.prize - (entry?.cents ?? 0) - fee;
      }
      i = j;
    }
    const currency = (prizes?.kind === 'amounts' ? prizes.currency : undefined) ?? entry?.currency;
    return {
      ...(currency ? { currency } : {}),
      ...(entry ? { entryCents: entry.cents } : {}),
      ...(fees ? { feesCents } : {}),
      poolCents,
      prizeCents,
      paidCents: paid,
    };
  }

  /**
   * The fees each entrant paid in at the tables that count (a player's first seat in each series, as for the
   * statistics), by participant key; undefined where no table reports fees.
   */
  private fees(): Map<string, number> | undefined {
    let out: Map<string, number> | undefined;
    for (let n = 1; n <= this.seriesCount; n++) {
      const seen = new Set<string>();
      for (const s of this.sheetsBySeries.get(n) ?? []) {
        const fees = s.result?.fees;
        for (const p of s.players) {
          if (seen.has(p.key)) continue;
          seen.add(p.key);
          if (!fees) continue;
          out ??= new Map();
          out.set(p.key, (out.get(p.key) ?? 0) + (fees[p.name] ?? 0));
        }
      }
    }
    return out;
  }

  private seriesTables(): SeriesTables[] {
    const out: SeriesTables[] = [];
    for (let n = 1; n <= this.seriesCount; n++) {
      const tables: TableRow[] = (this.sheetsBySeries.get(n) ?? []).map((s) => {
        const r = s.result!;
        const size = r.entrants.length;
        const placement = placementPoints(r.places, this.settings.placement[size] ?? this.hook.placement[size]);
        return {
          table: s.table!.value,
          file: s.file,
          players: s.players.map((p) => p.name),
          totals: Object.fromEntries(r.entrants.map((e) => [e.name, e.points])),
          places: Object.fromEntries(r.entrants.map((e, i) => [e.name, r.places[i]])),
          placement: Object.fromEntries(r.entrants.map((e, i) => [e.name, placement[i]])),
          timeout: s.timeout !== undefined,
          errors: s.errors,
        };
      });
      out.push({ number: n, tables });
    }
    return out;
  }

  /**
   * The statistics per player over the sheets that count (a player's first seat in each series), with the keys they
   * report: the hook's sparse keys only where some player has one.
   */
  private stats(): { statKeys: readonly string[]; statLabels: readonly Message[]; stats: PlayerStatsLine[] } {
    const lines = new Map<string, PlayerStatsLine>();
    const registered = new Map(this.settings.players.map((p) => [p.key, p]));
    for (let n = 1; n <= this.seriesCount; n++) {
      const seen = new Set<string>();
      for (const s of this.sheetsBySeries.get(n) ?? []) {
        for (const p of s.players) {
          if (seen.has(p.key)) continue;
          seen.add(p.key);
          const stats = s.result!.stats[p.name];
          if (!stats) continue;
          let line = lines.get(p.key);
          if (!line) {
            const reg = this.teams ? undefined : registered.get(p.key);
            line = {
              name: reg?.name ?? p.name,
              ...(reg ? { number: reg.number } : {}),
              stats: Object.fromEntries(this.hook.statKeys.map((k) => [k, 0])),
            };
            lines.set(p.key, line);
          }
          for (const k of this.hook.statKeys) line.stats[k] += stats[k] ?? 0;
        }
      }
    }
    const sparse = this.hook.sparseStatKeys ?? [];
    const shown = sparse.some((k) => [...lines.values()].some((l) => l.stats[k] !== 0));
    const statKeys = shown ? this.hook.statKeys : this.hook.statKeys.filter((k) => !sparse.includes(k));
    if (!shown) for (const l of lines.values()) for (const k of sparse) delete l.stats[k];
    const stats = [...lines.values()].sort(
      (a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || cmp(a.name.toLowerCase(), b.name.toLowerCase()),
    );
    const statLabels = statKeys.map((k) => this.hook.statLabel?.(k) ?? msg('tournament.stat', { key: k }));
    return { statKeys, statLabels, stats };
  }
}
