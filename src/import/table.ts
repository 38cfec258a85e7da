// A spreadsheet's rows (a CSV file, a sheet of a workbook) read as a score sheet: which columns are players (or
// teams), which row closes the sheet with totals, which columns belong to a game (winner, solo, the game value), and
// whether the players' columns hold each round's points or running totals. Knows no game: the games say which
// headers are theirs and what one round's points look like.

import { LANGS, msg, render } from '../messages';
import type { ColumnsMode, ExtraColumn, SheetTable, SpreadsheetGame, ValueTable } from './model';
import { ImportFailure } from './model';
import { cellNumber, dayOf, pointsProblem } from './text';

/** A cell as a workbook or a CSV file gives it. */
export type Cell = string | number | boolean | Date | null | undefined;

const INDEX = /^(#|nr\.?|no\.?|n°|num(ber|éro)?|round|runde|spiel|spiel ?nr\.?|donne|partie ?nr\.?)$/i;
const DATE = /^(zeitpunkt|datum|date|time|uhrzeit|zeit|heure|timestamp|played ?at|gespielt ?am)$/i;
const COMMENT = /^(kommentar|comment(aire)?|notiz|notes?|remarques?|bemerkung(en)?)$/i;
const CLOSING = /^(summe|gesamt|endstand|total|totaux|sum|somme)$/i;

/** Scoresheet's own CSV export in any of its languages: `Anna total`, `Anna Stand`, `total Anna`. */
function ownTotalHeaders(name: string): string[] {
  return LANGS.map((lang) => render(msg('report.col.total-of', { name }), lang).toLowerCase());
}

function closingWords(): Set<string> {
  return new Set(LANGS.map((lang) => render(msg('report.col.total'), lang).toLowerCase()));
}

const text = (c: Cell): string => {
  if (c === null || c === undefined) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  return String(c).trim();
};

function dayOfCell(c: Cell): string | undefined {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? undefined : c.toISOString().slice(0, 10);
  return typeof c === 'string' ? dayOf(c) : undefined;
}

export interface SheetInput {
  source: string;
  sheet?: string;
  format: string;
  rows: readonly (readonly Cell[])[];
  decimalComma: boolean;
  /** Headers some game reads (its winner, solo, game-value columns): never taken for players. */
  claims: (header: string) => boolean;
}

/** The sheet's columns and rows; undefined when it has no row of headers with value columns (an empty sheet). */
export function readSheet(input: SheetInput): SheetTable | undefined {
  const { rows } = input;
  const headerAt = rows.findIndex((r) => r.some((c) => text(c) !== ''));
  if (headerAt < 0) return undefined;
  const header = rows[headerAt].map(text);
  const body: { cells: readonly Cell[]; row: number }[] = [];
  let closing: readonly Cell[] | undefined;
  const closers = closingWords();
  for (let r = headerAt + 1; r < rows.length; r++) {
    const cells = rows[r];
    if (!cells.some((c) => text(c) !== '')) continue;
    const first = text(cells[0]).toLowerCase();
    if (CLOSING.test(first) || closers.has(first)) {
      closing = cells;
      // What follows the totals (money, notes) is not a round.
      break;
    }
    body.push({ cells, row: r + 1 });
  }
  const width = Math.max(header.length, ...body.map((b) => b.cells.length));
  const lower = header.map((h) => h.toLowerCase());
  const valueColumns: number[] = [];
  const ownRunningOf = new Map<number, number>();
  const extra: ExtraColumn[] = [];
  let dateColumn: number | undefined;
  const claimed = (c: number) => header[c] !== undefined && header[c] !== '' && input.claims(header[c]);
  // A column of points may hold a slip of the pen (`zwei`): most of its cells are numbers, and the others are
  // reported where they are rather than the column taken for a remark.
  const numeric = (c: number) => {
    let numbers = 0;
    let others = 0;
    for (const b of body) {
      const v = cellNumber(numberish(b.cells[c]), input.decimalComma);
      if (v === undefined) continue;
      if (Number.isNaN(v)) others++;
      else numbers++;
    }
    return numbers > 0 && numbers >= others;
  };
  for (let c = 0; c < width; c++) {
    const h = header[c] ?? '';
    if (c === 0 && (INDEX.test(h) || h === '')) continue;
    if (DATE.test(h)) {
      dateColumn ??= c;
      continue;
    }
    if (COMMENT.test(h) || INDEX.test(h)) continue;
    if (!claimed(c) && h !== '' && numeric(c)) valueColumns.push(c);
    else if (h !== '') extra.push({ header: h, cells: body.map((b) => text(b.cells[c]) || undefined) });
    else if (body.some((b) => text(b.cells[c]) !== ''))
      throw new ImportFailure(msg('import.at-column', { column: c + 1 }), msg('import.no-header'));
  }
  // Scoresheet's own export: `Anna` then `Anna total`; the totals columns are the sheet's running totals.
  for (const c of valueColumns) {
    const wanted = ownTotalHeaders(header[c]);
    const t = lower.findIndex((h, i) => i !== c && wanted.includes(h));
    if (t >= 0) ownRunningOf.set(c, t);
  }
  const players = valueColumns.filter((c) => ![...ownRunningOf.values()].includes(c));
  if (players.length === 0) return undefined;
  const names = players.map((c) => header[c]);
  const cellAt = (cells: readonly Cell[], c: number, row: number): number | undefined => {
    const raw = numberish(cells[c]);
    const v = cellNumber(raw, input.decimalComma);
    if (v === undefined) return undefined;
    const why = pointsProblem(v, text(cells[c]));
    if (why) throw new ImportFailure(msg('import.at-cell', { row, column: header[c] || String(c + 1) }), why);
    return v;
  };
  const cells = body.map((b) => players.map((c) => cellAt(b.cells, c, b.row)));
  const ownRunning =
    ownRunningOf.size === players.length
      ? body.map((b) => players.map((c) => cellAt(b.cells, ownRunningOf.get(c)!, b.row)))
      : undefined;
  const closingRow = closing ? players.map((c) => cellAt(closing, c, rows.indexOf(closing) + 1)) : undefined;
  const date =
    (dateColumn !== undefined ? body.map((b) => dayOfCell(b.cells[dateColumn])).find(Boolean) : undefined) ??
    dayOf(input.sheet) ??
    dayOf(input.source);
  return {
    source: input.source,
    sheet: input.sheet,
    format: input.format,
    names,
    cells,
    rowNumbers: body.map((b) => b.row),
    ownRunning,
    final: closingRow && closingRow.some((v) => v !== undefined) ? closingRow : undefined,
    date,
    extra,
  };
}

/** Booleans read as no number; everything else as the cell shows it. */
function numberish(c: Cell): string | number | undefined {
  if (c === null || c === undefined || typeof c === 'boolean') return typeof c === 'boolean' ? String(c) : undefined;
  if (c instanceof Date) return c.toISOString();
  return c;
}

/** The columns as points per round: the cells, or the differences of running totals (`--columns`, else the rows). */
export function resolveColumns(sheet: SheetTable, game: SpreadsheetGame, option?: ColumnsMode): ValueTable {
  if (sheet.ownRunning && !option)
    return {
      ...sheet,
      mode: 'per-game',
      modeFrom: 'rows',
      points: sheet.cells,
      running: sheet.ownRunning,
      restarts: NO_RESTARTS,
    };
  const zeroRow = sheet.cells.length > 1 && sheet.cells[0].every((v) => v === 0);
  let mode: ColumnsMode;
  let modeFrom: ValueTable['modeFrom'];
  if (option) [mode, modeFrom] = [option, 'option'];
  else if (zeroRow) [mode, modeFrom] = ['running', 'zero-row'];
  else {
    const asRunning = differences(sheet.cells, game.restartsTotals);
    let perGameScore = 0;
    let runningScore = 0;
    sheet.cells.forEach((row, i) => {
      if (game.plausibleRound(sheet, i, row)) perGameScore++;
      if (game.plausibleRound(sheet, i, asRunning.points[i])) runningScore++;
    });
    [mode, modeFrom] = [runningScore > perGameScore ? 'running' : 'per-game', 'rows'];
  }
  if (mode === 'per-game') return { ...sheet, mode, modeFrom, points: sheet.cells, restarts: NO_RESTARTS };
  const drop = zeroRow ? 1 : 0;
  const kept: SheetTable = {
    ...sheet,
    cells: sheet.cells.slice(drop),
    rowNumbers: sheet.rowNumbers.slice(drop),
    extra: sheet.extra.map((e) => ({ header: e.header, cells: e.cells.slice(drop) })),
  };
  const d = differences(kept.cells, game.restartsTotals);
  return { ...kept, mode, modeFrom, points: d.points, running: kept.cells, restarts: d.restarts };
}

const NO_RESTARTS: ReadonlySet<number> = new Set();

/**
 * Each row minus the last total of its column (a blank cell keeps the column's total). Where totals start again
 * from 0 after a game, a row in which a column falls is a new game's first row: its totals are its points.
 */
function differences(
  rows: readonly (readonly (number | undefined)[])[],
  restartsTotals: boolean,
): { points: (number | undefined)[][]; restarts: Set<number> } {
  const last: number[] = rows[0]?.map(() => 0) ?? [];
  const points: (number | undefined)[][] = [];
  const starts = new Set<number>();
  rows.forEach((row, i) => {
    const falls = restartsTotals && i > 0 && row.some((v, c) => v !== undefined && v < last[c]);
    if (falls) {
      starts.add(i);
      last.fill(0);
    }
    points.push(row.map((v, c) => (v === undefined ? undefined : v - last[c])));
    row.forEach((v, c) => {
      if (v !== undefined) last[c] = v;
    });
  });
  return { points, restarts: starts };
}

/** A row as points by name; blank cells are left out. */
export function pointsMap(names: readonly string[], row: readonly (number | undefined)[]): Map<string, number> {
  const m = new Map<string, number>();
  names.forEach((n, c) => {
    const v = row[c];
    if (v !== undefined) m.set(n, v);
  });
  return m;
}

/** The running totals after row `i`; a blank cell keeps the column's last total. */
export function totalsAt(table: ValueTable, i: number): Map<string, number> | undefined {
  const running = table.running!;
  const m = new Map<string, number>();
  table.names.forEach((n, c) => {
    for (let r = i; r >= 0; r--) {
      const v = running[r][c];
      if (v !== undefined) {
        m.set(n, v);
        return;
      }
      if (table.restarts.has(r)) return;
    }
  });
  return m.size ? m : undefined;
}
