// A Belote/Coinche settlement as text, Markdown or CSV: rounds, games and winners, contracts, money.

import type { RoundResult, Settlement } from '../engine/model';
import { formatCents } from '../text/money';
import { csvTable, markdownTable, textTable } from '../text/tables';
import type { SettleFormat } from './format';

function table(format: SettleFormat, head: string[], body: (string | number)[][]): string {
  const t = { head, rows: body.map((r) => r.map(String)) };
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

  const roundRows = rounds.map((r) => [
    r.index,
    r.belote?.game ?? '',
    r.summary.split(' · ')[0],
    r.scores[a] ?? '',
    r.scores[b] ?? '',
    r.running[a] ?? '',
    r.running[b] ?? '',
  ]);
  if (format === 'csv') {
    out.push(table('csv', ['round', 'game', 'result', a, b, `total ${a}`, `total ${b}`], roundRows));
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
        ['team', 'contracts', 'made', 'failed', 'coinched', 'coinched made'],
        (s.teams ?? []).map((t) => [t.name, t.contracts, t.made, t.failed, t.coinched, t.coinchedMade]),
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
  out.push('', heading('Rounds'), table(format, ['#', 'game', 'result', a, b, `Σ ${a}`, `Σ ${b}`], roundRows));
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
      ['team', 'contracts', 'made', 'failed', 'coinched made'],
      (s.teams ?? []).map((t) => [t.name, t.contracts, t.made, t.failed, rate(t.coinchedMade, t.coinched)]),
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
