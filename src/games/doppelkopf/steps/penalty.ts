// Penalty points (Strafpunkte, DDV TSR §9; rules/doppelkopf.md Part A, version 3): `penalty P N [to Q [M]]`. Never a
// game: a penalty line's points go to the running totals beside the game's, and the game is scored and checked
// without them. Inside a game's round they belong to its row; a round block of penalty lines alone stands between
// two games (it takes no deal, no bock game, no game of a series).

import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import { problem } from '../../../engine/problem';
import type { Of } from './types';

/** What a round's penalty lines that count give. */
export interface PenaltyReading {
  /** Net penalty points by player index (every player a counted line touches, a 0 included). */
  points: Map<number, number>;
  /** Who pays each counted line, in order (a player once per line). */
  paid: number[];
}

function indexOf(name: Of<'penalty'>['player'] | undefined): number | undefined {
  const ref = name?.ref;
  return ref?.kind === 'player' ? ref.index : undefined;
}

/**
 * The round's penalty lines: `atTable` is who plays the game (those who share a split penalty), undefined where it
 * is not known (more than four players, and who sits out is not known). A line that cannot count is a `penalty`
 * error and adds nothing; a line with an unknown name has its `unknown-name` from the parser and adds nothing.
 */
export function readPenalties(
  lines: readonly Of<'penalty'>[],
  atTable: readonly number[] | undefined,
  names: readonly string[],
  problems: Problem[],
): PenaltyReading | undefined {
  const points = new Map<number, number>();
  const paid: number[] = [];
  const add = (i: number, v: number) => points.set(i, (points.get(i) ?? 0) + v);
  for (const line of lines) {
    const p = indexOf(line.player);
    if (p === undefined) continue;
    const n = line.points.value;
    if (line.to) {
      const q = indexOf(line.to);
      if (q === undefined) continue;
      if (q === p) {
        problems.push(problem('penalty', 'error', line.to.range, msg('pen.same', { player: names[p] })));
        continue;
      }
      const sitter = atTable && !atTable.includes(p) ? p : atTable && !atTable.includes(q) ? q : undefined;
      if (sitter !== undefined) {
        const at = sitter === p ? line.player.range : line.to.range;
        problems.push(
          problem('penalty', 'error', at, msg('pen.sits-out', { player: names[sitter], to: sitter === q })),
        );
        continue;
      }
      add(p, -n);
      add(q, line.gain ? line.gain.value : n);
      paid.push(p);
      continue;
    }
    if (!atTable) {
      problems.push(problem('penalty', 'error', line.range, msg('pen.out-unknown')));
      continue;
    }
    if (!atTable.includes(p)) {
      problems.push(
        problem('penalty', 'error', line.player.range, msg('pen.sits-out', { player: names[p], to: false })),
      );
      continue;
    }
    const others = atTable.filter((i) => i !== p);
    if (others.length === 0) continue;
    if (n % others.length !== 0) {
      problems.push(
        problem(
          'penalty',
          'error',
          line.points.range,
          msg('pen.share', { points: n, count: others.length, players: others.map((i) => names[i]) }),
        ),
      );
      continue;
    }
    add(p, -n);
    for (const i of others) add(i, n / others.length);
    paid.push(p);
  }
  return paid.length ? { points, paid } : undefined;
}
