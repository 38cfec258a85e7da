// English texts of what a Belote or Coinche sheet states against what the engine works out: score and total rows
// (src/games/belote/steps/checkStated.ts) and the facts the written tricks prove (fromTricks.ts).

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

/** A working that is either a message or a plain formula (numbers only). */
const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));
type Row = 'score' | 'total';

export const checks = {
  'bel.stated.fix': (a: { kind: Row; teams: readonly [string, string]; values: readonly [number, number] }) =>
    `Write the computed ${a.kind}s (${a.teams[0]} ${a.values[0]}, ${a.teams[1]} ${a.values[1]})`,
  'bel.stated.mismatch': (
    a: { team: string; kind: Row; stated: number; computed: number; working: Message | string },
    f: Fmt,
  ) => `${a.team} ${a.kind}: stated ${a.stated}, computed ${a.computed} = ${w(a.working, f)}`,
  'bel.stated.rounding': (a: { value: number }) =>
    `${a.value} is not a multiple of ten, but scores are rounded to tens in this game (5 rounds up).`,
  'bel.total.working': (a: { before: number; points: number }) => `${a.before} before + ${a.points} this round`,
  'bel.tricks.belote': (a: { teams: readonly string[]; proven: readonly Message[] }, f: Fmt) =>
    `stated belote ${a.teams.join(', ')}, the tricks give ` +
    (a.proven.length ? a.proven.map(f.t).join(', ') : 'none (no player played both the king and the queen of trump)'),
  'bel.tricks.belote-by': (a: { team: string; player: string; king: string; queen: string }) =>
    `${a.team} (${a.player} played ${a.king} and ${a.queen})`,
  'bel.tricks.capot': (a: { team: string; teams: readonly [string, string]; tricks: readonly [number, number] }) =>
    `stated capot ${a.team}, the tricks give ${a.teams[0]} ${a.tricks[0]} ${a.tricks[0] === 1 ? 'trick' : 'tricks'}, ` +
    `${a.teams[1]} ${a.tricks[1]}`,
  'bel.tricks.cards': (a: { team: string; stated: number; proven: number }) =>
    `stated cards ${a.team} ${a.stated}, the tricks give ${a.proven}`,
  'bel.tricks.generale': (a: { player: string; taker: string; taken: number; all: boolean; of: number }) =>
    `stated generale ${a.player}, the tricks give ` +
    `${a.all ? `${a.taker} took all ${a.of}` : `${a.taker} took ${a.taken} of the ${a.of}`}`,
  'bel.tricks.last': (a: { team: string; proven: string; player: string; trick: number }) =>
    `stated last ${a.team}, the tricks give ${a.proven} (${a.player} wins trick ${a.trick})`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
