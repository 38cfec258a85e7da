// Belote and Coinche sheets kept in a spreadsheet: one column per team (`Nous`, `Vous`; `Anna/Ben`), each deal's
// points or running totals that start again from 0 when a game (partie) ends, and Scoresheet's own export with its
// `game`/`Partie` column. Players are the teams' members where a team's name lists them.

import { BELOTE_COLUMNS } from './notes';
import type { FactLine, ImportedRound, SheetTable, SpreadsheetGame, ValueTable } from '../../../import/model';
import { foldName } from '../../../import/names';
import { pointsMap, totalsAt } from '../../../import/table';
import { msg, type Message } from '../../../messages';

const fold = (h: string) => foldName(h).replace(/[\s_-]+/g, '');

const PARTIE = new Set(['game', 'partie', 'spielpartie', 'manche']);
const RESULT = new Set(['result', 'resultat', 'ergebnis', 'contrat', 'contract', 'kontrakt']);

/** Points that end a game when the rules say nothing (rules/belote.md). */
const TARGETS: Record<string, number> = { belote: 1000, coinche: 2000 };

/** A contract written beside a deal (`Sud 90♠ made`, `capot ♥`, `coinche`): the sheet is a Coinche sheet. */
const CONTRACT = /(\b\d{2,3}\s*[♠♥♦♣]|\bcapot\b|\bg[ée]n[ée]rale\b|\bcoinch|\bcontr[ée]\b|\bsans[- ]atout\b)/i;

function partieColumn(table: SheetTable) {
  return table.extra.find((e) => PARTIE.has(fold(e.header)))?.cells;
}

/** `Anna/Ben`, `Anna & Ben`, `Anna-Ben`, `Anna et Ben` → the two members; undefined for a team name alone. */
function members(team: string): [string, string] | undefined {
  const parts = team.split(/\s*[/&+]\s*|\s+(?:et|und|and|\/)\s+|-/).filter((p) => p.trim() !== '');
  return parts.length === 2 ? [parts[0].trim(), parts[1].trim()] : undefined;
}

/** The smallest round number in (above, upTo]: a multiple of 500, else of 100, else of 10, else upTo. */
function roundTarget(above: number, upTo: number): number | undefined {
  if (upTo <= above) return undefined;
  for (const step of [500, 100, 10]) {
    const t = Math.floor(above / step) * step + step;
    if (t <= upTo) return t;
  }
  return upTo;
}

export const beloteSpreadsheet: SpreadsheetGame = {
  games: ['belote', 'coinche'],
  restartsTotals: true,
  takes: msg('import.takes.belote'),
  columnsNote: BELOTE_COLUMNS,
  claims: (header) => PARTIE.has(fold(header)) || RESULT.has(fold(header)),
  fits(table, game) {
    if (game && game !== 'belote' && game !== 'coinche') return 0;
    return table.names.length === 2 ? 10 : 0;
  },
  plausibleRound(_table, _row, points) {
    const [a, b] = points;
    return a !== undefined && b !== undefined && a >= 0 && b >= 0 && a + b > 0 && a + b <= 1000;
  },
  read(table, game) {
    return readTable(table, game);
  },
};

function readTable(table: ValueTable, option: string | undefined) {
  const inferred: Message[] = [];
  const result = table.extra.find((e) => RESULT.has(fold(e.header)));
  const game = option ?? (result?.cells.some((c) => c && CONTRACT.test(c)) ? 'coinche' : 'belote');
  if (!option) inferred.push(msg('import.inferred.game', { game }));
  const teams = table.names;
  const split = teams.map(members);
  let players: string[];
  const header: FactLine[] = [];
  if (split[0] && split[1]) players = [split[0][0], split[1][0], split[0][1], split[1][1]];
  else {
    players = [`${teams[0]}.1`, `${teams[1]}.1`, `${teams[0]}.2`, `${teams[1]}.2`];
    inferred.push(msg('import.inferred.players-from-teams'));
  }
  header.push(['teams', { name: teams[0] }, { name: teams[1] }]);
  if (table.ownRunning) inferred.push(msg('import.inferred.own-export'));
  else if (table.mode === 'running')
    inferred.push(msg(table.modeFrom === 'zero-row' ? 'import.inferred.running-zero-row' : 'import.inferred.running'));
  // Where a new game starts: the sheet's partie column, else where its running totals start again from 0.
  const partie = partieColumn(table);
  const restarts = new Set<number>(table.restarts);
  if (partie)
    partie.forEach((c, i) => {
      if (i > 0 && c && partie[i - 1] && c !== partie[i - 1]) restarts.add(i);
    });
  const withRestarts: ValueTable = { ...table, restarts };
  // The running totals within each game, as the sheet states them or as its points add up.
  const running: number[] = [];
  let sums = [0, 0];
  table.points.forEach((p, i) => {
    if (restarts.has(i)) sums = [0, 0];
    sums = sums.map((s, c) => s + (p[c] ?? 0));
    const stated = table.running?.[i];
    running.push(Math.max(stated?.[0] ?? sums[0], stated?.[1] ?? sums[1]));
  });
  // The target: above every total within a game, and reached by the last deal of each game that ended.
  const ends = [...restarts].map((i) => running[i - 1]);
  const within = running.filter((_, i) => !restarts.has(i + 1) && i !== running.length - 1);
  const above = Math.max(0, ...within);
  const upTo = ends.length ? Math.min(...ends) : Infinity;
  const standard = TARGETS[game] ?? 1000;
  if (!(standard > above && standard <= upTo)) {
    const t = ends.length
      ? roundTarget(above, upTo)
      : roundTarget(Math.max(above, running[running.length - 1] ?? 0), Infinity);
    if (t !== undefined) {
      header.push(['target', String(t)]);
      inferred.push(msg('import.inferred.target', { target: t }));
    }
  }
  const rounds = table.points.map((p, i): ImportedRound => {
    const points = pointsMap(teams, p);
    return {
      facts: [],
      scores: points,
      points,
      totals: table.running ? totalsAt(withRestarts, i) : undefined,
      restart: restarts.has(i),
    };
  });
  return {
    game,
    source: table.source,
    sheet: table.sheet,
    format: table.format,
    title: table.sheet,
    date: table.date,
    players,
    columns: teams,
    header,
    rounds,
    // A closing row adds up every game; a `total` line holds the last game's alone.
    final: table.final && restarts.size === 0 ? pointsMap(teams, table.final) : undefined,
    inferred,
  };
}
