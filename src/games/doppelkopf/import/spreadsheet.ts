// Doppelkopf score sheets kept in a spreadsheet: one column per player (points per game or running totals), and
// where the sheet has them a game-value column (`game`, `Wert`, `Parteipunkte`; `15 / 5` for a solo worth 5), the
// winning party (`Siegerpartei`), the soloist, the marriage player, bock, announcements and who sat out.

import type { ExtraColumn, ImportedRound, SheetTable, SpreadsheetGame, ValueTable } from '../../../import/model';
import { foldName } from '../../../import/names';
import { pointsMap, totalsAt } from '../../../import/table';
import { msg, type Message } from '../../../messages';
import { levelWord, pointsOfValue, roundFacts, roundShape, SOLO_WORDS, type Party, type SourceRound } from './facts';

const fold = (h: string) => foldName(h).replace(/[\s_-]+/g, '');

// A Map, not an object: a column headed `constructor` or `__proto__` is a player, never a role.
const ROLES = new Map<string, string>(
  Object.entries({
    game: 'value',
    wert: 'value',
    spielwert: 'value',
    value: 'value',
    punktwert: 'value',
    parteipunkte: 'value',
    siegerpartei: 'winner',
    sieger: 'winner',
    gewinner: 'winner',
    winner: 'winner',
    winningteam: 'winner',
    solospieler: 'soloist',
    solist: 'soloist',
    soloist: 'soloist',
    solo: 'soloist',
    spieltyp: 'type',
    spielart: 'type',
    gametype: 'type',
    hochzeitspieler: 'marriage',
    hochzeit: 'marriage',
    bockrunde: 'bock',
    bock: 'bock',
    reansage: 're-announce',
    kontraansage: 'kontra-announce',
    contraansage: 'kontra-announce',
    aussetzer: 'out',
    out: 'out',
    sitztaus: 'out',
    setztaus: 'out',
  }),
);

function column(table: SheetTable, role: string): ExtraColumn | undefined {
  return table.extra.find((e) => ROLES.get(fold(e.header)) === role);
}

/** `3` → 3; `15 / 5` (a solo: 3V / V) → value 5, solo. */
function readValue(cell: string | undefined): { value: number; solo: boolean } | undefined {
  if (!cell) return undefined;
  const solo = /^\s*-?(\d+)\s*\/\s*-?(\d+)\s*$/.exec(cell);
  if (solo) return { value: Number(solo[2]), solo: true };
  const plain = /^\s*[+-]?(\d+)\s*$/.exec(cell);
  return plain ? { value: Number(plain[1]), solo: false } : undefined;
}

function readParty(cell: string | undefined): Party | undefined {
  const t = fold(cell ?? '');
  if (t === 're') return 're';
  if (t === 'kontra' || t === 'contra') return 'kontra';
  return undefined;
}

function readBock(cell: string | undefined): number {
  const t = fold(cell ?? '');
  if (/^(ja|yes|x|true|wahr|oui|bock|bockrunde)$/.test(t)) return 1;
  if (t === 'doppelbock') return 2;
  return /^[1-9]$/.test(t) ? Number(t) : 0;
}

function readKind(cell: string | undefined): string | undefined {
  const t = fold(cell ?? '');
  for (const [word, kind] of Object.entries(SOLO_WORDS)) if (t.includes(word)) return kind;
  return undefined;
}

const isSoloType = (cell: string | undefined) => /solo|fleisch/.test(fold(cell ?? ''));

function playerNamed(players: readonly string[], cell: string | undefined): string | undefined {
  if (!cell) return undefined;
  const want = foldName(cell);
  return players.find((p) => foldName(p) === want);
}

function announcement(party: Party, cell: string | undefined): { party: Party; level?: string } | undefined {
  const t = fold(cell ?? '');
  if (t === '' || /^(nein|no|non|keine|none|-)$/.test(t)) return undefined;
  return { party, level: levelWord(cell!) };
}

/** The one player whose points have the other sign than the other three: a solo whose points do not add up. */
function loneSign(playing: readonly string[], points: (p: string) => number | undefined): string | undefined {
  if (playing.length !== 4) return undefined;
  const up = playing.filter((p) => (points(p) ?? 0) > 0);
  const down = playing.filter((p) => (points(p) ?? 0) < 0);
  if (up.length === 1 && down.length === 3) return up[0];
  if (down.length === 1 && up.length === 3) return down[0];
  return undefined;
}

const GENERIC_SHEET = /^(sheet|tabelle|feuil(le)?|blatt)\s*\d*$/i;

export const doppelkopfSpreadsheet: SpreadsheetGame = {
  games: ['doppelkopf'],
  restartsTotals: false,
  takes: msg('import.takes.doppelkopf'),
  claims: (header) => ROLES.has(fold(header)),
  fits(table, game) {
    if (game && game !== 'doppelkopf') return 0;
    if (table.names.length < 4 || table.names.length > 7) return 0;
    return 10 + table.extra.filter((e) => ROLES.has(fold(e.header))).length;
  },
  plausibleRound(table, row, points) {
    const shape = roundShape(points);
    if (!shape) return false;
    const v = readValue(column(table, 'value')?.cells[row]);
    return !v || shape.value === v.value || shape.value === 0;
  },
  read(table, game) {
    return readTable(table, game);
  },
};

