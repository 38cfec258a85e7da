// English texts of Doppelkopf's reports (src/games/doppelkopf/report): its settlement's columns and note, and
// `explain`'s working (Re, Kontra, the solo tripled, penalties).

import type { Fmt } from '../../../../messages/fmt';

export const report = {
  /** What `settle` prints of Doppelkopf's own (a clause of cli.help.settle). */
  'help.settle.doppelkopf': () => 'money at the stake and who pays whom (Doppelkopf)',
  /** Doppelkopf's statistics (a sentence of cli.help.stats). */
  'help.stats.doppelkopf': () =>
    'Doppelkopf, per player: games, wins, win rate, as Re and as Kontra, solos by kind and won, duty solos, ' +
    'average per game, best and worst evening, and who wins with whom.',
  'report.money-note': (a: { counting: string; players: number }) =>
    `A ${a.counting} sheet does not add up to 0, so every two players settle the difference of their totals: ` +
    `money = (${a.players} × total − sum of all totals) × stake.`,
  'report.col.solos': () => 'solos',
  'report.col.solos-won': () => 'solos won',
  'report.col.duty-solos': () => 'duty solos',
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
  'pen.explain': (a: { scores: string }) => `penalty: ${a.scores} (not part of the game)`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
