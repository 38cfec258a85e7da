// Final parties of a round (§2): from re / solo / marriage / silent-marriage / poverty, with who sits out (5–7
// players).

import type { Name } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import type { DoppelkopfCode } from './codes';
import { doppelkopfWords } from '../syntax/words';
import { problem } from '../../../engine/problem';
import {
  SOLO_KINDS,
  type Declaration,
  type DoppelkopfRules,
  type GameType,
  type Parties,
  type RawRound,
  type SoloKind,
} from './types';

/** The directives that say who plays together. */
const PARTY_KEYWORDS = new Set(['re', 'solo', 'marriage', 'silent-marriage', 'poverty']);

export interface PartiesResult {
  parties?: Parties;
  /** Players who sit out, even when the parties are unknown (a recorded round with `out`). */
  out: number[];
  /** Why the parties are unknown, when they are: a problem to report (absent when the cause was already reported). */
  missing?: Problem;
}

export const playerIndex = (n: Name | undefined): number | undefined =>
  n?.ref?.kind === 'player' ? n.ref.index : undefined;

interface Candidate {
  gameType: GameType;
  re: number[];
  soloist?: number;
  soloKind?: SoloKind;
  duty: boolean;
  forced?: boolean;
  decl: Declaration;
}

function err(code: DoppelkopfCode, range: Range, m: Message): Problem {
  return problem(code, 'error', range, m);
}

/** The names after the keyword (`A B C` of `re A B C`), not the space before them. */
function argsRange(d: { range: Range; keyword: Range; players: Name[] }): Range {
  return { start: d.players[0]?.range.start ?? d.keyword.end, end: d.range.end };
}

/** The player a name stands for; a team or party where a player belongs is reported. */
function indexOf(n: Name, problems: Problem[]): number | undefined {
  const i = playerIndex(n);
  if (i === undefined && n.ref)
    problems.push(err('party-mismatch', n.range, msg('dk.party.not-a-player', { name: n.text })));
  return i;
}

/**
 * One declaration → candidate parties; undefined if a name is unknown (the parser already said so) or the form is
 * broken.
 */
