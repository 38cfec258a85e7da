// English texts of Doppelkopf's lines as the parser reads them (src/games/doppelkopf/syntax): the problems and
// the usage phrases only its sheets have.

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';
import type { Ex } from '../../../../messages/examples';
import { mean, P } from '../../../../messages/en/format';

/** Who bears a name a party has. */
type Who = 'player' | 'team';

export const syntax = {
  'bad-number.bock-trigger': (a: { text: string; keyword: string; max: number }) =>
    `"${a.text}" is no number of bock rounds: \`${a.keyword}\` takes a whole number from 0 (the game starts none) ` +
    `to ${a.max}, or nothing for one.`,
  'expect.bock': () => 'how many bocks apply (e.g. `bock 2` for ×4), or nothing for ×2',
  'expect.bock-trigger': () => 'how many bock rounds this game starts (e.g. `bock-trigger 2`), or nothing for one',
  'missing-argument.announce-doppelkopf': () => 'Who announced? Write `announce re` or `announce kontra no90`.',
  'missing-argument.extras': () => 'Who won which special points? Write e.g. `extras kontra fox`.',
  'missing-argument.extras-items': () => 'Which special points? Add e.g. fox, doppelkopf or karlchen.',
  'missing-argument.out': (a: { ex?: Ex }) =>
    `Who sits out? Write \`out\` and the players, e.g. \`out ${P(a.ex, (a.ex?.players?.length ?? 5) - 1)}\`.`,
  'missing-argument.re': (a: { ex?: Ex }) =>
    `Who plays Re? Write \`re\` and the two players, e.g. \`re ${P(a.ex, 0)} ${P(a.ex, 2)}\`.`,
  'missing-argument.rules-doppelkopf': () => 'Which rules? Write `rules ddv`.',
  'missing-argument.silent-marriage': (a: { ex?: Ex }) =>
    `Who had the silent marriage? Write e.g. \`silent-marriage ${P(a.ex, 1)}\`.`,
  'missing-argument.solo': (a: { ex?: Ex }) =>
    `Who played the solo, and which? Write e.g. \`solo ${P(a.ex, 3)} queens\`.`,
  'missing-argument.solo-kind': () =>
    'Which solo? Add the kind: queens, jacks, clubs, spades, hearts, diamonds or fleshless.',
  'missing-argument.tricks': () => 'Whose tricks? Write e.g. `tricks re 7 kontra 5`.',
  'missing-argument.who': (a: { usage: Message }, f: Fmt) => `Who? Write ${f.t(a.usage)}.`,
  'missing-argument.whose': (a: { kind: 'marriage' | 'poverty'; usage: Message }, f: Fmt) =>
    `Whose ${a.kind}? Write ${f.t(a.usage)}.`,
  'missing-argument.with-whom': (a: { usage: Message }, f: Fmt) => `With whom? Write ${f.t(a.usage)}.`,
  'player-count.doppelkopf': (a: { count: number }, f: Fmt) =>
    'Doppelkopf needs 4 to 7 players (more than 4: some sit out each round); ' +
    `${a.count} ${f.plural(a.count, 'is', 'are')} listed.`,
  'usage.announce-level': () =>
    'an announcement takes at most one level (no90, no60, no30 or black); write one line per party',
  'usage.bock': (a: { keyword: string }) => `\`${a.keyword}\` takes at most one number`,
  'usage.bock-trigger': (a: { keyword: string }) =>
    `\`${a.keyword}\` takes at most one number: the bock rounds this game starts`,
  'usage.cards-doppelkopf': () => '`cards re 151` or `cards re 151 kontra 89`',
  'usage.marriage': (a: { ex?: Ex }) =>
    `\`marriage ${P(a.ex, 0)} with ${P(a.ex, 1)}\` or \`marriage ${P(a.ex, 0)} alone\``,
  'usage.partner': (a: { usage: Message; alone: boolean }, f: Fmt) =>
    `expected \`with PARTNER\`${a.alone ? ' or `alone`' : ''} after the player; write ${f.t(a.usage)}`,
  'usage.poverty': (a: { ex?: Ex }) => `\`poverty ${P(a.ex, 0)} with ${P(a.ex, 1)}\``,
  'usage.score-doppelkopf': (a: { keyword: string; ex?: Ex }) =>
    `players and points, e.g. \`${a.keyword} ${P(a.ex, 0)} +2 ${P(a.ex, 1)} -2 ${P(a.ex, 2)} +2 ${P(a.ex, 3)} -2\``,
  'usage.solo': () =>
    'write `solo PLAYER KIND` and optionally `duty` for a Pflichtsolo, `duty forced` for a forced one (Vorführung)',
  'usage.tricks': () => 'e.g. `tricks re 7 kontra 5`',
  'outside-round.penalty': (a: { keyword: string }) =>
    `A \`${a.keyword}\` before the first \`round\` does not count: write a \`round\` line before it. A round of ` +
    'penalty lines alone is no game (no deal, no game of a series), so the penalty still comes before the first game.',
  'reserved-name.party': (a: { name: string; who: Who }) =>
    `"${a.name}" is the name of a Doppelkopf party; write it as "${a.name}" (in quotes) ` +
    `if a ${a.who} is really called so.`,
  'unknown-name.player-not-party': (a: { name: string; players: string[]; hint?: string }) =>
    `"${a.name}" is not a player (here a player is needed, not a party);${mean(a.hint)} players are ` +
    `${a.players.join(', ')}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
