// A Doppelkopf settlement as text, Markdown or CSV: the rounds with points and running totals, totals, money,
// who pays whom, player statistics.

import type { RoundResult, Settlement } from '../../../engine/model';
import { decimalIn } from '../../../messages/fmt';
import { fmtOf, msg, render, type Lang, type Message } from '../../../messages';
import { csvRow, csvStyle, markdownTable, markdownText, textTable, type Table } from '../../../text/tables';
import type { ReportOptions, ReportWriter, SettleFormat, SheetResults } from '../../game';
import { dutyMessages, dutySolos } from './dutySolos';
import { penaltyNote } from './penalties';

/** A round's facts, then its penalty points where it has any (`… · penalty A +1 B −3 C +1 D +1`). */
function roundLine(r: RoundResult, w: ReportWriter): string {
  const facts = w.roundLine(r);
  const note = penaltyNote(r, w.lang);
  return note ? `${facts} · ${note}` : facts;
}

/** Money in the text: Intl in German and French (`0,05 €`); English keeps `0.05 EUR`. */
function money(s: Settlement, cents: number, lang: Lang): string {
  return fmtOf(lang).money(cents, s.currency);
}

function roundsTable(input: SheetResults, w: ReportWriter): Table {
  const names = input.settlement.names;
  return {
    head: ['#', ...names, render(msg('report.col.game'), w.lang)],
    rows: input.rounds.map((r) => [
      String(r.index),
      ...names.map((n) => w.roundCell(n in r.scores ? r.scores[n] : undefined, r.running[n] ?? 0)),
      roundLine(r, w),
    ]),
    right: [true, ...names.map(() => true), false],
  };
}

/** Money reads `−1.40`, with the same minus sign as the points next to it (CSV keeps the ASCII `-1.40`). */
function totalsTable(s: Settlement, lang: Lang): Table {
  const f = fmtOf(lang);
  const t = (m: Message) => render(m, lang);
  const rows: string[][] = [[t(msg('report.col.total')), ...s.names.map((n) => f.num(s.totals[n] ?? 0))]];
  if (s.money) {
    const label = lang === 'en' && s.currency ? `money (${s.currency})` : t(msg('report.col.money'));
    const cell = (n: string) => (lang === 'en' ? f.money(s.money![n] ?? 0) : money(s, s.money![n] ?? 0, lang));
    rows.push([label, ...s.names.map(cell)]);
  }
  return { head: ['', ...s.names], rows, right: [false, ...s.names.map(() => true)] };
}

function statsTable(s: Settlement, lang: Lang): Table | undefined {
  if (!s.players) return undefined;
  const t = (id: Parameters<typeof msg>[0]) => render(msg(id as 'report.col.player'), lang);
  // Penalties are no games: listed apart, where the sheet has any.
  const pens = s.players.some((p) => p.penalties !== undefined);
  const f = fmtOf(lang);
  return {
    head: [
      t('report.col.player'),
      t('report.col.games'),
      t('report.col.wins'),
      t('report.col.solos'),
      t('report.col.solos-won'),
      t('report.col.duty-solos'),
      ...(pens ? [t('pen.col.penalties'), t('pen.col.points')] : []),
    ],
    rows: s.players.map((p) => [
      p.name,
      String(p.games),
      String(p.wins),
      String(p.solos),
      String(p.solosWon),
      String(p.dutySolos),
      ...(pens ? [String(p.penalties ?? 0), f.num(p.penaltyPoints ?? 0)] : []),
    ]),
    right: [false, true, true, true, true, true, ...(pens ? [true, true] : [])],
  };
}

function heading(s: Settlement): string {
  const game = s.game.charAt(0).toUpperCase() + s.game.slice(1);
  return [s.title ?? game, s.date].filter(Boolean).join(' — ');
}

/** `DDV-Regeln; Bockrunden: an; Einsatz 0,10 € pro Punkt`: the preset and switches by their names in the language. */
function rulesLine(s: Settlement, w: ReportWriter): string {
  const lang = w.lang;
  const switches = s.rules.switches.filter((x) => x.set).map((x) => w.switchText(x.key, x.value));
  const stake = s.stakeCents !== undefined ? money(s, s.stakeCents, lang) : undefined;
  const preset = w.preset(s.rules.preset);
  return render(msg('report.rules', { preset, switches, ...(stake ? { stake } : {}) }), lang);
}

/** Plus-only and minus-only sheets do not sum to zero: say how their money was worked out (§7). */
function moneyNote(s: Settlement, lang: Lang): string[] {
  const counting = s.rules.switches.find((x) => x.key === 'counting')?.value;
  if (!s.money || !counting || counting === 'plus-minus') return [];
  return [render(msg('report.money-note', { counting, players: s.names.length }), lang)];
}

function transferLines(s: Settlement, lang: Lang): string[] {
  if (!s.money) return [render(msg('report.no-stake'), lang)];
  if (s.transfers.length === 0) return [render(msg('report.nobody-pays'), lang)];
  return s.transfers.map((t) =>
    render(msg('report.pays', { from: t.from, to: t.to, amount: money(s, t.cents, lang) }), lang),
  );
}

