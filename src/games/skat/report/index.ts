// Skat's reports: the list as `settle` writes it (rows, running totals, games won and lost, the Wertung, money), its
// part of `settle --json`, a round's working for `explain`, and how a what-if comparison reads a list.

import type { Settlement } from '../../../engine/model';
import { fmtOf, msg, render, type Lang } from '../../../messages';
import { decimalIn } from '../../../messages/fmt';
import { mapDict } from '../../../text/dict';
import { csvStyle, csvTable, markdownTable, markdownText, textTable } from '../../../text/tables';
import type { GameReport, ReportOptions, ReportWriter, SettleFormat, SheetResults } from '../../game';
import type { SkatColumn } from '../messages/en';

const NONE: ReadonlySet<string> = new Set();

/** Cents per player as amounts in the major unit (5 → 0.05), as `settle --json` writes money. */
const amountsOf = (cents: Readonly<Record<string, number>>) => mapDict(cents, (c) => Math.round(c) / 100);

function table(
  format: SettleFormat,
  head: string[],
  body: (string | number)[][],
  lang: Lang,
  right?: boolean[],
): string {
  const t = { head, rows: body.map((r) => r.map(String)), right };
  if (format === 'csv') {
    const { sep, bom } = csvStyle(lang);
    return bom + csvTable(t, sep);
  }
  return format === 'md' ? markdownTable(t) : textTable(t);
}

/** The list of a Skat sheet in one of the three formats of `scoresheet settle`. */
function skatSettlement(sheet: SheetResults, format: SettleFormat, options: ReportOptions, w: ReportWriter): string {
  const { rounds, settlement: s } = sheet;
  const lang = w.lang;
  const col = (c: SkatColumn) => render(msg('skat.col', { col: c }), lang);
  const names = s.names;
  const sk = s.skat;
  if (format === 'csv') {
    const which = options.table ?? 'rounds';
    if (which === 'transfers') return w.transfersCsv(s);
    if (which === 'players')
      return (
        table(
          'csv',
          [
            col('player'),
            col('total'),
            col('won'),
            col('lost'),
            ...(sk?.seeger ? [col('wertung')] : []),
            col('money'),
            ...(sk?.fees ? [col('fees')] : []),
          ],
          names.map((n) => [
            n,
            s.totals[n] ?? 0,
            sk?.wonLost[n]?.won ?? 0,
            sk?.wonLost[n]?.lost ?? 0,
            ...(sk?.seeger ? [sk.seeger[n].wertung] : []),
            s.money ? decimalIn(lang, s.money[n] ?? 0) : '',
            ...(sk?.fees ? [decimalIn(lang, sk.fees[n] ?? 0)] : []),
          ]),
          lang,
        ) + '\n'
      );
    return (
      table(
        'csv',
        [col('round'), col('dealer'), col('game'), ...names],
        rounds.map((r) => [r.index, r.dealer ?? '', w.roundLine(r), ...names.map((n) => r.scores[n] ?? '')]),
        lang,
      ) + '\n'
    );
  }
  const out: string[] = [];
  const heading = (text: string) => (format === 'md' ? `## ${text}` : text);
  const line = (text: string) => (format === 'md' ? markdownText(text) : text);
  out.push(heading(line(s.title ?? render(msg('skat.title'), lang))));
  out.push('');
  out.push(
    table(
      format,
      [col('round'), col('dealer'), col('game'), ...names],
      rounds.map((r) => [
        r.index,
        r.dealer ?? '',
        w.roundLine(r),
        ...names.map((n) => w.roundCell(r.scores[n], r.running[n] ?? 0)),
      ]),
      lang,
      [true, false, false, ...names.map(() => true)],
    ),
  );
  out.push('');
  const foot: (string | number)[][] = [
    [col('total'), ...names.map((n) => w.points(s.totals[n] ?? 0))],
    [col('won'), ...names.map((n) => sk?.wonLost[n]?.won ?? 0)],
    [col('lost'), ...names.map((n) => sk?.wonLost[n]?.lost ?? 0)],
  ];
  if (sk?.seeger) foot.push([col('wertung'), ...names.map((n) => w.points(sk.seeger![n].wertung))]);
  if (sk?.bierlachs) foot.push([col('bierlachs'), ...names.map((n) => sk.bierlachs![n] ?? 0)]);
  if (s.money) foot.push([col('money'), ...names.map((n) => decimalIn(lang, s.money![n] ?? 0))]);
  // Lost-game fees go into the prize pot, beside any money between the players.
  if (sk?.fees) foot.push([col('fees'), ...names.map((n) => decimalIn(lang, sk.fees![n] ?? 0))]);
  out.push(table(format, ['', ...names], foot, lang, [false, ...names.map(() => true)]));
  if (s.transfers.length) {
    out.push('');
    for (const t of s.transfers) out.push(line(`${t.from} → ${t.to}: ${fmtOf(lang).money(t.cents, s.currency)}`));
  }
  return out.join('\n') + '\n';
}

/** The working of a scored game: its breakdown in the language, then the entry. */
function working(r: SheetResults['rounds'][number], w: ReportWriter): string[] | undefined {
  if (!r.breakdown.length) return undefined;
  const entry = Object.values(r.scores).find((v) => v !== 0);
  const text = r.breakdown.map((b) => w.item(b)).join(', ');
  return [`  ${entry === undefined ? text : render(msg('skat.explain.entry', { working: text, entry }), w.lang)}`];
}

export const skatReport: GameReport = {
  csvTables: ['rounds', 'players', 'transfers'],
  settleHelp: msg('help.settle.skat'),
  settlement: skatSettlement,
  // Fees in the currency, as `money` is (the engine keeps cents).
  settlementJson: ({ settlement: s }: { settlement: Settlement }) =>
    s.skat ? { skat: s.skat.fees ? { ...s.skat, fees: amountsOf(s.skat.fees) } : s.skat } : {},
  roundFacts: () => [],
  tableFacts: () => [],
  working,
  sideName: (side) => side,
  sheetNotes: () => [],
  whatIf: {
    points: (sheet) => sheet.totals,
    gamesWon: (s) =>
      s.skat ? Object.fromEntries(Object.entries(s.skat.wonLost).map(([k, v]) => [k, v.won])) : undefined,
    notes: () => [],
    legend: [],
    tableKeys: NONE,
    wonKeys: NONE,
    written: (r) => (r.outcome === 'recorded' ? 'points' : undefined),
  },
};
