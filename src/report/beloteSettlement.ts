// A Belote/Coinche settlement as text, Markdown or CSV: rounds, games and winners, contracts, money.

import type { RoundResult, Settlement } from '../engine/model';
import { formatCents } from '../text/money';
import { csvTable, markdownTable, textTable } from '../text/tables';
import type { SettleFormat } from './format';
import { CELL_LEGEND_TEAMS, roundCell, roundFactsShort } from './roundFacts';

function table(format: SettleFormat, head: string[], body: (string | number)[][], right?: boolean[]): string {
  const t = { head, rows: body.map((r) => r.map(String)), right };
  if (format === 'csv') return csvTable(t);
  return format === 'md' ? markdownTable(t) : textTable(t);
}

function rate(made: number, of: number): string {
  return of ? `${made}/${of} (${Math.round((100 * made) / of)}%)` : '—';
}

export function renderBeloteSettlement(rounds: RoundResult[], s: Settlement, format: SettleFormat): string {
  const [a, b] = s.names;
  const out: string[] = [];
  const title = s.title ?? (s.game === 'coinche' ? 'Coinche' : 'Belote');
  const heading = (text: string) => (format === 'md' ? `## ${text}` : format === 'csv' ? '' : text);
  if (format !== 'csv')
    out.push(
      format === 'md' ? `# ${title}${s.date ? ` (${s.date})` : ''}` : `${title}${s.date ? ` (${s.date})` : ''}`,
      `Rules: ${s.rules.preset}, target ${s.target ?? ''}`,
    );

  if (format === 'csv') {
    // Spreadsheet columns keep numbers apart, in the cells' order: each team's points, then each team's total.
    const roundRows = rounds.map((r) => [
      r.index,
      r.belote?.game ?? '',
      roundFactsShort(r),
      r.scores[a] ?? '',
      r.scores[b] ?? '',
      r.running[a] ?? '',
      r.running[b] ?? '',
    ]);
    out.push(table('csv', ['round', 'game', 'result', a, b, `${a} total`, `${b} total`], roundRows));
    out.push('');
    // Two columns, not "1-8": spreadsheets would read a range as a date.
    out.push(
      table(
        'csv',
        ['game', 'first round', 'last round', a, b, 'winner'],
        (s.games ?? []).map((g) => [
          g.number,
          g.firstRound,
          g.lastRound,
          g.totals[a],
          g.totals[b],
          g.winner ?? (g.finished ? '' : 'in progress'),
        ]),
      ),
    );
    out.push('');
    out.push(
      table(
        'csv',
        ['team', 'contracts taken', 'made', 'failed', 'litiges', 'coinched', 'coinched made'],
        (s.teams ?? []).map((t) => [t.name, t.contracts, t.made, t.failed, t.litiges, t.coinched, t.coinchedMade]),
      ),
    );
    if (s.money) {
      out.push('');
      out.push(
        table(
          'csv',
          ['team', 'money'],
          s.names.map((n) => [n, formatCents(s.money![n] ?? 0)]),
        ),
      );
    }
    return out.join('\n') + '\n';
  }
  // One cell per team, as in the view: the round's points, then the game's running total in brackets.
  const cellRows = rounds.map((r) => [
    r.index,
    r.belote?.game ?? '',
    ...[a, b].map((n) => roundCell(r.scores[n], r.running[n] ?? 0)),
    roundFactsShort(r),
  ]);
  out.push(
    '',
    heading('Rounds'),
    ...(format === 'md' ? ['', CELL_LEGEND_TEAMS, ''] : [CELL_LEGEND_TEAMS]),
    table(format, ['#', 'game', a, b, 'result'], cellRows, [true, true, true, true, false]),
  );
  out.push(
    '',
    heading('Games'),
    table(
      format,
      ['game', 'rounds', a, b, 'winner'],
      (s.games ?? []).map((g) => [
        g.number,
        g.firstRound === g.lastRound ? String(g.firstRound) : `${g.firstRound}–${g.lastRound}`,
        g.totals[a],
        g.totals[b],
        g.winner ?? (g.finished ? 'none' : 'in progress'),
      ]),
    ),
  );
  out.push(
    '',
    heading('Contracts'),
    table(
      format,
      ['team', 'contracts taken', 'made', 'failed', 'litiges', 'coinched made'],
      (s.teams ?? []).map((t) => [t.name, t.contracts, t.made, t.failed, t.litiges, rate(t.coinchedMade, t.coinched)]),
    ),
  );
  if (s.money) {
    const cur = s.currency ? ` ${s.currency}` : '';
    out.push('', heading(`Money (${formatCents(s.stakeCents ?? 0)}${cur} per game won)`));
    out.push(
      table(
        format,
        ['team', 'balance'],
        s.names.map((n) => [n, formatCents(s.money![n] ?? 0) + cur]),
      ),
    );
    for (const t of s.transfers)
      out.push(`${format === 'md' ? '- ' : ''}${t.from} pays ${t.to} ${formatCents(t.cents)}${cur}`);
  }
  if (s.winner)
    out.push(
      '',
      `${format === 'md' ? '**' : ''}Winner of the last finished game: ${s.winner}${format === 'md' ? '**' : ''}`,
    );
  return out.join('\n') + '\n';
}
