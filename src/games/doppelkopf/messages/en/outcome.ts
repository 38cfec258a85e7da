// English texts of Doppelkopf's outcome-only rounds and partial rows (`won`, a `score` row filled in), moved
// from the core's outcome domain (src/messages/en/outcome.ts keeps the generic `won` and `points` usage).

import { player, type Ex } from '../../../../messages/examples';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');

export const outcome = {
  // Doppelkopf: `won` and partial rows
  'dk.won.who': (a: { name: string; value: number; players: readonly string[] }) =>
    `"won ${a.name} ${a.value}" names one player, but nothing in this round says who played with ${a.name}: ` +
    `name both winners (\`won ${a.name} ${a.players[0] ?? 'PARTNER'} ${a.value}\`) or add a \`re\` or \`solo\` line. ` +
    'It is not scored.',
  'dk.won.count': (a: { count: number }) =>
    `"won" names ${a.count} players without a \`re\` or \`solo\` line; the winners of a normal game are 2 players ` +
    '(a solo needs its `solo` line). It is not scored.',
  'dk.won.split': (a: { first: string; second: string; game: Message }, f: Fmt) =>
    `${a.first} and ${a.second} are not on the same side (${f.t(a.game)}), so they cannot both have won. ` +
    'The first name decides.',
  'dk.won.contradicts': (
    a: {
      written: Party;
      value: number;
      computed: Party | 'none';
      computedValue: number;
      working: Message;
    },
    f: Fmt,
  ) =>
    `The sheet says ${P(a.written)} won ${a.value}, but the facts written in this round give ` +
    (a.computed === 'none'
      ? `no winner and ${a.computedValue} (${f.t(a.working)})`
      : `${P(a.computed)} ${a.computedValue} (${f.t(a.working)})`) +
    '. The facts are scored.',
  'dk.won.double': (a: { value: number; announced: number; factor: number }) =>
    `A game value of ${a.value} is not possible here: under \`set announcement double\` each announcement doubles ` +
    `the value, and ${a.announced === 1 ? 'one party' : 'both parties'} announced, so the value is a multiple ` +
    `of ${a.factor}.`,
  'dk.won.below': (a: { value: number; min: number; solo: boolean; clamp: boolean }) =>
    `A game value of ${a.value} is not possible here: ` +
    (a.clamp && !a.solo
      ? 'under `set netting clamp` the winner never scores below 0'
      : `the winner ${a.solo ? 'of a solo (special points do not count in solos) ' : ''}scores at least ` +
        `${a.min} with what this round announces`) +
    '.',
  'dk.won.bock-share': (a: { value: number; factor: number }) =>
    `Under \`set won-includes-bock on\` the written value includes the bock ×${a.factor}, so it is a multiple of ` +
    `${a.factor}; ${a.value} is not.`,
  'dk.fill.conflict': (
    a: { first: string; firstValue: number; second: string; secondValue: number; game: Message },
    f: Fmt,
  ) =>
    `${a.first} ${f.signed(a.firstValue)} and ${a.second} ${f.signed(a.secondValue)} cannot both be right in ` +
    `${f.t(a.game)}: each side scores one value (the soloist 3 times it).`,
  'dk.fill.thirds': (a: { name: string; value: number }, f: Fmt) =>
    `${a.name} ${f.signed(a.value)} is not 3 × V: a soloist scores three times what each opponent pays.`,
  'dk.duplicate.won': () => 'A second "won" line in this round; only the first one counts.',
  'dk.filled': (a: { row: string }) => `filled in: ${a.row}`,
  'dk.won.summary': (a: { winners: readonly string[]; value: number }) => `${a.winners.join(', ')} won ${a.value}`,
  /** An outcome-only round's line: `Re (Ben, Dora) won 3 · bock ×2 · Anna −6 Ben +6 …` (no card points to show). */
  'dk.summary.outcome': (
    a: {
      game?: Message;
      winners?: readonly string[];
      duty: boolean;
      /** A forced duty solo (Vorführung). */
      forced?: boolean;
      result: Party | 'none' | 'won';
      value: number;
      bock?: number;
      bockInScore?: boolean;
      scores: string;
    },
    f: Fmt,
  ) => {
    const game = a.game ? f.t(a.game) : (a.winners ?? []).join(', ');
    const result = a.result === 'none' ? 'no winner' : a.result === 'kontra' ? 'lost' : 'won';
    const bock = a.bock ? ` · bock ×${a.bock}${a.bockInScore ? ' (in the written score)' : ''}` : '';
    const duty = a.forced ? ' (duty, forced)' : a.duty ? ' (duty)' : '';
    return `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${result} ${a.value}${bock} · ${a.scores}`;
  },
  'dk.item.won-written': () => 'won (as written)',
  'dk.item.score-written': () => 'score (as written)',
  // Parser: the `won` line
  'usage.won': (a: { ex?: Ex }) =>
    `\`won re 3\` or \`won ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (the winners, then the game value)`,
  'missing-argument.won': (a: { usage: Message }, f: Fmt) =>
    `Who won, and what was the game worth? Write ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a: { usage: Message }, f: Fmt) => `Who won? Write ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a: { usage: Message }, f: Fmt) =>
    `The game value is missing after the winners; write ${f.t(a.usage)}.`,
  'expect.won': (a: { usage: Message }, f: Fmt) => `the game value as the last word (${f.t(a.usage)})`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