/** One table of the sheet as CSV (see ReportOptions.table): the rounds with total and money rows, or the transfers. */
function doppelkopfCsv(input: SheetResults, o: ReportOptions, w: ReportWriter): string {
  const lang = w.lang;
  const { sep, bom } = csvStyle(lang);
  const t = (m: Message) => render(m, lang);
  const s = input.settlement;
  const names = s.names;
  const row = (cells: (string | number)[]) => csvRow(cells, sep);
  const lines: string[] = [];
  if (o.table === 'transfers') return w.transfersCsv(s);
  if (o.table === 'money') {
    // Without a stake the amounts are left empty (the CLI says why), never shown as 0.00.
    const money = (n: string) => (s.money ? decimalIn(lang, s.money[n] ?? 0) : '');
    const label = `${t(msg('report.col.money'))}${s.currency ? ` (${s.currency})` : ''}`;
    return w.csvFile(
      [t(msg('report.col.player')), label],
      names.map((n) => [n, money(n)]),
    );
  }
  if (o.table === 'players') {
    const stats = statsTable(s, lang);
    return w.csvFile(stats?.head ?? [], stats?.rows ?? []);
  }
  lines.push(
    row([
      t(msg('report.col.round')),
      ...names,
      ...names.map((n) => t(msg('report.col.total-of', { name: n }))),
      t(msg('report.col.outcome')),
      t(msg('report.col.summary')),
    ]),
  );
  for (const r of input.rounds) {
    lines.push(
      row([
        r.index,
        ...names.map((n) => (n in r.scores ? r.scores[n] : '')),
        ...names.map((n) => r.running[n] ?? 0),
        t(msg('report.outcome', { outcome: r.outcome })),
        roundLine(r, w),
      ]),
    );
  }
  lines.push(row([t(msg('report.col.total')), ...names.map((n) => s.totals[n] ?? 0), ...names.map(() => ''), '', '']));
  if (s.money) {
    const label = `${t(msg('report.col.money'))}${s.currency ? ` (${s.currency})` : ''}`;
    lines.push(row([label, ...names.map((n) => decimalIn(lang, s.money![n] ?? 0)), ...names.map(() => ''), '', '']));
  }
  return bom + lines.join('\n') + '\n';
}

/** The whole settlement of a Doppelkopf sheet in one of the three formats of `scoresheet settle`. */
export function doppelkopfSettlement(
  input: SheetResults,
  format: SettleFormat,
  options: ReportOptions,
  w: ReportWriter,
): string {
  const lang = w.lang;
  const s = input.settlement;
  if (format === 'csv') return doppelkopfCsv(input, options, w);
  const t = (m: Message) => render(m, lang);
  const table = format === 'md' ? markdownTable : (x: Table) => textTable(x, { rule: true });
  const stats = statsTable(s, lang);
  const legend = w.cellLegend();
  const top = s.winner
    ? t(msg('report.top', { name: format === 'md' ? `**${markdownText(s.winner)}**` : s.winner }))
    : undefined;
  const d = dutySolos(input);
  const duty = d && dutyMessages(d).map((m) => t(m));
  const out: string[] = [];
  if (format === 'md') {
    // Names and the title as text: no name becomes a link, an image or HTML (the lines are the messages' plain text).
    out.push(
      `# ${markdownText(heading(s))}`,
      '',
      markdownText(rulesLine(s, w)),
      '',
      `## ${t(msg('report.h.rounds'))}`,
      '',
      legend,
      '',
      table(roundsTable(input, w)),
      '',
      `## ${t(msg('report.h.totals'))}`,
      '',
      table(totalsTable(s, lang)),
      '',
    );
    for (const note of moneyNote(s, lang)) out.push(markdownText(note), '');
    out.push(`## ${t(msg('report.h.who-pays'))}`, '', ...transferLines(s, lang).map((l) => `- ${markdownText(l)}`), '');
    if (top) out.push(top, '');
    if (stats) out.push(`## ${t(msg('report.h.players'))}`, '', table(stats), '');
    if (duty) out.push(`## ${t(msg('duty.heading'))}`, '', ...duty.map((l) => `- ${markdownText(l)}`), '');
  } else {
    out.push(
      heading(s),
      rulesLine(s, w),
      legend,
      '',
      table(roundsTable(input, w)),
      '',
      table(totalsTable(s, lang)),
      ...moneyNote(s, lang),
      '',
      `${t(msg('report.h.who-pays'))}${lang === 'fr' ? ' :' : ':'}`,
      ...transferLines(s, lang).map((l) => `  ${l}`),
      '',
    );
    if (top) out.push(top, '');
    if (stats) out.push(table(stats), '');
    if (duty) out.push(`${t(msg('duty.heading'))}${lang === 'fr' ? ' :' : ':'}`, ...duty.map((l) => `  ${l}`), '');
  }
  return out.join('\n');
}