function candidate(
  d: Declaration,
  names: string[],
  rules: DoppelkopfRules,
  problems: Problem[],
): Candidate | undefined {
  switch (d.kind) {
    case 're': {
      // Plain loops: every normal game of a sheet comes through here.
      const ids = new Array<number>(d.players.length);
      let unknown = false;
      for (let k = 0; k < d.players.length; k++) {
        const i = indexOf(d.players[k], problems);
        if (i === undefined) unknown = true;
        else ids[k] = i;
      }
      if (unknown) return undefined;
      let distinct = 0;
      for (let k = 0; k < ids.length; k++) if (ids.indexOf(ids[k]) === k) distinct++;
      if (distinct !== ids.length) {
        problems.push(err('party-mismatch', argsRange(d), msg('dk.party.re-twice')));
        return undefined;
      }
      if (distinct !== 2) {
        problems.push(err('party-mismatch', argsRange(d), msg('dk.party.re-count', { count: distinct })));
        return undefined;
      }
      return { gameType: 'normal', re: ids, duty: false, decl: d };
    }
    case 'solo': {
      const p = indexOf(d.player, problems);
      const word = d.soloKind.word ?? d.soloKind.text.toLowerCase();
      const kind = (SOLO_KINDS as readonly string[]).includes(word) ? (word as SoloKind) : undefined;
      if (!kind) {
        problems.push(
          err(
            'wrong-game-type',
            d.soloKind.range,
            msg('dk.party.unknown-solo', { kind: d.soloKind.text, kinds: doppelkopfWords('solo-kind', SOLO_KINDS) }),
          ),
        );
      }
      if (p === undefined) return undefined;
      const c: Candidate = {
        gameType: 'solo',
        re: [p],
        soloist: p,
        duty: d.duty !== undefined || d.forced !== undefined,
        decl: d,
      };
      if (kind) c.soloKind = kind;
      if (d.forced) c.forced = true;
      return c;
    }
    case 'marriage': {
      const p = indexOf(d.player, problems);
      if (p === undefined) return undefined;
      if (d.alone)
        return { gameType: 'marriage-alone', re: [p], soloist: p, soloKind: 'diamonds', duty: false, decl: d };
      if (!d.partner) {
        // A bare `marriage P` leaves the partner to the written tricks; the summary scorer cannot find it.
        problems.push(err('missing-parties', d.range, msg('dk.party.marriage-partner', { player: names[p] })));
        return undefined;
      }
      const q = indexOf(d.partner, problems);
      if (q === undefined) return undefined;
      if (q === p) {
        problems.push(err('party-mismatch', d.partner.range, msg('dk.party.marry-self', { player: names[p] })));
        return undefined;
      }
      return { gameType: 'marriage', re: [p, q], duty: false, decl: d };
    }
    case 'silent-marriage': {
      const p = indexOf(d.player, problems);
      if (p === undefined) return undefined;
      return { gameType: 'silent-marriage', re: [p], soloist: p, duty: false, decl: d };
    }
    case 'poverty': {
      if (!rules.poverty) {
        problems.push(err('wrong-game-type', d.keyword, msg('dk.party.poverty-off')));
      }
      const p = indexOf(d.player, problems);
      const q = indexOf(d.partner, problems);
      if (p === undefined || q === undefined) return undefined;
      if (q === p) {
        problems.push(err('party-mismatch', d.partner.range, msg('dk.party.poverty-self', { player: names[p] })));
        return undefined;
      }
      return { gameType: 'poverty', re: [p, q], duty: false, decl: d };
    }
  }
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export function resolveParties(
  raw: RawRound,
  names: string[],
  rules: DoppelkopfRules,
  problems: Problem[],
  /** Who sits out when no `out` line says so (five players: the dealer). */
  implied?: readonly number[],
): PartiesResult {
  const n = names.length;
  const round = raw.round;

  // Who sits out: exactly n − 4 players.
  const out: number[] = [];
  for (let k = 0; k < raw.outs.length; k++) {
    const players = raw.outs[k].players;
    for (let j = 0; j < players.length; j++) {
      const name = players[j];
      const i = playerIndex(name);
      if (i === undefined) continue;
      if (out.includes(i))
        problems.push(problem('duplicate-fact', 'warning', name.range, msg('dk.out.twice', { player: names[i] })));
      else out.push(i);
    }
  }
  if (raw.outs.length === 0 && implied) for (let k = 0; k < implied.length; k++) out.push(implied[k]);
  let outOk = true;
  if (raw.outs.length > 0 && out.length !== Math.max(0, n - 4)) {
    const o = raw.outs[0];
    const m = n <= 4 ? msg('dk.out.four', { players: n }) : msg('dk.out.count', { players: n, named: out.length });
    problems.push(err('sitting-out', argsRange(o), m));
    outOk = false;
  }

  // The first declaration that could be read (a later one may only say the same).
  let first: Candidate | undefined;
  for (let k = 0; k < raw.decls.length; k++) {
    const d = raw.decls[k];
    const c = candidate(d, names, rules, problems);
    if (!c) continue;
    if (first) {
      // `re A B` next to `marriage A with B` (or a poverty) says the same thing twice; anything else contradicts.
      const agrees =
        c.gameType === 'normal' &&
        (first.gameType === 'marriage' || first.gameType === 'poverty') &&
        sameSet(c.re, first.re);
      const agrees2 =
        first.gameType === 'normal' &&
        (c.gameType === 'marriage' || c.gameType === 'poverty') &&
        sameSet(c.re, first.re);
      if (agrees2) first = c;
      else if (!agrees)
        problems.push(err('party-mismatch', d.keyword, msg('dk.party.two-games', { first: describe(first, names) })));
      continue;
    }
    first = c;
  }
  const c = first;
  if (!c) {
    // A broken declaration was already reported, whether the parser kept it or could not read it at all.
    const reported = raw.decls.length > 0 || (round.rejected ?? []).some((k) => PARTY_KEYWORDS.has(k));
    return {
      out,
      missing: reported ? undefined : err('missing-parties', round.headerRange, msg('dk.missing-parties')),
    };
  }
  for (let k = 0; k < c.re.length; k++) {
    const i = c.re[k];
    if (out.includes(i)) {
      const name = declNames(c.decl).find((x) => playerIndex(x) === i);
      problems.push(
        err(
          'party-mismatch',
          name?.range ?? c.decl.range,
          msg('dk.party.sits-out', { player: names[i], soloist: c.soloist === i }),
        ),
      );
      return { out };
    }
  }
  if (n > 4 && raw.outs.length === 0 && !implied) {
    return {
      out,
      missing: err('missing-out', round.headerRange, msg('dk.missing-out', { players: n })),
    };
  }
  if (!outOk) return { out };
  // Of its exact length: a sheet keeps the parties of every round.
  let count = 0;
  for (let i = 0; i < n; i++) if (!c.re.includes(i) && !out.includes(i)) count++;
  const kontra = new Array<number>(count);
  for (let i = 0, k = 0; i < n; i++) if (!c.re.includes(i) && !out.includes(i)) kontra[k++] = i;
  const parties: Parties = {
    gameType: c.gameType,
    re: c.re,
    kontra,
    out,
    soloist: c.soloist,
    soloKind: c.soloKind,
    duty: c.duty,
  };
  if (c.forced) parties.forced = true;
  return { out, parties };
}

function declNames(d: Declaration): Name[] {
  switch (d.kind) {
    case 're':
      return d.players;
    case 'marriage':
      return d.partner ? [d.player, d.partner] : [d.player];
    case 'poverty':
      return [d.player, d.partner];
    default:
      return [d.player];
  }
}

/** `Re (Anna, Clara)`, `Dora solo queens`, `marriage, Re (Anna, Ben)`… — the game of a round in a few words. */
/** Shared by every round without such names: a sheet keeps one info per round (never changed once made). */
export const NO_NAMES: string[] = [];

/** The names of `players`, the same array for the same players of the same table (rounds repeat a few tables). */
const seen = new WeakMap<string[], Map<number, string[]>>();

export function namesOf(players: readonly number[], names: string[]): string[] {
  if (players.length === 0) return NO_NAMES;
  // Up to seven players, three bits each, in the order given.
  let key = players.length;
  for (const i of players) {
    if (i > 7 || !(i >= 0)) return players.map((j) => names[j]);
    key = key * 8 + i;
  }
  let byKey = seen.get(names);
  if (!byKey) seen.set(names, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = players.map((j) => names[j])));
  return out;
}

