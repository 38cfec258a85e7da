// A Belote/Coinche settlement as text, Markdown or CSV: rounds, games and winners, contracts, money.

import type { Settlement } from '../../../engine/model';
import { fmtOf, msg, render, type Lang, type Message } from '../../../messages';
import { decimalIn, percentIn } from '../../../messages/fmt';
import { csvStyle, csvTable, markdownTable, markdownText, textTable } from '../../../text/tables';
import type { ReportOptions, ReportWriter, SettleFormat, SheetResults } from '../../game';

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

/** `3/4 (75%)`; German and French space the percent sign as Intl does (`75 %`). */
function rate(made: number, of: number, lang: Lang): string {
  return of ? `${made}/${of} (${percentIn(lang, made / of)})` : '—';
}

/** The whole settlement of a Belote or Coinche sheet in one of the three formats of `scoresheet settle`. */
export function beloteSettlement(
  sheet: SheetResults,
  format: SettleFormat,
  options: ReportOptions,
  w: ReportWriter,
): string {
  const { rounds, settlement: s } = sheet;
  const lang = w.lang;
  const t = (m: Message) => render(m, lang);
  const col = (id: Parameters<typeof msg>[0]) => t(msg(id as 'report.col.team'));
  const [a, b] = s.names;
  const out: string[] = [];
  const title = s.title ?? (s.game === 'coinche' ? 'Coinche' : 'Belote');
  const heading = (text: string) => (format === 'md' ? `## ${text}` : text);
  // In Markdown, names and the title as text: no name becomes a link, an image or HTML.
  const line = (text: string) => (format === 'md' ? markdownText(text) : text);
  // Spreadsheet columns keep numbers apart, in the cells' order: each team's points, then each team's total.
  const roundRows = rounds.map((r) => [
    r.index,
    r.belote?.game ?? '',
    w.roundLine(r),
    r.scores[a] ?? '',
    r.scores[b] ?? '',
    r.running[a] ?? '',
    r.running[b] ?? '',
  ]);
  const gameWinner = (g: NonNullable<Settlement['games']>[number], none: string) =>
    g.winner ?? (g.finished ? none : t(msg('report.game.in-progress')));
  if (format === 'csv') {
    // One table per file (spreadsheets read one); --table picks it.
    const which = options.table ?? 'rounds';
    if (which === 'games')
      // Two columns, not "1-8": spreadsheets would read a range as a date.
      return (
        table(
          'csv',
          [
            col('report.col.partie'),
            col('report.col.first-round'),
            col('report.col.last-round'),
            a,
            b,
            col('report.col.winner'),
          ],
          (s.games ?? []).map((g) => [
            g.number,
            g.firstRound,
            g.lastRound,
            g.totals[a],
            g.totals[b],
            gameWinner(g, ''),
          ]),
          lang,
        ) + '\n'
      );
    if (which === 'teams')
      return (
        table(
          'csv',
          [
            col('report.col.team'),
            col('report.col.contracts'),
            col('report.col.made'),
            col('report.col.failed'),
            col('report.col.litiges'),
            col('report.col.coinched'),
            col('report.col.coinched-made'),
          ],
          (s.teams ?? []).map((x) => [x.name, x.contracts, x.made, x.failed, x.litiges, x.coinched, x.coinchedMade]),
          lang,
        ) + '\n'
      );
    if (which === 'transfers') return w.transfersCsv(s);
    if (which === 'money')
      return (
        table(
          'csv',
          [col('report.col.team'), col('report.col.money')],
          // Without a stake the amounts are left empty (the CLI says why), never shown as 0.00.
          s.names.map((n) => [n, s.money ? decimalIn(lang, s.money[n] ?? 0) : '']),
          lang,
        ) + '\n'
      );
    return (
      table(
        'csv',
        [
          col('report.col.round'),
          col('report.col.partie'),
          col('report.col.result'),
          a,
          b,
          t(msg('report.col.total-of', { name: a })),
          t(msg('report.col.total-of', { name: b })),
        ],
        roundRows,
        lang,
      ) + '\n'
    );
  }
  const dealsText = s.rules.switches.find((x) => x.key === 'deals')?.value ?? 'off';
  const deals = /^[1-9][0-9]*$/.test(dealsText) ? Number(dealsText) : 0;
  out.push(
    `${format === 'md' ? '# ' : ''}${line(`${title}${s.date ? ` (${s.date})` : ''}`)}`,
    line(
      t(
        // With `deals N` a game ends after N deals and the target is not used.
        deals > 0
          ? msg('report.rules-deals', { preset: w.preset(s.rules.preset), deals })
          : msg('report.rules-target', {
              preset: w.preset(s.rules.preset),
              target: s.target !== undefined ? String(s.target) : '',
            }),
      ),
    ),
  );
  // One cell per team, as in the view: the round's points, then the game's running total in brackets.
  const cellRows = rounds.map((r) => [
    r.index,
    r.belote?.game ?? '',
    ...[a, b].map((n) => w.roundCell(r.scores[n], r.running[n] ?? 0)),
    w.roundLine(r),
  ]);
  const legend = w.cellLegend(true);
  out.push(
    '',
    heading(t(msg('report.h.rounds'))),
    ...(format === 'md' ? ['', legend, ''] : [legend]),
    table(format, ['#', col('report.col.partie'), a, b, col('report.col.result')], cellRows, lang, [
      true,
      true,
      true,
      true,
      false,
    ]),
  );
  out.push(
    '',
    heading(t(msg('report.h.games'))),
    table(
      format,
      [col('report.col.partie'), col('report.col.rounds'), a, b, col('report.col.winner')],
      (s.games ?? []).map((g) => [
        g.number,
        g.firstRound === g.lastRound ? String(g.firstRound) : `${g.firstRound}–${g.lastRound}`,
        w.points(g.totals[a]),
        w.points(g.totals[b]),
        gameWinner(g, t(msg('report.game.none'))),
      ]),
      lang,
    ),
  );
  out.push(
    '',
    heading(t(msg('report.h.contracts'))),
    table(
      format,
      [
        col('report.col.team'),
        col('report.col.contracts'),
        col('report.col.made'),
        col('report.col.failed'),
        col('report.col.litiges'),
        col('report.col.coinched-made'),
      ],
      (s.teams ?? []).map((x) => [
        x.name,
        x.contracts,
        x.made,
        x.failed,
        x.litiges,
        rate(x.coinchedMade, x.coinched, lang),
      ]),
      lang,
    ),
  );
  if (s.money) {
    const f = fmtOf(lang);
    const money = (cents: number) =>
      lang === 'en' ? `${decimalIn(lang, cents)}${s.currency ? ` ${s.currency}` : ''}` : f.money(cents, s.currency);
    out.push('', heading(line(t(msg('report.h.money-per-game', { stake: money(s.stakeCents ?? 0) })))));
    out.push(
      table(
        format,
        [col('report.col.team'), col('report.col.balance')],
        s.names.map((n) => [n, money(s.money![n] ?? 0)]),
        lang,
      ),
    );
    for (const x of s.transfers) {
      const pays = t(msg('report.pays', { from: x.from, to: x.to, amount: money(x.cents) }));
      // Indented in text, as the table rows are: no line starts with a team's name.
      out.push(`${format === 'md' ? '- ' : '  '}${line(pays)}`);
    }
  }
  if (s.winner) {
    const winner = line(t(msg('report.winner-last-game', { name: s.winner })));
    out.push('', format === 'md' ? `**${winner}**` : winner);
  }
  return out.join('\n') + '\n';
}
