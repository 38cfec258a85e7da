// The three shapes a settlement is written in (aligned text, Markdown, CSV) and the options every report takes.

import type { GameKind } from '../format/ast';
import type { Settlement } from '../engine/model';
import { msg, render, type Lang } from '../messages';
import { decimalIn } from '../messages/fmt';
import { csvStyle, csvTable } from '../text/tables';

export type SettleFormat = 'text' | 'md' | 'csv';

/** The tables a CSV export holds, one per file: spreadsheets read one table per file. */
export const CSV_TABLES = ['rounds', 'transfers', 'games', 'teams', 'money', 'players'] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

/**
 * The CSV tables a game's settlement has: Doppelkopf settles players (their money and statistics), Belote and
 * Coinche teams and games. `--table` with another is a usage error, never another table in its place.
 */
export function csvTablesFor(game: GameKind): readonly CsvTable[] {
  return game === 'doppelkopf'
    ? ['rounds', 'transfers', 'money', 'players']
    : ['rounds', 'transfers', 'games', 'teams', 'money'];
}

export interface ReportOptions {
  /** The language of every word, number and amount (default English). */
  lang?: Lang;
  /** CSV: which table (default `rounds`, the sheet with its total and money rows). */
  table?: CsvTable;
}

/** One table as a CSV file in the language's style (separator, byte order mark), ending with a line break. */
export function csvFile(head: readonly string[], rows: readonly (readonly (string | number)[])[], lang: Lang): string {
  const { sep, bom } = csvStyle(lang);
  return bom + csvTable({ head: [...head], rows: rows.map((r) => r.map(String)) }, sep) + '\n';
}

/** `--table transfers`: who pays whom, one transfer a row, the amount as a decimal in the CSV's style. */
export function transfersCsv(s: Settlement, lang: Lang = 'en'): string {
  const t = (id: 'report.col.from' | 'report.col.to' | 'report.col.amount') => render(msg(id), lang);
  return csvFile(
    [t('report.col.from'), t('report.col.to'), t('report.col.amount')],
    s.transfers.map((x) => [x.from, x.to, decimalIn(lang, x.cents)]),
    lang,
  );
}
