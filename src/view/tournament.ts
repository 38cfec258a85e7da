// The tournament's view model: what the standings component (webview/components/tournamentStandings.ts) draws, in the
// editor's Tournament tab, on the exported page and on the projector. Plain JSON with every text already in the
// reader's language (numbers, money, column names, the game's statistics' names), so the component needs no message
// catalog and names no game. Pure: built from a settled tournament and its sheets' summaries.

import { msg, render, type Lang, type Message } from '../messages';
import { cellValue, keyName, numbers, tiebreakColumns, tiebreakValue } from '../tournament/render';
import { toNumber, type Frac } from '../tournament/fraction';
import type { SeriesCell, SheetSummary, Tournament } from '../tournament/types';
import { showInvisibleIn } from '../text/invisible';

export type {
  TournamentCellModel,
  TournamentStandingModel,
  TournamentTableModel,
  TournamentSeriesModel,
  TournamentSheetModel,
  TournamentModel,
} from '../protocol';
import type { TournamentCellModel, TournamentSeriesModel, TournamentModel } from '../protocol';

/**
 * The model of a settled tournament. `sheets`: the folder's table sheets' summaries (the ledger's `sheets()`), for
 * each list's own problems; the cross-sheet checks' problems are the tournament's own. `settingsFile`: the
 * tournament.score (the ledger's `settingsFile()`), listed first among the lists even without a problem.
 */
