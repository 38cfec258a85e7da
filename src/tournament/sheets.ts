// Blank table sheets for one series (`scoresheet sheets DIR --series N`): the series and table lines and the players
// in seat order, ready to print or to fill in. Tables and seats come from the series' sheets where there are some;
// otherwise series 1 seats the participants by start number and every later one by the standings after the series
// before (the "setzen nach Gesamtpunkten" of Skat and Doppelkopf clubs, ASCEE's "dans l'ordre du classement"),
// four (or five) to a table, teams two to a table. Drawing tables at random is the organiser's, not this file's.

import { GAME_KINDS, gameModuleOf } from '../analysis/analyze';
import type { TournamentHook } from '../games/game';
import { msg, render, type Lang, type Message } from '../messages';
import { writeName } from '../text/names';
import { FORMAT_WORDS } from '../words/vocabulary';
import { settleTournament } from './settle';
import type { SheetSummary, TournamentSettings } from './types';

export interface BlankSheet {
  series: number;
  table: number;
  text: string;
}

/** A sheet keyword in the language (`serie`, `tisch`, `spieler`; `partie`, `table`, `joueurs`). */
function word(canonical: string, lang: Lang): string {
  const e = FORMAT_WORDS.find((x) => x.cls === 'directive' && x.canonical === canonical);
  return (lang === 'de' ? e?.de[0] : lang === 'fr' ? e?.fr[0] : undefined) ?? canonical;
}

interface Table {
  players?: string[];
  teams?: [string, string];
}

/** Players four to a table, the last tables five where the count does not divide (or undefined: it cannot). */
function seatPlayers(players: string[], sizes: readonly number[]): Table[] | undefined {
  const small = Math.min(...sizes);
  const tables = Math.floor(players.length / small);
  const left = players.length - tables * small;
  if (tables === 0 || (left > 0 && (!sizes.includes(small + 1) || left > tables))) return undefined;
  const out: Table[] = [];
  let at = 0;
  for (let k = 0; k < tables; k++) {
    const size = k >= tables - left ? small + 1 : small;
    out.push({ players: players.slice(at, at + size) });
    at += size;
  }
  return out;
}

/** The blank sheets of series `n`, or why there are none. */
export function blankSheets(
  settings: TournamentSettings,
  sheets: readonly SheetSummary[],
  n: number,
  settingsFile: string,
  lang: Lang = 'en',
): { sheets: BlankSheet[]; notes: string[] } | { error: Message } {
  if (!settings.game) return { error: msg('tournament.no-game', { games: GAME_KINDS }) };
  const hook: TournamentHook = gameModuleOf(settings.game).tournament;
  const name = hook.seriesName;
  if (settings.series !== undefined && n > settings.series)
    return { error: msg('tournament.series-range', { series: n, count: settings.series, name }) };
  const teams = hook.entrants === 'teams' && !settings.individual;
  const notes: string[] = [];
  let tables: Table[];
  const existing = sheets
    .filter((s) => s.series?.value === n && s.table)
    .sort((a, b) => a.table!.value - b.table!.value);
  if (existing.length) {
    tables = existing.map((s) => ({
      players: s.players.map((p) => p.name),
      ...(teams && s.teams?.length === 2 ? { teams: [s.teams[0].name, s.teams[1].name] as [string, string] } : {}),
    }));
  } else {
    const before = sheets.filter((s) => s.series && s.series.value < n);
    const t = settleTournament(settings, before, { settingsFile });
    const order = n === 1 || before.length === 0 ? [...t.standings].sort(byNumber) : t.standings;
    if (order.length === 0) return { error: msg('tournament.cli.nobody') };
    if (teams) {
      tables = [];
      for (let i = 0; i + 1 < order.length; i += 2) {
        const [a, b] = [order[i], order[i + 1]];
        const members = a.members?.length === 2 && b.members?.length === 2;
        tables.push({
          teams: [a.name, b.name],
          ...(members ? { players: [a.members![0], b.members![0], a.members![1], b.members![1]] } : {}),
        });
      }
      if (order.length % 2 === 1)
        notes.push(render(msg('tournament.sheet-bye', { team: order[order.length - 1].name, series: n, name }), lang));
    } else {
      const seated = seatPlayers(
        order.map((s) => s.name),
        hook.tableSizes,
      );
      if (!seated) return { error: msg('tournament.cli.cannot-seat', { count: order.length, sizes: hook.tableSizes }) };
      tables = seated;
    }
  }
  const title = settings.title ? { title: settings.title } : {};
  const out = tables.map((x, i): BlankSheet => {
    const table = existing[i]?.table?.value ?? i + 1;
    const size = x.players?.length;
    const games = hook.games && size !== undefined ? (settings.games[size] ?? hook.games[size]) : undefined;
    const lines = [
      `# ${render(msg('tournament.sheet-head', { ...title, series: n, table, name }), lang)}`,
      `${word('series', lang)} ${n}`,
      `${word('table', lang)} ${table}`,
      x.players
        ? `${word('players', lang)} ${x.players.map(writeName).join(' ')}`
        : `# ${render(msg('tournament.sheet-team-seats', { a: x.teams![0], b: x.teams![1] }), lang)}`,
      ...(x.teams ? [`${word('teams', lang)} ${x.teams.map(writeName).join(' ')}`] : []),
      ...(games !== undefined ? [`# ${render(msg('tournament.sheet-games', { games }), lang)}`] : []),
    ];
    return { series: n, table, text: lines.join('\n') + '\n' };
  });
  return { sheets: out, notes };
}

function byNumber(a: { number?: number }, b: { number?: number }): number {
  return (a.number ?? Infinity) - (b.number ?? Infinity);
}