/**
 * The message of a game, by Re's names (namesOf's shared list) and then its game type, or for a solo its kind (which
 * are other words than the game types): one per kind of game at a table, not one per round that names it.
 */
const GAMES = new WeakMap<string[], Map<string, Message>>();

export function describe(p: { gameType: GameType; re: number[]; soloKind?: SoloKind }, names: string[]): Message {
  const re = namesOf(p.re, names);
  let byKind = GAMES.get(re);
  if (!byKind) GAMES.set(re, (byKind = new Map()));
  const key = p.gameType === 'solo' ? (p.soloKind ?? 'solo') : p.gameType;
  let m = byKind.get(key);
  if (!m) byKind.set(key, (m = gameMessage(p, re)));
  return m;
}

function gameMessage(p: { gameType: GameType; soloKind?: SoloKind }, re: string[]): Message {
  switch (p.gameType) {
    case 'normal':
      return msg('dk.game.normal', { re });
    case 'solo':
      return msg('dk.game.solo', { re, kind: p.soloKind });
    case 'marriage':
      return msg('dk.game.marriage', { re });
    case 'marriage-alone':
      return msg('dk.game.marriage-alone', { re });
    case 'silent-marriage':
      return msg('dk.game.silent-marriage', { re });
    case 'poverty':
      return msg('dk.game.poverty', { re });
  }
}
