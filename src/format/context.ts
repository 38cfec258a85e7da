// The state shared while parsing one document: the game, the header built so far, the problems,
// and the lookup that turns a written name into a player, team or party.

import type { GameKind, Header, Name, NameRef, Num, Token } from './ast';
import type { Lexeme, LexedLine } from './lexer';
import type { Problem, Range, Severity, Fix } from './types';
import { nameKey, parseInteger } from './values';

/** What a name in a round may stand for: only a player, or a side (party/team, or a player of it). */
export type NameMode = 'player' | 'side';

export class ParseContext {
  readonly problems: Problem[] = [];
  readonly header: Header = { players: [], settings: [] };
  game: GameKind | undefined;
  private playerKeys = new Map<string, number>();
  private teamKeys = new Map<string, 0 | 1>();

  report(code: string, range: Range, message: string, severity: Severity = 'error', fix?: Fix): void {
    this.problems.push(fix ? { code, severity, range, message, fix } : { code, severity, range, message });
  }

  range(line: LexedLine, lx: Lexeme): Range {
    return { start: { line: line.line, character: lx.start }, end: { line: line.line, character: lx.end } };
  }

  /** From the start of `a` to the end of `b` on one line. */
  span(line: LexedLine, a: Lexeme, b: Lexeme): Range {
    return { start: { line: line.line, character: a.start }, end: { line: line.line, character: b.end } };
  }

  token(line: LexedLine, lx: Lexeme): Token {
    return { text: lx.text, range: this.range(line, lx), quoted: lx.quoted };
  }

  /** A number, or a `bad-number` problem naming what the number was for. */
  number(line: LexedLine, lx: Lexeme, what: string): Num | undefined {
    const value = lx.quoted ? undefined : parseInteger(lx.text);
    if (value === undefined) {
      this.report('bad-number', this.range(line, lx), `"${lx.text}" is not a whole number; expected ${what}.`);
      return undefined;
    }
    return { value, text: lx.text, range: this.range(line, lx) };
  }

  /** Call once the header is complete: builds the name tables rounds are resolved against. */
  indexNames(): void {
    this.header.players.forEach((p, i) => {
      if (!this.playerKeys.has(p.key)) this.playerKeys.set(p.key, i);
    });
    this.header.teams?.forEach((t, i) => {
      if (!this.teamKeys.has(t.key)) this.teamKeys.set(t.key, i as 0 | 1);
    });
  }

  lookup(text: string, quoted: boolean, mode: NameMode): NameRef | undefined {
    const key = nameKey(text);
    if (mode === 'side') {
      // Unquoted `re`/`kontra` is the party; a player who must be called so is written quoted.
      if (this.game !== 'belote' && this.game !== 'coinche' && !quoted && (key === 're' || key === 'kontra')) {
        return { kind: 'party', party: key };
      }
      const team = this.teamKeys.get(key);
      if (team !== undefined) return { kind: 'team', index: team };
    }
    const player = this.playerKeys.get(key);
    return player === undefined ? undefined : { kind: 'player', index: player };
  }

  /** Resolves a name of a round line; an unknown one keeps `ref` undefined and gets `unknown-name`. */
  name(line: LexedLine, lx: Lexeme, mode: NameMode): Name {
    const name: Name = { text: lx.text, range: this.range(line, lx), quoted: lx.quoted, key: nameKey(lx.text) };
    const ref = this.lookup(lx.text, lx.quoted, mode);
    if (ref) {
      name.ref = ref;
    } else if (this.header.players.length > 0) {
      // Without a players line every name would be unknown; `missing-players` already says so.
      this.report('unknown-name', name.range, `"${lx.text}" is not ${this.expected(mode, lx)}.`);
    }
    return name;
  }

  private expected(mode: NameMode, lx: Lexeme): string {
    const players = this.header.players.map((p) => p.text).join(', ');
    const isParty = !lx.quoted && /^(re|kontra)$/i.test(lx.text) && this.game !== 'belote' && this.game !== 'coinche';
    if (mode === 'player') {
      return isParty
        ? `a player (here a player is needed, not a party); the players are ${players}`
        : `a player; the players are ${players}`;
    }
    if (this.game === 'belote' || this.game === 'coinche') {
      const teams = (this.header.teams ?? []).map((t) => t.text).join(', ');
      return `a team or a player; the teams are ${teams}, the players ${players}`;
    }
    return `re, kontra or a player; the players are ${players}`;
  }
}
