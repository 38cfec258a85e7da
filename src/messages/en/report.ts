// English texts of the reports (src/report): settlement tables and their headings, `explain`'s working.

import type { Fmt } from '../fmt';

export const report = {
  'report.no-game': () => 'No game: the file has no "game" line.',
  'report.no-rounds': () => 'No rounds yet: the sheet has a header but no "round" line.',
  'report.rules': (a: { preset: string; switches: readonly string[]; stake?: string }) =>
    `${a.preset}${a.switches.length ? `; ${a.switches.join('; ')}` : ''}` +
    `${a.stake ? `; stake ${a.stake} per point` : ''}`,
  'report.rules-target': (a: { preset: string; target: string }) => `${a.preset}, target ${a.target}`,
  'report.legend': () => 'Each cell: the points of the round, then the running total in brackets.',
  'report.no-stake': () => 'No stake set: no money to settle.',
  'report.nobody-pays': () => 'Nobody pays anybody.',
  'report.pays': (a: { from: string; to: string; amount: string }) => `${a.from} pays ${a.to} ${a.amount}`,
  'report.top': (a: { name: string }) => `Top of the sheet: ${a.name}`,
  'report.winner-last-game': (a: { name: string }) => `Winner of the last finished game: ${a.name}`,
  'report.h.rounds': () => 'Rounds',
  'report.h.totals': () => 'Totals',
  'report.h.who-pays': () => 'Who pays whom',
  'report.h.players': () => 'Players',
  'report.h.games': () => 'Games',
  'report.h.money-per-game': (a: { stake: string }) => `Money (${a.stake} per game won)`,
  'report.col.round': () => 'round',
  /** Doppelkopf: the column that says what was played (Re …, a solo). */
  'report.col.game': () => 'game',
  'report.col.total': () => 'total',
  'report.col.total-of': (a: { name: string }) => `${a.name} total`,
  'report.col.money': () => 'money',
  'report.col.outcome': () => 'outcome',
  'report.col.summary': () => 'summary',
  'report.col.result': () => 'result',
  'report.col.from': () => 'from',
  'report.col.to': () => 'to',
  'report.col.amount': () => 'amount',
  'report.col.player': () => 'player',
  'report.col.games': () => 'games',
  'report.col.wins': () => 'wins',
  'report.col.first-round': () => 'first round',
  'report.col.last-round': () => 'last round',
  'report.col.rounds': () => 'rounds',
  'report.col.winner': () => 'winner',
  'report.col.team': () => 'team',
  'report.col.balance': () => 'balance',
  'report.game.none': () => 'none',
  // A round's outcome in the CSV's outcome column: the engine's word (every game's and the games' own) in English.
  'report.outcome': (a: { outcome: string }) => a.outcome,
  'report.game.in-progress': () => 'in progress',

  // `explain`
  'explain.round': (a: { index: number; line: number; summary: string }) =>
    `Round ${a.index} (line ${a.line}): ${a.summary}`,
  'explain.out': (a: { players: readonly string[] }, f: Fmt) =>
    `${a.players.join(', ')} ${f.plural(a.players.length, 'sits', 'sit')} out: 0`,
  'explain.trick': (a: { number: number; line: number; working?: string }) =>
    `trick ${a.number} (line ${a.line}): ` +
    (a.working ?? 'no winner (the trick is not complete, or the trump is not known)'),
  'explain.scores': (a: { scores: string }) => `scores:  ${a.scores}`,
  'explain.running': (a: { scores: string }) => `running: ${a.scores}`,
  'explain.not-scored-tricks': () => 'not scored (the tricks are checked one by one; see the summary above)',
  'explain.not-scored': (a: { facts: boolean }) => `not scored${a.facts ? ' (facts missing; see check)' : ''}`,
  'explain.errors': (a: { errors: number }, f: Fmt) =>
    `${a.errors} ${f.plural(a.errors, 'error', 'errors')} in this round (see check)`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
