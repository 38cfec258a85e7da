// A Ramsch round (rules/skat.md §6.3, Part A `ramsch-*`): every player's Augen, the skat placed by `ramsch-skat`,
// the loser (ties by `ramsch-tie`), Jungfrau, Durchmarsch and pushes, scored per `ramsch-scoring`. Only the scored
// players' columns move.

import type { Name, Num, Round, RoundItem, SideValue } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import type { BreakdownItem } from '../../../engine/model';
import { msg, render, type Message } from '../../../messages';
import type { SkatRules } from '../rules';
import { skatProblem as problem } from './codes';

const seat = (n: Name | undefined): number | undefined => (n?.ref?.kind === 'player' ? n.ref.index : undefined);

/** What a Ramsch round states. */
export interface RamschFacts {
  range: Range;
  cards?: Extract<RoundItem, { kind: 'cards' }>;
  jungfrau: Name[];
  durchmarsch?: Name;
  loser?: Name;
  lastTrick?: Name;
  pushed?: Num;
}

export interface RamschResult {
  /** Points per seat (only the seats that score), before Bock. */
  scores?: (number | undefined)[];
  breakdown: BreakdownItem[];
  summary: Message;
  /** The written entries against the computed ones, the points × `b` (Bock; never a Durchmarsch's +120). */
  checkWritten?: (b: number) => Problem[];
  /** The seat of a Durchmarsch scored +120 (Bock leaves it alone; a won game under `ramsch-in-seeger game`). */
  durchmarschWin?: number;
  /** The players who lose the Ramsch (lost games under `ramsch-in-seeger game`). */
  losers?: number[];
}

/** Half away from zero. */
const roundHalf = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/**
 * A figure per seat, none yet: an array of one kind however it is made. Arrays from `map` came out of optimised and
 * unoptimised code in two kinds, and the code reading them was thrown away and compiled again for many a sheet; the
 * arrays this function reads again are built by loops.
 */
function noFigures(n: number): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  for (let i = 0; i < n; i++) out.push(undefined);
  return out;
}

/** The names of `seats` (built by a loop: see noFigures). */
function namesOf(seats: readonly number[], players: readonly string[]): string[] {
  const out: string[] = [];
  for (const i of seats) out.push(players[i]);
  return out;
}

