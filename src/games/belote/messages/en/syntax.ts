// English texts of Belote's and Coinche's lines as the parser reads them (src/games/belote/syntax): the problems
// and the usage phrases only these games' sheets have.

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';
import type { Ex } from '../../../../messages/examples';
import { seat, team } from '../examples';

/** A Belote player as an example writes it (the file's own names where it has them). */
const B = (ex: Ex | undefined, i: number) => seat(ex, i);
const TRUMPS = 'clubs, spades, hearts, diamonds, no-trump (sans-atout) or all-trump (tout-atout)';
const CONTRACT = (ex?: Ex) =>
  `\`contract PLAYER VALUE SUIT [coinche|surcoinche]\`, e.g. \`contract ${B(ex, 2)} 90 spades coinche\``;
const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax = {
  'player-count.belote': (a: { game: 'belote' | 'coinche'; count: number }) =>
    `${TITLES[a.game]} is played by exactly 4 players (partners opposite); ${a.count} are listed.`,
  'missing-argument.team': (a: { kind: 'last' | 'belote' | 'capot'; keyword: string; ex?: Ex }) =>
    `Which team ${
      a.kind === 'last' ? 'won the last trick' : a.kind === 'belote' ? 'had belote-rebelote' : 'took all 8 tricks'
    }? Write the team or one of its players, e.g. \`${a.keyword} ${B(a.ex, 2)}\`.`,
  'bad-contract.modifier': (a: { text: string }) =>
    `"${a.text}" is not a coinche; expected coinche or surcoinche (or nothing).`,

  'bad-contract.modifier-suggest': (a: { text: string; hint: Message }, f: Fmt) =>
    `"${a.text}" is not a coinche; ${f.t(a.hint)} Expected coinche or surcoinche (or nothing).`,
  'bad-contract.value': (a: { text: string }) =>
    `"${a.text}" is not a contract value; expected a number (80, 90, 100 … in steps of 10), capot or generale.`,
  'bad-trump.suggest': (a: { text: string; hint: Message }, f: Fmt) =>
    `"${a.text}" is not a trump; ${f.t(a.hint)} Expected ${TRUMPS}.`,
  'missing-argument.announce-belote': (a: { ex?: Ex }) =>
    `Who announced? Write \`announce ${B(a.ex, 2)} tierce\` or \`announce ${team(a.ex, 0)} fifty\`.`,
  'missing-argument.announcement': () =>
    'Which announcement? Add e.g. tierce, fifty, hundred, four-jacks or a value like 50.',
  'missing-argument.contract': (a: { ex?: Ex }) => `Whose contract? Write ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-trump': (a: { ex?: Ex }) =>
    `The trump of the contract is missing; write ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-value': (a: { ex?: Ex }) => `The contract value is missing; write ${CONTRACT(a.ex)}.`,
  'missing-argument.generale': (a: { ex?: Ex }) =>
    `Who took all 8 tricks alone? Write e.g. \`generale ${B(a.ex, 2)}\`.`,
  'missing-argument.rules-belote': () => 'Which rules? Write `rules house` or `rules official`.',
  'missing-argument.taker': (a: { ex?: Ex }) => `Who took? Write e.g. \`taker ${B(a.ex, 2)}\`.`,
  'missing-argument.trump': () => `Which trump? Write ${TRUMPS}.`,
  'usage.cards-belote': (a: { ex?: Ex }) =>
    `\`cards ${team(a.ex, 0)} 90 ${team(a.ex, 1)} 62\` (one team may be left out), ` +
    "or `cards 90` for the taker's team",
  'usage.contract': (a: { ex?: Ex }) => CONTRACT(a.ex),

  'usage.score-belote': (a: { keyword: string; ex?: Ex }) =>
    `teams and points, e.g. \`${a.keyword} ${team(a.ex, 0)} 100 ${team(a.ex, 1)} 82\``,
  'usage.team': (a: { keyword: string; belote: boolean }) =>
    `\`${a.keyword}\` takes one team or player${a.belote ? ' (write one line per belote)' : ''}`,
  'usage.trump': (a: { keyword: string }) => `\`${a.keyword}\` takes one suit`,
  'suggest.word': (a: { form: string; canonical: string }) =>
    `did you mean \`${a.form}\`${a.form === a.canonical ? '' : ` (${a.canonical})`}?`,
  'bad-trump': (a: { text: string }) => `"${a.text}" is not a trump; expected ${TRUMPS}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
