// When a game ends (belote.md §6): reach-or-exceed the target, higher total, end-tie, the FFB belote-only rule.

import type { Team } from './types';

export interface EndInput {
  game: 'belote' | 'coinche';
  values: Record<string, string>;
  target: number;
  /** Running totals after the round. */
  after: [number, number];
  /** The round's belote points per team and whether the team only scored its belote (failed or took no trick). */
  belote: [number, number];
  beloteOnly: [boolean, boolean];
  /** The team that won the round's contract (made → taker, failed → defence), for `end-tie last-contract`. */
  roundWinner?: Team;
  /** Teams held back earlier in this game by the belote-only rule (FFB-C §10.3): they win only after a round in which they take a trick. */
  blocked?: [boolean, boolean];
  /** Whether each team took at least one trick this round (false only for a team the other capot-ed). */
  tookTrick?: [boolean, boolean];
}

export interface EndVerdict {
  winner?: Team;
  /** Teams at or over the target that the belote-only rule holds back after this round. */
  held?: Team[];
  /** Why the game did or did not end, when a team reached the target. */
  note?: string;
}

/**
 * FFB-B §10.4.2 / FFB-C §10.3: the first team to reach or pass the target wins; both: the higher
 * total; equal: another round (FFB) or the last contract's winners (pagat). FFB coinche: a team
 * that crossed only through its belote in a round it failed or took no trick in has not won yet.
 */
export function gameEnd(e: EndInput, names: [string, string]): EndVerdict {
  let eligible = ([0, 1] as Team[]).filter((t) => e.after[t] >= e.target);
  if (!eligible.length) return {};
  const notes: string[] = [];
  const held: Team[] = [];
  if (e.game === 'coinche' && e.values['belote-only-win'] === 'off') {
    eligible = eligible.filter((t) => {
      const only = e.beloteOnly[t] && e.belote[t] > 0 && e.after[t] - e.belote[t] < e.target;
      // Held back once, the team needs a later round in which it takes a trick (belote.md §6).
      const still = !only && e.blocked?.[t] === true && e.tookTrick?.[t] === false;
      if (only)
        notes.push(`${names[t]} reached ${e.after[t]} only through its belote: not a win yet (belote-only-win off)`);
      else if (still)
        notes.push(
          `${names[t]} took no trick this round: still not a win (belote-only-win off needs a round with a trick)`,
        );
      if (only || still) held.push(t);
      return !only && !still;
    });
  }
  const h = held.length ? { held } : {};
  if (eligible.length === 0) return { ...h, note: notes.join('; ') };
  if (eligible.length === 1) return { ...h, winner: eligible[0], note: notes.join('; ') || undefined };
  if (e.after[0] !== e.after[1]) {
    const w: Team = e.after[0] > e.after[1] ? 0 : 1;
    return { winner: w, note: `both reached ${e.target}; the higher total wins` };
  }
  if (e.values['end-tie'] === 'last-contract' && e.roundWinner !== undefined)
    return {
      winner: e.roundWinner,
      note: `tie at ${e.after[0]}: the winners of the last contract win (end-tie last-contract)`,
    };
  return { note: `tie at ${e.after[0]}: another round decides (end-tie another-round)` };
}
