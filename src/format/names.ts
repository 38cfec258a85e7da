// The name tables rounds are resolved against: players, teams and parties, each with one shared NameRef.

import type { Message } from '../messages';
import type { Header, NameRef } from './ast';

/** A known name: what it refers to and its case-folded key (one string per name, shared by every use). */
export interface NameEntry {
  readonly ref: NameRef;
  readonly key: string;
}

/** What a name in a round may stand for: only a player, or a side (party/team, or a player of it). */
export type NameMode = 'player' | 'side';

/** The sides a sheet's rounds name besides its players: its game's parties by name, and whether it has two teams. */
export interface SheetSides {
  readonly parties: ReadonlyMap<string, NameEntry>;
  readonly teams: boolean;
  /** What the parties' game says of a party's name where it may not stand (given where `parties` has any). */
  readonly partyWords?: PartyWords;
}

/** What a game with parties says of a party's name where it may not stand (Doppelkopf: `re`, `kontra`). */
export interface PartyWords {
  /** A player or team named like a party, unquoted. */
  reserved(a: { name: string; who: 'player' | 'team' }): Message;
  /** A party where a player is needed. */
  notPlayer(a: { name: string; players: string[]; hint?: string }): Message;
}

/**
 * Built once from a complete header and never changed afterwards, so rounds parsed against it
 * (and cached by it) cannot see each other.
 */
export class NameTable {
  private readonly players = new Map<string, NameEntry>();
  private readonly teams = new Map<string, NameEntry>();
  readonly hasPlayers: boolean;

  /** `parties`: the parties the game's rounds name (SyntaxSet.parties), by their names. */
  constructor(
    header: Header,
    private readonly parties: ReadonlyMap<string, NameEntry>,
  ) {
    header.players.forEach((p, index) => {
      if (!this.players.has(p.key))
        this.players.set(p.key, Object.freeze({ ref: Object.freeze({ kind: 'player', index }), key: p.key }));
    });
    header.teams?.forEach((t, index) => {
      if (!this.teams.has(t.key))
        this.teams.set(
          t.key,
          Object.freeze({ ref: Object.freeze({ kind: 'team', index: index as 0 | 1 }), key: t.key }),
        );
    });
    this.hasPlayers = header.players.length > 0;
  }

  /** The entry a case-folded `key` names in `mode`, if any. */
  lookup(key: string, quoted: boolean, mode: NameMode): NameEntry | undefined {
    if (mode === 'side') {
      // An unquoted party name (`re`, `kontra`) is the party; a player who must be called so is written quoted.
      if (!quoted) {
        const party = this.parties.get(key);
        if (party !== undefined) return party;
      }
      const team = this.teams.get(key);
      if (team !== undefined) return team;
    }
    return this.players.get(key);
  }
}
