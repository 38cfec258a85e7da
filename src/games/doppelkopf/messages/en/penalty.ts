// English texts of Doppelkopf penalty points (`penalty P N [to Q [M]]`, Strafpunkte, TSR §9): the parser's, the
// engine's checks, and how a penalty reads in explain, hovers, the settlement and the statistics.

import { player, type Ex } from '../../../../messages/examples';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

export const penalty = {
  // Parser
  'usage.penalty': (a: { ex?: Ex }) =>
    `\`penalty ${player(a.ex, 1)} 3\` (${player(a.ex, 1)} −3, the others at the table +1 each) or ` +
    `\`penalty ${player(a.ex, 1)} 3 to ${player(a.ex, 0)}\``,
  'missing-argument.penalty': (a: { usage: Message }, f: Fmt) =>
    `Who is penalised, and by how many points? Write ${f.t(a.usage)}.`,
  'missing-argument.penalty-points': (a: { usage: Message }, f: Fmt) =>
    `How many penalty points? Write ${f.t(a.usage)}.`,
  'missing-argument.penalty-to': (a: { usage: Message }, f: Fmt) => `To whom? Write ${f.t(a.usage)}.`,
  'expect.penalty': (a: { usage: Message }, f: Fmt) => `penalty points, a whole number above 0 (${f.t(a.usage)})`,
  'bad-number.penalty': (a: { text: string }) =>
    `Penalty points are a whole number above 0, not ${a.text}; the line does not count.`,

  // Engine checks (code `penalty`); the line does not count
  'pen.sits-out': (a: { player: string; to: boolean }) =>
    `${a.player} sits out this game and can ${a.to ? 'get no penalty points' : 'pay no penalty'} here; ` +
    'the line does not count.',
  'pen.same': (a: { player: string }) =>
    `${a.player} cannot pay a penalty to themselves: name another player after \`to\`; the line does not count.`,
  'pen.share': (a: { points: number; count: number; players: readonly string[] }, f: Fmt) =>
    `${a.points} penalty points do not split equally among the ${a.count} other players at the table ` +
    `(${f.list(a.players)}): write a multiple of ${a.count}, or name who gets them with \`to\`; ` +
    'the line does not count.',
  'pen.out-unknown': () =>
    'Who sits out this game is not known, so neither is who shares the penalty: add an `out` line (or a ' +
    '`dealer`), or name who gets the points with `to`; the line does not count.',

  // How a penalty reads
  'pen.item': () => 'penalty',
  'pen.summary': (a: { scores: string }) => `penalty (not a game) · ${a.scores}`,
  'pen.note': (a: { scores: string }) => `penalty ${a.scores}`,
  'pen.col.penalties': () => 'penalties',
  'pen.col.points': () => 'penalty points',
};
