// A points sheet's settlement as text, Markdown or CSV: the rounds with each player's points and running total, the
// totals and money, the games where a target ends them, how the money was worked out, who pays whom, the winner.

import type { RoundResult, Settlement } from '../../../engine/model';
import { decimalIn } from '../../../messages/fmt';
import { fmtOf, msg, render, type Lang, type Message } from '../../../messages';
import { csvRow, csvStyle, markdownTable, markdownText, textTable, type Table } from '../../../text/tables';
import type { ReportOptions, ReportWriter, SettleFormat, SheetResults } from '../../game';
import { gameName } from '../words';
import { roundFacts } from './facts';

const money = (s: Settlement, cents: number, lang: Lang): string => fmtOf(lang).money(cents, s.currency);

const switchOn = (s: Settlement, key: string): boolean =>
  s.rules.switches.some((x) => x.key === key && x.value === 'on');

function roundsTable(input: SheetResults, w: ReportWriter): Table {
  const names = input.settlement.names;
  return {
    head: ['#', ...names, render(msg('report.col.summary'), w.lang)],
    rows: input.rounds.map((r) => [
      String(r.index),
      ...names.map((n) => w.roundCell(n in r.scores ? r.scores[n] : undefined, r.running[n] ?? 0)),
      factsText(r, w.lang),
    ]),
    right: [true, ...names.map(() => true), false],
  };
}

/** A round's facts in the summary column (the game it wins), or `unscored` for a round without points. */
function factsText(r: RoundResult, lang: Lang): string {
  if (r.outcome === 'unscored') return render(msg('report.outcome', { outcome: r.outcome }), lang);
  return roundFacts(r)
    .map((m) => render(m, lang))
    .join(lang === 'fr' ? ' ; ' : '; ');
}

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

function gamesTable(s: Settlement, lang: Lang): Table | undefined {
  if (!s.games?.length) return undefined;
  const t = (m: Message) => render(m, lang);
  const f = fmtOf(lang);
  return {
    head: [t(msg('pts.col.game')), t(msg('pts.col.rounds')), ...s.names, t(msg('pts.col.winner'))],
    rows: s.games.map((g) => [
      String(g.number),
      g.firstRound === g.lastRound ? String(g.firstRound) : `${g.firstRound}–${g.lastRound}`,
      ...s.names.map((n) => f.num(g.totals[n] ?? 0)),
      g.finished && g.winner ? g.winner : t(msg('pts.game.running')),
    ]),
    right: [true, true, ...s.names.map(() => true), false],
  };
}

/** `Standard; zero-sum rows; lowest total wins; target 500; stake 0.01 EUR per point`. */
function rulesLine(s: Settlement, lang: Lang): string {
  const t = (m: Message) => render(m, lang);
  const parts = [t(msg(switchOn(s, 'lowest-wins') ? 'pts.rules.lowest' : 'pts.rules.highest'))];
  if (switchOn(s, 'zero-sum')) parts.unshift(t(msg('pts.rules.zero-sum')));
  if (s.target) parts.push(t(msg('pts.rules.target', { target: s.target })));
  const stake = s.stakeCents !== undefined ? money(s, s.stakeCents, lang) : undefined;
  const preset = render(msg('switch.preset', { preset: s.rules.preset }), lang);
  const name = preset.charAt(0).toUpperCase() + preset.slice(1);
  return render(msg('report.rules', { preset: name, switches: parts, ...(stake ? { stake } : {}) }), lang);
}

/** How the money was worked out: per point of the total, or of the difference to the winner. */
function moneyNote(s: Settlement, lang: Lang): string[] {
  if (s.stakeCents === undefined) return [];
  const stake = money(s, s.stakeCents, lang);
  if (switchOn(s, 'zero-sum')) return [render(msg('pts.money.zero-sum', { stake }), lang)];
  const finished = s.games ? s.games.filter((g) => g.finished).length : 1;
  if (s.games && finished === 0) return [render(msg('pts.money.none'), lang)];
  return [render(msg('pts.money.winner', { stake, games: finished }), lang)];
}

function transferLines(s: Settlement, lang: Lang): string[] {
  if (!s.money) return [render(msg('report.no-stake'), lang)];
  if (s.transfers.length === 0) return [render(msg('report.nobody-pays'), lang)];
  return s.transfers.map((t) =>
    render(msg('report.pays', { from: t.from, to: t.to, amount: money(s, t.cents, lang) }), lang),
  );
}

