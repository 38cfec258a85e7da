// The three shapes a settlement is written in (aligned text, Markdown, CSV), the options every report takes, and the
// CSV files every game's settlement writes.

import type { Settlement } from '../engine/model';
import type { ReportOptions, SettleFormat } from '../games/game';
import { msg, render, type Lang } from '../messages';
import { decimalIn } from '../messages/fmt';
import { csvStyle, csvTable } from '../text/tables';

export type { ReportOptions, SettleFormat };

/**
 * Every table a CSV export may hold, one per file (spreadsheets read one table per file), in the order help lists
 * them; each game's settlement has some of them (GameReport.csvTables), and `--table` with another is a usage error.
 */
export const CSV_TABLES = ['rounds', 'transfers', 'games', 'teams', 'money', 'players'] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

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
