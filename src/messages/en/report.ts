// English texts of the reports (src/report): settlement tables and their headings, `explain`'s working.

import type { Fmt } from '../fmt';

export const report = {
  'report.no-game': () => 'No game: the file has no "game" line.',
  'report.no-rounds': () => 'No rounds yet: the sheet has a header but no "round" line.',
  'report.rules': (a: { preset: string; switches: readonly string[]; stake?: string }) =>
    `${a.preset}${a.switches.length ? `; ${a.switches.join('; ')}` : ''}` +
    `${a.stake ? `; stake ${a.stake} per point` : ''}`,
  'report.rules-target': (a: { preset: string; target: string }) => `${a.preset}, target ${a.target}`,
  'report.rules-deals': (a: { preset: string; deals: number }, f: Fmt) =>
    `${a.preset}, ${a.deals} ${f.plural(a.deals, 'deal', 'deals')} a game`,
  'report.legend': () => 'Each cell: the points of the round, then the running total in brackets.',
  'report.money-note': (a: { counting: string; players: number }) =>
    `A ${a.counting} sheet does not add up to 0, so every two players settle the difference of their totals: ` +
    `money = (${a.players} × total − sum of all totals) × stake.`,
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
  'report.h.contracts': () => 'Contracts',
  'report.h.money-per-game': (a: { stake: string }) => `Money (${a.stake} per game won)`,
  'report.col.round': () => 'round',
  /** Doppelkopf: the column that says what was played (Re …, a solo). */
  'report.col.game': () => 'game',
  /** Belote/Coinche: the number of the game (partie) a round belongs to. */
  'report.col.partie': () => 'game',
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
  'report.col.solos': () => 'solos',
  'report.col.solos-won': () => 'solos won',
  'report.col.duty-solos': () => 'duty solos',
  'report.col.first-round': () => 'first round',
  'report.col.last-round': () => 'last round',
  'report.col.rounds': () => 'rounds',
  'report.col.winner': () => 'winner',
  'report.col.team': () => 'team',
  'report.col.contracts': () => 'contracts taken',
  'report.col.litiges': () => 'litiges',
  'report.col.made': () => 'made',
  'report.col.failed': () => 'failed',
  'report.col.coinched': () => 'coinched',
  'report.col.coinched-made': () => 'coinched made',
  'report.col.balance': () => 'balance',
  'report.game.none': () => 'none',
  // A round's outcome in the CSV's outcome column: the engine's word (re, kontra, none, made, litige …) in English.
  'report.outcome': (a: { outcome: string }) => a.outcome,
  'report.game.in-progress': () => 'in progress',

  // `explain`
  'explain.round': (a: { index: number; line: number; summary: string }) =>
    `Round ${a.index} (line ${a.line}): ${a.summary}`,
  'explain.no-winner': () => 'no winner (TSR 7.1.4): only the level and refutation points and the special points count',
  'explain.value': (a: { v: number }, f: Fmt) =>
    a.v === 0 ? '0' : `${a.v > 0 ? 'Re' : 'Kontra'} ${Math.abs(a.v)} (V = ${f.signedNum(a.v)} seen from Re)`,
  'explain.view': (a: { v: number }) => (a.v === 0 ? '0' : `${a.v > 0 ? 'Re' : 'Kontra'} ${Math.abs(a.v)}`),
  'explain.solo': (a: { soloist: string; soloistPoints: number; opponents: readonly string[]; each: number }, f: Fmt) =>
    `solo ×3: the soloist ${a.soloist} ${f.signedNum(a.soloistPoints)}, each opponent ` +
    `(${a.opponents.join(', ')}) ${f.signedNum(a.each)}`,
  'explain.normal': (a: { re: readonly string[]; kontra: readonly string[]; value: number }, f: Fmt) =>
    `Re (${a.re.join(', ')}) ${f.signedNum(a.value)} each, Kontra (${a.kontra.join(', ')}) ` +
    `${f.signedNum(-a.value)} each`,
  'explain.out': (a: { players: readonly string[] }, f: Fmt) =>
    `${a.players.join(', ')} ${f.plural(a.players.length, 'sits', 'sit')} out: 0`,
  'explain.trick': (a: { number: number; line: number; working?: string }) =>
    `trick ${a.number} (line ${a.line}): ` +
    (a.working ?? 'no winner (the trick is not complete, or the trump is not known)'),
  'pen.explain': (a: { scores: string }) => `penalty: ${a.scores} (not part of the game)`,
  'explain.scores': (a: { scores: string }) => `scores:  ${a.scores}`,
  'explain.running': (a: { scores: string }) => `running: ${a.scores}`,
  'explain.not-scored-tricks': () => 'not scored (the tricks are checked one by one; see the summary above)',
  'explain.not-scored': (a: { facts: boolean }) => `not scored${a.facts ? ' (facts missing; see check)' : ''}`,
  'explain.errors': (a: { errors: number }, f: Fmt) =>
    `${a.errors} ${f.plural(a.errors, 'error', 'errors')} in this round (see check)`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
