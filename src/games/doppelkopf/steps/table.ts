// Table mechanics of a Doppelkopf sheet (score-format.md, version 2): who deals each game, who sits out at a
// table of five, and who still owes a duty solo (Pflichtsolo) in the current series.

import type { Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import { writeName } from '../../../text/names';
import { fixOf, problem } from '../../../engine/problem';
import { argsRange } from './checkStated';
import type { DoppelkopfContext, DoppelkopfCore } from './read';

/** What the deal and the duty solos carry from one round to the next. */
export interface TableState {
  /** Dealer of the next game (player index); undefined until the header or a round names one. */
  readonly dealer: number | undefined;
  /** Games of the current series so far (a duty solo takes no game slot). */
  readonly games: number;
  /** Bit i set: player i has played a duty solo in this series. */
  readonly done: number;
  /** 1-based number of the current series, and the position of its first round. */
  readonly series: number;
  readonly from: number;
}

export function initialTable(dealer: number | undefined): TableState {
  return { dealer, games: 0, done: 0, series: 1, from: 1 };
}

export function sameTable(a: TableState, b: TableState): boolean {
  return (
    a === b ||
    (a.dealer === b.dealer && a.games === b.games && a.done === b.done && a.series === b.series && a.from === b.from)
  );
}

/** What a round without a dealer or duty-solo problem shares: most rounds have none. */
const NO_PROBLEMS: readonly Problem[] = [];

/** The dealer of a round: its `dealer` line (checked against the rotation) or the rotation. */
export function dealerOf(
  core: DoppelkopfCore,
  state: TableState,
  ctx: DoppelkopfContext,
): { dealer: number | undefined; problems: readonly Problem[] } {
  const line = core.raw.dealers[0];
  const ref = line?.player.ref;
  const written = ref?.kind === 'player' ? ref.index : undefined;
  const expected = state.dealer;
  if (line && written !== undefined && expected !== undefined && written !== expected) {
    const name = ctx.names[expected];
    const mismatch = [
      problem(
        'dealer-mismatch',
        'warning',
        line.player.range,
        msg('table.dealer-mismatch', { written: ctx.names[written], expected: name }),
        fixOf(msg('table.dealer-mismatch.fix', { expected: name }), [
          { range: line.player.range, newText: writeName(name) },
        ]),
      ),
    ];
    return { dealer: written, problems: mismatch };
  }
  return { dealer: written ?? expected, problems: NO_PROBLEMS };
}

/** With five players the dealer sits out: a written `out` line that names someone else is a warning. */
export function checkOut(core: DoppelkopfCore, dealer: number, ctx: DoppelkopfContext): Problem | undefined {
  const o = core.raw.outs[0];
  if (!o || ctx.names.length !== 5 || core.out.length !== 1 || core.out[0] === dealer) return undefined;
  const name = ctx.names[dealer];
  const range = argsRange(
    o.players.map((p) => ({ side: p, value: { value: 0, text: '', range: p.range } })),
    o.range,
  );
  return problem(
    'dealer-out',
    'warning',
    range,
    msg('table.dealer-out', { dealer: name, out: core.out.map((i) => ctx.names[i]) }),
    fixOf(msg('table.dealer-out.fix', { dealer: name }), [{ range, newText: writeName(name) }]),
  );
}

/** Players (by index) who have not played a duty solo in the series so far. */
export function owing(state: TableState, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if ((state.done & (1 << i)) === 0) out.push(i);
  return out;
}

/**
 * Who must play a duty solo in a game (Vorführung, TSR §4.2/§8.6; rules/doppelkopf.md Part A, version 3): with
 * `set duty-solo on` and `set series N`, when the duty solos still owed are as many as the games left in the series,
 * the player who still owes one and sits next after the game's dealer must play one. `player` is unset where the
 * dealer is not known (or at a table of five only the dealer, who sits out, still owes one). Once more are owed than
 * games are left (the table played on), nothing more is said here: the end of the series warns (`duty-solo-owed`).
 */
export interface DutyDue {
  player?: number;
  /** Who still owes a duty solo in the series, in seating order. */
  owed: number[];
  /** Games left in the series, this one included. */
  left: number;
  series: number;
}

export function dutyDue(state: TableState, dealer: number | undefined, ctx: DoppelkopfContext): DutyDue | undefined {
  const { rules, names } = ctx;
  if (!rules.dutySolo || rules.series <= 0) return undefined;
  const n = names.length;
  const owed = owing(state, n);
  const left = rules.series - state.games;
  if (owed.length === 0 || owed.length !== left) return undefined;
  const due: DutyDue = { owed, left, series: state.series };
  if (dealer !== undefined)
    for (let k = 1; k <= n; k++) {
      const i: number = (dealer + k) % n;
      // At a table of five the dealer sits out the game.
      if (n === 5 && i === dealer) continue;
      if (owed.includes(i)) {
        due.player = i;
        break;
      }
    }
  return due;
}

/**
 * A round in a Vorführung: an info naming who must play a duty solo in it, unless the round is that forced duty solo
 * (with the player unknown: anyone's who owes one).
 */
export function dutyDueProblem(
  due: DutyDue | undefined,
  duty: { soloist: number | undefined; duty: boolean; forced?: boolean },
  ctx: DoppelkopfContext,
  round: Round,
): Problem | undefined {
  if (!due) return undefined;
  const s = duty.soloist;
  const played = s !== undefined && (due.player === undefined ? due.owed.includes(s) : s === due.player);
  if (duty.duty && duty.forced && played) return undefined;
  const names = ctx.names;
  return problem(
    'duty-solo-due',
    'info',
    round.headerRange,
    msg('table.duty-due', {
      ...(due.player !== undefined ? { player: names[due.player] } : {}),
      owed: due.owed.map((i) => names[i]),
      left: due.left,
      series: due.series,
    }),
  );
}

/**
 * The state after a round: the deal passes on unless the round was a duty solo (a forced one passes it on and takes
 * a game slot, as any game); the duty solo is marked; a series of `set series N` games that ends with a duty solo
 * owed is a warning per player. `owed` is who still owes one after the round (at the end of a series: who owed one
 * when it ended).
 */
export function afterRound(
  state: TableState,
  dealer: number | undefined,
  duty: { soloist: number | undefined; duty: boolean; forced?: boolean },
  ctx: DoppelkopfContext,
  round: Round,
): { next: TableState; problems: readonly Problem[]; owed?: number[] } {
  const n = ctx.names.length;
  const isDuty = duty.duty && duty.soloist !== undefined;
  // After an ordinary duty solo the same player deals again; after a forced one (Vorführung) the next player deals.
  const stays = isDuty && !duty.forced;
  const nextDealer = dealer === undefined ? undefined : stays ? dealer : (dealer + 1) % n;
  let next: TableState = {
    dealer: nextDealer,
    games: state.games + (stays ? 0 : 1),
    done: isDuty ? state.done | (1 << duty.soloist!) : state.done,
    series: state.series,
    from: state.from,
  };
  if (!ctx.rules.dutySolo) return { next, problems: NO_PROBLEMS };
  const problems: Problem[] = [];
  const owed = owing(next, n);
  if (ctx.rules.series > 0 && next.games >= ctx.rules.series) {
    for (const i of owed)
      problems.push(
        problem(
          'duty-solo-owed',
          'warning',
          round.headerRange,
          msg('table.duty-owed.series', {
            player: ctx.names[i],
            series: state.series,
            from: state.from,
            to: round.index,
          }),
        ),
      );
    next = { dealer: nextDealer, games: 0, done: 0, series: state.series + 1, from: round.index + 1 };
  }
  return { next, problems, owed };
}

/** At the end of the sheet, with the series being the whole file: a warning per player who owes a duty solo. */
export function finishTable(state: TableState, ctx: DoppelkopfContext, last: Round | undefined): Problem[] {
  if (!ctx.rules.dutySolo || ctx.rules.series > 0 || !last) return [];
  return owing(state, ctx.names.length).map((i) =>
    problem('duty-solo-owed', 'warning', last.headerRange, msg('table.duty-owed.file', { player: ctx.names[i] })),
  );
}
