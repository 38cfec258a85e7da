// A Doppelkopf settlement as text, Markdown or CSV: the rounds with points and running totals, totals, money,
// who pays whom, player statistics.

import type { RoundResult, Settlement } from '../engine/model';
import { msg, render } from '../messages';
import { formatCents, moneyDisplay } from '../text/money';
import { plainDisplay } from '../text/numbers';
import { csvRow, markdownTable, textTable, type Table } from '../text/tables';
import type { SettleFormat } from './format';
import { dutyMessages, dutySolos } from './dutySolos';
import { CELL_LEGEND, roundCell, roundFactsShort } from './roundFacts';

/** Anything with a settlement and its rounds (an Analysis or a DocumentAnalysis fits). */
export interface SettlementInput {
  settlement: Settlement;
  rounds: RoundResult[];
}

/** An amount in the text, with the ASCII minus of formatCents (stakes and transfers are never negative). */
function money(s: Settlement, cents: number): string {
  return `${formatCents(cents)}${s.currency ? ` ${s.currency}` : ''}`;
}

function roundsTable(input: SettlementInput): Table {
  const names = input.settlement.names;
  return {
    head: ['#', ...names, 'game'],
    rows: input.rounds.map((r) => [
      String(r.index),
      ...names.map((n) => roundCell(n in r.scores ? r.scores[n] : undefined, r.running[n] ?? 0)),
      roundFactsShort(r),
    ]),
    right: [true, ...names.map(() => true), false],
  };
}

/** Money reads `−1.40`, with the same minus sign as the points next to it (CSV keeps the ASCII `-1.40`). */
function totalsTable(s: Settlement): Table {
  const rows: string[][] = [['total', ...s.names.map((n) => plainDisplay(s.totals[n] ?? 0))]];
  if (s.money)
    rows.push([`money${s.currency ? ` (${s.currency})` : ''}`, ...s.names.map((n) => moneyDisplay(s.money![n] ?? 0))]);
  return { head: ['', ...s.names], rows, right: [false, ...s.names.map(() => true)] };
}

function statsTable(s: Settlement): Table | undefined {
  if (!s.players) return undefined;
  return {
    head: ['player', 'games', 'wins', 'solos', 'solos won', 'duty solos'],
    rows: s.players.map((p) => [
      p.name,
      String(p.games),
      String(p.wins),
      String(p.solos),
      String(p.solosWon),
      String(p.dutySolos),
    ]),
    right: [false, true, true, true, true, true],
  };
}

function heading(s: Settlement): string {
  const game = s.game.charAt(0).toUpperCase() + s.game.slice(1);
  return [s.title ?? game, s.date].filter(Boolean).join(' — ');
}

function rulesLine(s: Settlement): string {
  const set = s.rules.switches.filter((x) => x.set).map((x) => `${x.key} ${x.value}`);
  const switches = set.length ? `; ${set.join(', ')}` : '';
  const stake = s.stakeCents !== undefined ? `; stake ${money(s, s.stakeCents)} per point` : '';
  return `Rules: ${s.rules.preset}${switches}${stake}`;
}

const LEGEND = CELL_LEGEND;

/** Plus-only and minus-only sheets do not sum to zero: say how their money was worked out (§7). */
function moneyNote(s: Settlement): string[] {
  const counting = s.rules.switches.find((x) => x.key === 'counting')?.value;
  if (!s.money || !counting || counting === 'plus-minus') return [];
  return [
    `A ${counting} sheet does not add up to 0, so every two players settle the difference of their totals: ` +
      `money = (${s.names.length} × total − sum of all totals) × stake.`,
  ];
}

function transferLines(s: Settlement): string[] {
  if (!s.money) return ['No stake set: no money to settle.'];
  if (s.transfers.length === 0) return ['Nobody pays anybody.'];
  return s.transfers.map((t) => `${t.from} pays ${t.to} ${money(s, t.cents)}`);
}

/** The whole settlement of a Doppelkopf sheet in one of the three formats of `scoresheet settle`. */
export function renderDoppelkopfSettlement(input: SettlementInput, format: SettleFormat): string {
  const s = input.settlement;
  if (format === 'csv') {
    const names = s.names;
    const lines = [csvRow(['round', ...names, ...names.map((n) => `${n} total`), 'outcome', 'summary'])];
    for (const r of input.rounds) {
      lines.push(
        csvRow([
          r.index,
          ...names.map((n) => (n in r.scores ? r.scores[n] : '')),
          ...names.map((n) => r.running[n] ?? 0),
          r.outcome,
          roundFactsShort(r),
        ]),
      );
    }
    lines.push(csvRow(['total', ...names.map((n) => s.totals[n] ?? 0), ...names.map(() => ''), '', '']));
    if (s.money)
      lines.push(
        csvRow([
          `money${s.currency ? ` (${s.currency})` : ''}`,
          ...names.map((n) => formatCents(s.money![n] ?? 0)),
          ...names.map(() => ''),
          '',
          '',
        ]),
      );
    if (s.transfers.length > 0) {
      lines.push('', csvRow(['from', 'to', 'amount']));
      for (const t of s.transfers) lines.push(csvRow([t.from, t.to, formatCents(t.cents)]));
    }
    return lines.join('\n') + '\n';
  }
  const table = format === 'md' ? markdownTable : (t: Table) => textTable(t, { rule: true });
  const stats = statsTable(s);
  const d = dutySolos(input);
  const duty = d && dutyMessages(d).map((m) => render(m));
  const out: string[] = [];
  if (format === 'md') {
    out.push(
      `# ${heading(s)}`,
      '',
      rulesLine(s),
      '',
      '## Rounds',
      '',
      LEGEND,
      '',
      table(roundsTable(input)),
      '',
      '## Totals',
      '',
      table(totalsTable(s)),
      '',
    );
    for (const note of moneyNote(s)) out.push(note, '');
    out.push('## Who pays whom', '', ...transferLines(s).map((l) => `- ${l}`), '');
    if (s.winner) out.push(`Top of the sheet: **${s.winner}**`, '');
    if (stats) out.push('## Players', '', table(stats), '');
    if (duty) out.push(`## ${render(msg('duty.heading'))}`, '', ...duty.map((l) => `- ${l}`), '');
  } else {
    out.push(
      heading(s),
      rulesLine(s),
      LEGEND,
      '',
      table(roundsTable(input)),
      '',
      table(totalsTable(s)),
      ...moneyNote(s),
      '',
      'Who pays whom:',
      ...transferLines(s).map((l) => `  ${l}`),
      '',
    );
    if (s.winner) out.push(`Top of the sheet: ${s.winner}`, '');
    if (stats) out.push(table(stats), '');
    if (duty) out.push(`${render(msg('duty.heading'))}:`, ...duty.map((l) => `  ${l}`), '');
  }
  return out.join('\n');
}