export function toTournamentModel(
  t: Tournament,
  sheets: readonly SheetSummary[],
  lang: Lang = 'en',
  settingsFile?: string,
): TournamentModel {
  const r = (m: Message) => render(m, lang);
  const n = numbers('md', lang);
  const teams = t.entrants === 'teams';
  const currency = t.money?.currency;
  const name = t.seriesName;
  const anyNegative = t.series.some((s) => s.tables.some((x) => Object.values(x.totals).some((v) => v < 0)));
  const shown = (k: string, v: Frac) =>
    k === 'wins' || k === 'games-won' || k === 'games-lost' || (k === 'points' && !anyNegative)
      ? n.int(toNumber(v))
      : n.frac(v);
  const tiebreaks = tiebreakColumns(t);
  const cell = (c: SeriesCell | undefined): TournamentCellModel => {
    if (!c) return { text: '·', kind: 'none' };
    let text = shown(t.ranking, cellValue(t, c));
    if (c.kind === 'missed') text += ` ${r(msg('tournament.cell.missed'))}`;
    if (c.kind === 'bye') text += ` ${r(msg('tournament.cell.bye'))}`;
    return { text: c.dropped ? `(${text})` : text, kind: c.kind, ...(c.dropped ? { dropped: true } : {}) };
  };
  const rankCount = new Map<number, number>();
  for (const s of t.standings) rankCount.set(s.rank, (rankCount.get(s.rank) ?? 0) + 1);

  // Problems per list: its own, and the checks across the lists that point at it.
  const counts = new Map<string, { errors: number; warnings: number }>();
  const count = (file: string, severity: string) => {
    const c = counts.get(file) ?? { errors: 0, warnings: 0 };
    if (severity === 'error') c.errors++;
    else if (severity === 'warning') c.warnings++;
    counts.set(file, c);
  };
  if (settingsFile !== undefined) counts.set(settingsFile, { errors: 0, warnings: 0 });
  for (const s of sheets) {
    counts.set(s.file, counts.get(s.file) ?? { errors: 0, warnings: 0 });
    for (const p of s.problems) count(s.file, p.severity);
  }
  for (const f of t.problems) for (const p of f.problems) count(f.file, p.severity);
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const files = [...counts.keys()].sort((a, b) => {
    // The tournament's own settings first, then the lists in path order.
    const sa = sheets.some((s) => s.file === a) ? 1 : 0;
    const sb = sheets.some((s) => s.file === b) ? 1 : 0;
    return sa - sb || order(a, b);
  });
  const listErrors = (file: string) => counts.get(file)?.errors ?? 0;

  const series: TournamentSeriesModel[] = Array.from({ length: t.seriesCount }, (_, i) => {
    const number = i + 1;
    const s = t.series.find((x) => x.number === number);
    const missing = t.standings
      .filter((st) => {
        const c = st.series[i];
        return !c || c.kind === 'missed';
      })
      .map((st) => st.name);
    return {
      number,
      title: r(msg('tournament.series-title', { series: number, name })),
      tables: (s?.tables ?? []).map((x) => ({
        table: x.table,
        file: x.file,
        timeout: x.timeout,
        errors: listErrors(x.file),
        rows: Object.keys(x.totals).map((e) => ({
          name: e,
          points: anyNegative ? n.signed(x.totals[e]) : n.int(x.totals[e]),
          place: x.places[e],
          placement: n.frac(x.placement[e]),
        })),
      })),
      missing,
    };
  });
  const lists = t.series.reduce((k, s) => k + s.tables.length, 0);

  const model: TournamentModel = {
    lang,
    ...(t.title ? { title: t.title } : {}),
    heading: r(
      msg('tournament.heading', {
        ...(t.title ? { title: t.title } : {}),
        game: t.game[0].toUpperCase() + t.game.slice(1),
        series: t.seriesCount,
        entrants: t.standings.length,
        teams,
        name,
      }),
    ),
    rankedBy: r(
      msg('tournament.ranked-by', {
        key: keyName(t, t.ranking),
        tiebreaks: t.tiebreaks.map((k) => keyName(t, k)),
        ...(t.best !== undefined ? { best: t.best } : {}),
      }),
    ),
    legend: r(msg('tournament.legend', { name })),
    entrants: t.entrants,
    seriesCount: t.seriesCount,
    listsIn: r(msg('tournament.view.lists-in', { lists })),
    columns: {
      rank: r(msg('tournament.col.rank')),
      number: r(msg('tournament.col.number')),
      name: r(msg(teams ? 'tournament.col.team' : 'tournament.col.player')),
      ...(teams ? { members: r(msg('tournament.col.players')) } : {}),
      key: r(msg('tournament.col.key', { key: keyName(t, t.ranking) })),
      tiebreaks: tiebreaks.map((k) => r(msg('tournament.col.key', { key: keyName(t, k) }))),
      series: Array.from({ length: t.seriesCount }, (_, i) => r(msg('tournament.col.series', { series: i + 1, name }))),
      ...(t.money ? { prize: r(msg('tournament.col.prize')), money: r(msg('tournament.col.money')) } : {}),
    },
    standings: t.standings.map((s) => ({
      rank: s.rank,
      shared: (rankCount.get(s.rank) ?? 0) > 1,
      ...(s.number !== undefined ? { number: s.number } : {}),
      name: s.name,
      ...(teams ? { members: (s.members ?? []).join(', ') } : {}),
      key: shown(t.ranking, s.key),
      tiebreaks: tiebreaks.map((k) => {
        const v = tiebreakValue(s, k);
        return v ? shown(k, v) : '';
      }),
      series: s.series.map(cell),
      ...(t.money
        ? {
            prize: n.money(s.prize ?? 0, currency),
            money: n.money(s.money ?? 0, currency),
            moneySign: Math.sign(s.money ?? 0),
          }
        : {}),
    })),
    series,
    seriesColumns: [
      r(msg('tournament.col.table')),
      r(msg('tournament.col.file')),
      r(msg(teams ? 'tournament.col.team' : 'tournament.col.player')),
      r(msg('tournament.col.key', { key: 'points' })),
      r(msg('tournament.col.place')),
      r(msg('tournament.col.key', { key: keyName(t, 'placement') })),
    ],
    stats: {
      columns: [r(msg('tournament.col.number')), r(msg('tournament.col.player')), ...t.statLabels.map(r)],
      rows: t.stats.map((l) => ({
        ...(l.number !== undefined ? { number: l.number } : {}),
        name: l.name,
        values: t.statKeys.map((k) => n.int(l.stats[k] ?? 0)),
      })),
    },
    ...(t.money
      ? {
          money: [
            r(
              msg('tournament.money-line', {
                entries: t.standings.length,
                ...(t.money.entryCents !== undefined ? { entry: t.money.entryCents } : {}),
                ...(t.money.feesCents !== undefined ? { fees: t.money.feesCents } : {}),
                pool: t.money.poolCents,
                paid: t.money.paidCents,
                ...(currency ? { currency } : {}),
              }),
            ),
            r(msg('tournament.prize-rule')),
          ],
        }
      : {}),
    sheets: files.map((file) => {
      const c = counts.get(file)!;
      return { file, ...c, problems: r(msg('tournament.view.problems', c)) };
    }),
    text: {
      label: r(msg('tournament.view.label')),
      standings: r(msg('tournament.standings')),
      shared: r(msg('tournament.view.shared')),
      tables: r(msg('tournament.view.tables', { name })),
      noList: r(msg('tournament.view.no-list', { name })),
      missing: r(msg('tournament.view.missing')),
      missingNone: r(msg('tournament.view.missing-none')),
      // A series without any list yet is said as such, not as every participant's name.
      missingWho: series.map((s) =>
        s.tables.length === 0
          ? r(msg('tournament.view.missing-all', { series: s.number, name }))
          : s.missing.length
            ? r(msg('tournament.view.missing-who', { series: s.number, name, who: s.missing }))
            : '',
      ),
      sheets: r(msg('tournament.view.sheets')),
      colFile: r(msg('tournament.col.file')),
      colProblems: r(msg('tournament.view.col-problems')),
      stats: r(msg('tournament.stats')),
      money: r(msg('tournament.money')),
      updated: r(msg('tournament.view.updated')),
      page: r(msg('tournament.view.page', { page: 1, pages: 2 }))
        .replace(/1/, '{page}')
        .replace(/2/, '{pages}'),
      pause: r(msg('tournament.view.pause')),
      resume: r(msg('tournament.view.resume')),
      next: r(msg('tournament.view.next')),
      scrollRegion: r(msg('tournament.view.scroll-region', { table: '{table}' })),
      timeout: r(msg('tournament.cell.timeout')),
    },
  };
  // Names, titles and file names with bidi controls or other invisible characters are shown, not obeyed.
  return showInvisibleIn(model);
}

/**
 * The Tournament tab's model: `toTournamentModel` with each list named by its path inside the tournament folder
 * (`serie-1/tisch-1.score`), not by the editor's address.
 */
export function tournamentView(
  state: { tournament: Tournament; sheets: readonly SheetSummary[]; settingsFile?: string; folder: string },
  lang: Lang,
): TournamentModel {
  const model = toTournamentModel(state.tournament, state.sheets, lang, state.settingsFile);
  const prefix = `${state.folder}/`;
  const rel = (file: string) => {
    if (!file.startsWith(prefix)) return file;
    try {
      return decodeURIComponent(file.slice(prefix.length));
    } catch {
      return file.slice(prefix.length);
    }
  };
  return {
    ...model,
    series: model.series.map((s) => ({ ...s, tables: s.tables.map((x) => ({ ...x, file: rel(x.file) })) })),
    sheets: model.sheets.map((x) => ({ ...x, file: rel(x.file) })),
  };
}
