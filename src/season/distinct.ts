// Which evenings of a folder make one season. Each evening counts once: a file holding an evening already read (the
// same date and players, or the same players with the same points over the same number of rounds) is a duplicate, not
// another evening — a sheet copied, or typed in twice from the paper. And a season is one group of players: evenings
// join it through players in common (at least half of the smaller table), so a folder holding two groups' evenings
// does not merge them into one standings table.

import { nameKey } from '../format/values';
import { sortEvenings } from './settle';
import type { EveningSummary } from './types';

/** `file` holds the evening `sameAs` holds: `date` (same date and players) or `rounds` (same players and points). */
export interface EveningDuplicate {
  file: string;
  sameAs: string;
  why: 'date' | 'rounds';
}

function playersKey(e: EveningSummary): string {
  return e.players.map(nameKey).sort().join('\n');
}

function sameEvening(a: EveningSummary, b: EveningSummary): EveningDuplicate['why'] | undefined {
  if (a.game !== b.game || a.players.length === 0 || playersKey(a) !== playersKey(b)) return undefined;
  if (a.date !== undefined && a.date === b.date) return 'date';
  if (a.rounds === 0 || a.rounds !== b.rounds) return undefined;
  const points = (e: EveningSummary) => new Map(e.players.map((p) => [nameKey(p), e.totals[p] ?? 0]));
  const pa = points(a);
  const pb = points(b);
  return [...pa].every(([k, v]) => pb.get(k) === v) ? 'rounds' : undefined;
}

/**
 * The evenings with each one once, in the order played, and the files left out as duplicates. Of two files holding
 * the same evening the first played (then by file name) is kept, unless the other is `prefer` (the evening the view
 * shows): the season then holds the one on screen.
 */
export function distinctEvenings(
  evenings: readonly EveningSummary[],
  prefer?: string,
): { kept: EveningSummary[]; duplicates: EveningDuplicate[] } {
  const kept: EveningSummary[] = [];
  const duplicates: EveningDuplicate[] = [];
  for (const e of sortEvenings(evenings)) {
    let at = -1;
    let why: EveningDuplicate['why'] | undefined;
    for (let i = 0; i < kept.length && !why; i++) {
      why = sameEvening(kept[i], e);
      if (why) at = i;
    }
    if (!why) kept.push(e);
    else if (e.file === prefer && kept[at].file !== prefer) {
      duplicates.push({ file: kept[at].file, sameAs: e.file, why });
      kept[at] = e;
    } else duplicates.push({ file: e.file, sameAs: kept[at].file, why });
  }
  return { kept: sortEvenings(kept), duplicates };
}

/** Whether two evenings are of one group: at least half the players of the smaller table (and at least one) shared. */
function linked(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const p of a) if (b.has(p)) shared++;
  return shared >= Math.max(1, Math.ceil(Math.min(a.size, b.size) / 2));
}

/**
 * The group of evenings `file` belongs to (every evening reached from it through evenings of one group), in the order
 * given, and the evenings of other groups.
 */
export function groupOf(
  evenings: readonly EveningSummary[],
  file: string,
): { group: EveningSummary[]; others: EveningSummary[] } {
  const players = evenings.map((e) => new Set(e.players.map(nameKey)));
  const start = evenings.findIndex((e) => e.file === file);
  if (start < 0) return { group: [], others: evenings.slice() };
  const inGroup = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const i = queue.pop()!;
    evenings.forEach((_, j) => {
      if (!inGroup.has(j) && linked(players[i], players[j])) {
        inGroup.add(j);
        queue.push(j);
      }
    });
  }
  return {
    group: evenings.filter((_, i) => inGroup.has(i)),
    others: evenings.filter((_, i) => !inGroup.has(i)),
  };
}

/**
 * The season of the evening in `file` as the view shows it, among evenings of one game: each evening once (of two files
 * holding the same evening, the one in `file` is kept), then only the evenings of its group of players, in the order
 * played. Also the files left out as duplicates of the season's evenings, and the evenings of other groups. Undefined
 * when `file` holds none of the evenings (or is a Markdown file, whose blocks are no evenings of a folder).
 */
export function seasonAround(
  evenings: readonly EveningSummary[],
  file: string,
): { group: EveningSummary[]; duplicates: EveningDuplicate[]; others: EveningSummary[] } | undefined {
  if (!evenings.some((e) => e.file === file && e.block === undefined)) return undefined;
  const { kept, duplicates } = distinctEvenings(evenings, file);
  const { group, others } = groupOf(kept, file);
  const inGroup = new Set(group.map((e) => e.file));
  return { group, duplicates: duplicates.filter((d) => inGroup.has(d.sameAs)), others };
}