export function scoreRamsch(
  f: RamschFacts,
  rules: SkatRules,
  players: readonly string[],
  written: ReadonlyMap<number, SideValue>,
  round: Round,
  report: (p: Problem) => void,
): RamschResult {
  const items: BreakdownItem[] = [];
  const item = (label: Message, extra: Partial<BreakdownItem> = {}) =>
    items.push({ item: render(label), label, ...extra });
  const augen = noFigures(players.length);
  for (const e of f.cards?.sides ?? []) {
    const s = seat(e.side);
    if (s !== undefined) augen[s] = e.value.value;
  }
  const known = augen.filter((a) => a !== undefined).length;
  // Who plays: three at a time (at four or five the sitting players have no figure).
  const playing: number[] = [];
  for (let i = 0; i < augen.length; i++) if (augen[i] !== undefined) playing.push(i);
  const none = (): RamschResult => ({ breakdown: [], summary: msg('skat.summary', { outcome: 'ramsch' }) });
  if (known < 3) {
    // Only the written entries, when there are any.
    if (!written.size)
      report(
        problem(
          'skat-incomplete',
          'warning',
          round.headerRange,
          msg('skat.incomplete', { what: render(msg('skat.need.ramsch')) }),
        ),
      );
    const scores = players.map((_, i) => written.get(i)?.value.value);
    return written.size ? { scores, breakdown: [], summary: msg('skat.summary', { outcome: 'ramsch' }) } : none();
  }
  const sum = playing.reduce((t, i) => t + augen[i]!, 0);
  if (sum > 120 || sum < 98) {
    report(problem('skat-cards-range', 'error', f.cards!.range, msg('skat.ramsch.sum', { sum })));
    return none();
  }
  const skat = 120 - sum;
  // The skat's Augen: to the loser (each of several level), or to the last-trick taker.
  const most = Math.max(...playing.map((i) => augen[i]!));
  const last = seat(f.lastTrick);
  if (skat > 0) {
    if (rules.ramschSkat === 'last-trick') {
      if (last === undefined) {
        report(
          problem(
            'skat-incomplete',
            'warning',
            f.range,
            msg('skat.incomplete', { what: render(msg('skat.need.last-trick')) }),
          ),
        );
        return none();
      }
      augen[last]! += skat;
    } else for (const i of playing) if (augen[i] === most) augen[i]! += skat;
  }
  const top = Math.max(...playing.map((i) => augen[i]!));
  let losers = playing.filter((i) => augen[i] === top);
  // The stated facts against the Augen.
  for (const j of f.jungfrau) {
    const s = seat(j);
    if (
      s !== undefined &&
      (augen[s] ?? 0) > 0 &&
      !(rules.ramschSkat === 'last-trick' && last === s && augen[s] === skat)
    )
      report(
        problem('skat-ramsch', 'error', j.range, msg('skat.ramsch.jungfrau', { player: players[s], augen: augen[s]! })),
      );
  }
  const through = seat(f.durchmarsch) ?? playing.find((i) => augen[i] === 120);
  if (f.durchmarsch && through !== undefined) {
    const other = playing.find((i) => i !== through && (augen[i] ?? 0) > 0);
    if (other !== undefined)
      report(
        problem(
          'skat-ramsch',
          'error',
          f.durchmarsch.range,
          msg('skat.ramsch.durchmarsch', { player: players[through], other: players[other] }),
        ),
      );
  }
  const stated = seat(f.loser);
  if (f.loser && stated !== undefined && !losers.includes(stated))
    report(
      problem(
        'skat-ramsch',
        'error',
        f.loser.range,
        msg('skat.ramsch.loser', { player: players[stated], most: players[losers[0]] }),
      ),
    );
  const pushes = rules.schieben === 'on' ? (f.pushed?.value ?? 0) : 0;
  if (f.pushed && rules.schieben === 'off')
    report(
      problem(
        'house-off',
        'error',
        f.pushed.range,
        msg('skat.house-off', { what: 'pushed', key: 'schieben', value: 'on' }),
      ),
    );
  const jungfrau = rules.jungfrau === 'double' && (f.jungfrau.length > 0 || through !== undefined);
  const scores = noFigures(players.length);
  let summaryEntry: number | undefined;
  if (through !== undefined && rules.durchmarsch === 'win') {
    scores[through] = 120;
    item(msg('skat.bd.durchmarsch', { player: players[through] }), { points: 120 });
  } else if (rules.ramschScoring === 'winner') {
    const fewest = Math.min(...playing.map((i) => augen[i]!));
    const low = playing.filter((i) => augen[i] === fewest);
    const each = low.length === 1 ? 20 : low.length === 2 ? 10 : 0;
    for (const i of low) if (each) scores[i] = each;
    item(msg('skat.bd.ramsch-winner', { players: namesOf(low, players), points: each }), { points: each });
  } else {
    if (rules.ramschTie === 'last-trick' && losers.length > 1) {
      if (last === undefined || !losers.includes(last)) {
        report(
          problem(
            'skat-incomplete',
            'warning',
            f.range,
            msg('skat.incomplete', { what: render(msg('skat.need.last-trick')) }),
          ),
        );
        return none();
      }
      losers = [last];
    }
    let loss: number;
    if (rules.ramschScoring === 'fixed') loss = through !== undefined ? 20 : f.jungfrau.length ? 15 : 10;
    else loss = top * (jungfrau ? 2 : 1);
    item(
      msg('skat.bd.ramsch', {
        players: namesOf(losers, players),
        augen: rules.ramschScoring === 'fixed' ? loss : top,
      }),
      {
        points: -(rules.ramschScoring === 'fixed' ? loss : top),
      },
    );
    if (jungfrau && rules.ramschScoring !== 'fixed') item(msg('skat.bd.jungfrau'), { factor: 2 });
    if (pushes) {
      loss *= 2 ** pushes;
      item(msg('skat.bd.pushed', { n: pushes }), { factor: 2 ** pushes });
    }
    if (rules.ramschTie === 'share' && losers.length > 1) {
      item(msg('skat.bd.share', { k: losers.length }), {});
      loss = roundHalf(loss / losers.length);
    }
    for (const i of losers) scores[i] = -loss;
    summaryEntry = -loss;
  }
  // The written entries against the computed ones, once the row's Bock factor is known.
  const durchmarschWin = through !== undefined && rules.durchmarsch === 'win' ? through : undefined;
  const checkWritten = (b: number): Problem[] => {
    const out: Problem[] = [];
    for (const [s, e] of written) {
      const computed = (scores[s] ?? 0) * (s === durchmarschWin ? 1 : b);
      if (e.value.value !== computed)
        out.push(
          problem(
            'score-mismatch',
            'error',
            e.value.range,
            msg('skat.score-mismatch', {
              player: players[s],
              stated: e.value.value,
              computed,
              working: [
                ...items.map((x) => x.item),
                ...(b > 1 ? [render(msg('skat.bd.bock', { factor: b }))] : []),
              ].join(', '),
            }),
          ),
        );
    }
    return out;
  };
  // Who loses: the scored losers; under `winner`, the players with the most Augen; a Durchmarsch `lose`, its taker.
  const lost =
    durchmarschWin !== undefined
      ? []
      : rules.ramschScoring === 'winner'
        ? playing.filter((i) => augen[i] === top)
        : playing.filter((i) => (scores[i] ?? 0) < 0);
  const scorers: string[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i] !== undefined && players[i]) scorers.push(players[i]);
  return {
    scores,
    breakdown: items,
    checkWritten,
    ...(durchmarschWin !== undefined ? { durchmarschWin } : {}),
    losers: lost,
    summary: msg('skat.summary', {
      player: scorers.join(', '),
      outcome: 'ramsch',
      ...(summaryEntry !== undefined ? { entry: summaryEntry } : {}),
    }),
  };
}
