// English texts of a round's working and one-line summary (Doppelkopf breakdown items and summaries; Belote
// and Coinche come in belote.ts). Level names (keine 90 …) and party names stay the game's own.

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');
const bock = (k?: number) => (k ? ` · bock ×${k}` : '');
export type UnscoredReason = 'cards' | 'out' | 'parties' | 'other';

export const round = {
  'dk.item.won': () => 'won',
  'dk.item.under': (a: { line: number }) => `unter ${a.line}`,
  'dk.item.schwarz': () => 'schwarz',
  'dk.item.refute': (a: { points: number; level: string }) => `${a.points} against ${a.level}`,
  'dk.item.announced': (a: { party: Party }) => `${P(a.party)} announced`,
  'dk.item.level-announced': (a: { level: string; by?: Party }) =>
    `${a.level} announced${a.by ? ` by ${P(a.by)}` : ''}`,
  'dk.item.lost-solo': () => 'against the lost solo',
  'dk.item.gegen-die-alten': () => 'gegen die Alten',
  'dk.item.fox': (a: { by: Party }) => `fox caught by ${P(a.by)}`,
  'dk.item.fox-last': (a: { by: Party }) => `fox caught in the last trick by ${P(a.by)}`,
  'dk.item.doppelkopf': (a: { by: Party }) => `Doppelkopf by ${P(a.by)}`,
  'dk.item.karlchen': (a: { by: Party }) => `Karlchen by ${P(a.by)}`,
  'dk.item.karlchen-caught': (a: { by: Party }) => `Karlchen caught by ${P(a.by)}`,
  'dk.item.dulle-caught': (a: { by: Party }) => `Dulle caught by ${P(a.by)}`,
  'dk.item.fox-wins-last': (a: { by: Party }) => `Fuchs am Ende by ${P(a.by)}`,
  'dk.item.clamped': () => 'clamped to 0 (the winner never goes below 0)',
  'dk.item.bock': () => 'bock',
  'dk.item.solo': () => 'solo',

  'dk.summary': (
    a: {
      game: Message;
      duty: boolean;
      /** A forced duty solo (Vorführung). */
      forced?: boolean;
      re: number;
      kontra: number;
      result: Party | 'none';
      bock?: number;
      scores: string;
    },
    f: Fmt,
  ) => {
    const game = f.t(a.game);
    const result = a.result === 'none' ? 'no winner' : a.result === 're' ? 'won' : 'lost';
    const duty = a.forced ? ' (duty, forced)' : a.duty ? ' (duty)' : '';
    return (
      `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${a.re}:${a.kontra} ` +
      `${result}${bock(a.bock)} · ${a.scores}`
    );
  },
  'dk.summary.recorded': (a: { bock?: number; scores: string }) => `recorded${bock(a.bock)} · ${a.scores}`,
  'dk.summary.example': (a: { count: number }) =>
    `trick example (${a.count === 1 ? 'one trick' : `${a.count} tricks`}), not scored`,
  'dk.summary.bad-deal': () => 'not scored: the tricks are not a valid deal',
  'dk.summary.unscored': (a: { reason: UnscoredReason; scores?: string }) =>
    `not scored: ${
      a.reason === 'cards'
        ? 'no card points'
        : a.reason === 'out'
          ? 'who sits out is not given'
          : a.reason === 'parties'
            ? 'the parties are not given'
            : 'see the problems'
    }${a.scores ? ` · recorded ${a.scores}` : ''}`,
  'dk.summary.empty': () => 'empty round',
} satisfies Record<string, (a: never, f: Fmt) => string>;