function pointsCsv(input: SheetResults, o: ReportOptions, w: ReportWriter): string {
  const lang = w.lang;
  const { sep, bom } = csvStyle(lang);
  const t = (m: Message) => render(m, lang);
  const s = input.settlement;
  const names = s.names;
  const row = (cells: (string | number)[]) => csvRow(cells, sep);
  if (o.table === 'transfers') return w.transfersCsv(s);
  const moneyLabel = `${t(msg('report.col.money'))}${s.currency ? ` (${s.currency})` : ''}`;
  if (o.table === 'money')
    return w.csvFile(
      [t(msg('report.col.player')), moneyLabel],
      names.map((n) => [n, s.money ? decimalIn(lang, s.money[n] ?? 0) : '']),
    );
  if (o.table === 'games') {
    const g = gamesTable(s, lang);
    return w.csvFile(
      g?.head ?? [],
      (s.games ?? []).map((x) => [
        x.number,
        x.firstRound,
        ...names.map((n) => x.totals[n] ?? 0),
        x.finished && x.winner ? x.winner : '',
      ]),
    );
  }
  const lines = [
    row([
      t(msg('report.col.round')),
      ...names,
      ...names.map((n) => t(msg('report.col.total-of', { name: n }))),
      t(msg('report.col.summary')),
    ]),
  ];
  for (const r of input.rounds)
    lines.push(
      row([
        r.index,
        ...names.map((n) => (n in r.scores ? r.scores[n] : '')),
        ...names.map((n) => r.running[n] ?? 0),
        factsText(r, lang),
      ]),
    );
  lines.push(row([t(msg('report.col.total')), ...names.map((n) => s.totals[n] ?? 0), ...names.map(() => ''), '']));
  if (s.money)
    lines.push(row([moneyLabel, ...names.map((n) => decimalIn(lang, s.money![n] ?? 0)), ...names.map(() => ''), '']));
  return bom + lines.join('\n') + '\n';
}

/** The whole settlement of a points sheet in one of the three formats of `scoresheet settle`. */
export function pointsSettlement(
  input: SheetResults,
  format: SettleFormat,
  options: ReportOptions,
  w: ReportWriter,
): string {
  const lang = w.lang;
  const s = input.settlement;
  if (format === 'csv') return pointsCsv(input, options, w);
  const t = (m: Message) => render(m, lang);
  const table = format === 'md' ? markdownTable : (x: Table) => textTable(x, { rule: true });
  const heading = [s.title ?? gameName(lang), s.date].filter(Boolean).join(' — ');
  const games = gamesTable(s, lang);
  const winner = s.winner
    ? t(msg('pts.winner', { name: format === 'md' ? `**${markdownText(s.winner)}**` : s.winner }))
    : undefined;
  const out: string[] = [];
  if (format === 'md') {
    out.push(
      `# ${markdownText(heading)}`,
      '',
      markdownText(rulesLine(s, lang)),
      '',
      `## ${t(msg('report.h.rounds'))}`,
      '',
      w.cellLegend(),
      '',
      table(roundsTable(input, w)),
      '',
      `## ${t(msg('report.h.totals'))}`,
      '',
      table(totalsTable(s, lang)),
      '',
    );
    if (games) out.push(`## ${t(msg('pts.h.games'))}`, '', table(games), '');
    for (const note of moneyNote(s, lang)) out.push(markdownText(note), '');
    out.push(`## ${t(msg('report.h.who-pays'))}`, '', ...transferLines(s, lang).map((l) => `- ${markdownText(l)}`), '');
    if (winner) out.push(winner, '');
  } else {
    out.push(
      heading,
      rulesLine(s, lang),
      w.cellLegend(),
      '',
      table(roundsTable(input, w)),
      '',
      table(totalsTable(s, lang)),
    );
    if (games) out.push('', table(games));
    out.push(
      ...moneyNote(s, lang),
      '',
      `${t(msg('report.h.who-pays'))}${lang === 'fr' ? ' :' : ':'}`,
      ...transferLines(s, lang).map((l) => `  ${l}`),
      '',
    );
    if (winner) out.push(winner, '');
  }
  return out.join('\n');
}
