// The name tables rounds are resolved against: players, teams and parties, each with one shared NameRef.

import type { GameKind, Header, NameRef } from './ast';

/** A known name: what it refers to and its case-folded key (one string per name, shared by every use). */
export interface NameEntry {
  readonly ref: NameRef;
  readonly key: string;
}

/** What a name in a round may stand for: only a player, or a side (party/team, or a player of it). */
export type NameMode = 'player' | 'side';

const RE: NameEntry = Object.freeze({ ref: Object.freeze({ kind: 'party', party: 're' } as const), key: 're' });
const KONTRA: NameEntry = Object.freeze({
  ref: Object.freeze({ kind: 'party', party: 'kontra' } as const),
  key: 'kontra',
});

export function isBeloteFamily(game: GameKind | undefined): boolean {
  return game === 'belote' || game === 'coinche';
}

/**
 * Built once from a complete header and never changed afterwards, so rounds parsed against it
 * (and cached by it) cannot see each other.
 */
export class NameTable {
  private readonly players = new Map<string, NameEntry>();
  private readonly teams = new Map<string, NameEntry>();
  private readonly parties: boolean;
  readonly hasPlayers: boolean;

  constructor(header: Header, game: GameKind | undefined) {
    this.parties = !isBeloteFamily(game);
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
      // Unquoted `re`/`kontra` is the party; a player who must be called so is written quoted.
      if (this.parties && !quoted) {
        if (key === 're') return RE;
        if (key === 'kontra') return KONTRA;
      }
      const team = this.teams.get(key);
      if (team !== undefined) return team;
    }
    return this.players.get(key);
  }
}
