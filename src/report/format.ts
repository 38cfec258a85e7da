// The three shapes a settlement is written in (aligned text, Markdown, CSV) and the options every report takes.

import type { Lang } from '../messages';

export type SettleFormat = 'text' | 'md' | 'csv';

/** The tables a CSV export holds, one per file: spreadsheets read one table per file. */
export const CSV_TABLES = ['rounds', 'transfers', 'games', 'teams', 'money', 'players'] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

export interface ReportOptions {
  /** The language of every word, number and amount (default English). */
  lang?: Lang;
  /** CSV: which table (default `rounds`, the sheet with its total and money rows). */
  table?: CsvTable;
}

/**
 * CSV in German and French: `;` between fields and the decimal comma, as spreadsheets there expect; every CSV starts
 * with a UTF-8 byte order mark, so Excel reads `Jürgen` as written.
 */
export function csvStyle(lang: Lang = 'en'): { sep: ',' | ';'; bom: string } {
  return { sep: lang === 'en' ? ',' : ';', bom: lang === 'en' ? '' : '\uFEFF' };
}