function readTable(table: ValueTable, _game: string | undefined) {
  const players = table.names;
  const inferred: Message[] = [];
  const col = (role: string) => column(table, role)?.cells;
  const [values, winners, soloists, types, marriages, bocks, reAnn, koAnn, outs] = [
    'value',
    'winner',
    'soloist',
    'type',
    'marriage',
    'bock',
    're-announce',
    'kontra-announce',
    'out',
  ].map(col);
  if (table.ownRunning) inferred.push(msg('import.inferred.own-export'));
  else if (table.mode === 'running')
    inferred.push(msg(table.modeFrom === 'zero-row' ? 'import.inferred.running-zero-row' : 'import.inferred.running'));
  let outFromZeros = false;
  let soloFromPattern = false;
  const sources: SourceRound[] = table.points.map((pts, i) => {
    const seated = players.filter((_, c) => pts[c] !== undefined);
    const out = new Set(players.filter((_, c) => pts[c] === undefined));
    for (const name of (outs?.[i] ?? '').split(/[,;/ ]+/)) {
      const p = playerNamed(players, name);
      if (p) out.add(p);
    }
    if (players.length > 4 && seated.length > 4) {
      const zeros = seated.filter((p) => pts[players.indexOf(p)] === 0 && !out.has(p));
      if (zeros.length === players.length - out.size - 4) {
        for (const p of zeros) out.add(p);
        outFromZeros ||= zeros.length > 0;
      }
    }
    const playing = players.filter((p) => !out.has(p));
    const shape = roundShape(players.map((p, c) => (out.has(p) ? undefined : pts[c])));
    const value = readValue(values?.[i]);
    let soloist = playerNamed(players, soloists?.[i]);
    const marked = value?.solo || isSoloType(types?.[i]);
    if (!soloist && shape?.kind === 'solo' && (!value || value.solo || value.value === shape.value)) {
      soloist = players[shape.soloist!];
      soloFromPattern ||= !marked;
    } else if (!soloist && marked) soloist = loneSign(playing, (p) => pts[players.indexOf(p)]);
    const party = readParty(winners?.[i]);
    const positive = playing.filter((p) => (pts[players.indexOf(p)] ?? 0) > 0);
    let winner = party;
    let re: string[] | undefined;
    if (soloist) winner ??= (pts[players.indexOf(soloist)] ?? 0) > 0 ? 're' : 'kontra';
    else if (party && positive.length === 2)
      re = party === 're' ? positive : playing.filter((p) => !positive.includes(p));
    const announcements = [announcement('re', reAnn?.[i]), announcement('kontra', koAnn?.[i])].filter(
      (a): a is { party: Party; level?: string } => !!a,
    );
    return {
      out: players.filter((p) => out.has(p)),
      re,
      soloist,
      soloKind: soloist ? readKind(types?.[i]) : undefined,
      marriage: playerNamed(players, marriages?.[i]),
      winner,
      winners: !soloist && positive.length === 2 ? positive : undefined,
      value: value?.value,
      bock: readBock(bocks?.[i]),
      announcements,
      extras: [],
    };
  });
  // Whether the sheet's value is written before bock (the rules' way) or with it: what its points say.
  let before = 0;
  let after = 0;
  sources.forEach((s, i) => {
    if (!s.bock || s.value === undefined || !s.value) return;
    const shape = roundShape(table.points[i]);
    if (shape?.value === s.value * 2 ** s.bock) before++;
    else if (shape?.value === s.value) after++;
  });
  const valueIncludesBock = after > before;
  const header = valueIncludesBock ? [['set', 'won-includes-bock', 'on']] : [];
  if (valueIncludesBock) inferred.push(msg('import.inferred.value-includes-bock'));
  if (outFromZeros) inferred.push(msg('import.inferred.out-zeros'));
  if (soloFromPattern) inferred.push(msg('import.inferred.solo-pattern'));
  const rounds = sources.map((s, i): ImportedRound => {
    const pts = table.points[i];
    const { facts, notes } = roundFacts(s);
    const stated = new Map<string, number>();
    players.forEach((p, c) => {
      const v = pts[c];
      if (v !== undefined && !s.out.includes(p)) stated.set(p, v);
    });
    const fromValue = pointsOfValue(valueIncludesBock ? { ...s, bock: 0 } : s, players);
    const hasWon = facts.some((f) => f[0] === 'won');
    const perGame = table.mode === 'per-game';
    // A stated row is the sheet's own: written (and checked against the facts). Running totals are checkpoints;
    // their differences are a round's points only where no game value says more.
    const scores = perGame || !fromValue ? stated : hasWon ? undefined : fromValue;
    return {
      facts,
      notes,
      scores,
      points: perGame ? stated : (fromValue ?? stated),
      totals: table.running ? totalsAt(table, i) : undefined,
    };
  });
  const final = table.final ? pointsMap(players, table.final) : undefined;
  const title = table.sheet && !GENERIC_SHEET.test(table.sheet) && table.sheet !== table.date ? table.sheet : undefined;
  return {
    game: 'doppelkopf',
    source: table.source,
    sheet: table.sheet,
    format: table.format,
    title,
    date: table.date,
    players,
    columns: players,
    header,
    rounds,
    final,
    inferred,
  };
}
