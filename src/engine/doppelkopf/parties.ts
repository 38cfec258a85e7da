// Final parties of a round (§2): from re / solo / marriage / silent-marriage / poverty, with who sits out (5–7 players).

import type { Name } from '../../format/ast';
import type { Problem, Range } from '../../format/types';
import type { Declaration, RawRound } from './collect';
import { SOLO_KINDS } from './codes';
import type { DokoRules, GameType, Parties } from './types';

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
  soloKind?: string;
  duty: boolean;
  decl: Declaration;
}

function err(code: string, range: Range, message: string): Problem {
  return { code, severity: 'error', range, message };
}

/** The names after the keyword (`A B C` of `re A B C`), not the space before them. */
function argsRange(d: { range: Range; keyword: Range; players: Name[] }): Range {
  return { start: d.players[0]?.range.start ?? d.keyword.end, end: d.range.end };
}

/** One declaration → candidate parties; undefined if a name is unknown (the parser already said so) or the form is broken. */
function candidate(d: Declaration, names: string[], rules: DokoRules, problems: Problem[]): Candidate | undefined {
  const idx = (n: Name) => {
    const i = playerIndex(n);
    if (i === undefined && n.ref)
      problems.push(err('party-mismatch', n.range, `"${n.text}" is a party, not a player: name a player here.`));
    return i;
  };
  switch (d.kind) {
    case 're': {
      const ids = d.players.map(idx);
      if (ids.some((i) => i === undefined)) return undefined;
      const set = [...new Set(ids as number[])];
      if (set.length !== ids.length) {
        problems.push(
          err(
            'party-mismatch',
            argsRange(d),
            `A player is named twice in "re": Re is two different players. The round is not scored.`,
          ),
        );
        return undefined;
      }
      if (set.length !== 2) {
        problems.push(
          err(
            'party-mismatch',
            argsRange(d),
            `"re" names ${set.length} player${set.length === 1 ? '' : 's'}; Re in a normal game is exactly 2 players (a solo is written "solo P KIND"). The round is not scored.`,
          ),
        );
        return undefined;
      }
      return { gameType: 'normal', re: set, duty: false, decl: d };
    }
    case 'solo': {
      const p = idx(d.player);
      const kind = d.soloKind.text.toLowerCase();
      if (!(SOLO_KINDS as readonly string[]).includes(kind)) {
        problems.push(
          err(
            'wrong-game-type',
            d.soloKind.range,
            `Unknown solo kind "${d.soloKind.text}"; valid: ${SOLO_KINDS.join(', ')}.`,
          ),
        );
      }
      if (p === undefined) return undefined;
      return { gameType: 'solo', re: [p], soloist: p, soloKind: kind, duty: d.duty !== undefined, decl: d };
    }
    case 'marriage': {
      const p = idx(d.player);
      if (p === undefined) return undefined;
      if (d.alone)
        return { gameType: 'marriage-alone', re: [p], soloist: p, soloKind: 'diamonds', duty: false, decl: d };
      if (!d.partner) {
        // A bare `marriage P` leaves the partner to the written tricks; the summary scorer cannot find it.
        problems.push(
          err(
            'missing-parties',
            d.range,
            `Who is ${names[p]}'s partner? Write "marriage ${names[p]} with PARTNER", or "marriage ${names[p]} alone" if nobody joined. The round is not scored.`,
          ),
        );
        return undefined;
      }
      const q = idx(d.partner);
      if (q === undefined) return undefined;
      if (q === p) {
        problems.push(
          err(
            'party-mismatch',
            d.partner.range,
            `${names[p]} cannot marry themselves: the partner is another player (or write "marriage ${names[p]} alone").`,
          ),
        );
        return undefined;
      }
      return { gameType: 'marriage', re: [p, q], duty: false, decl: d };
    }
    case 'silent-marriage': {
      const p = idx(d.player);
      if (p === undefined) return undefined;
      return { gameType: 'silent-marriage', re: [p], soloist: p, duty: false, decl: d };
    }
    case 'poverty': {
      if (!rules.poverty) {
        problems.push(
          err(
            'wrong-game-type',
            d.keyword,
            'Poverty (Armut) is not a DDV game; add "set poverty on" to the header if your table plays it. Scored as a normal game with Re = the two players.',
          ),
        );
      }
      const p = idx(d.player);
      const q = idx(d.partner);
      if (p === undefined || q === undefined) return undefined;
      if (q === p) {
        problems.push(
          err('party-mismatch', d.partner.range, `In a poverty the trumps go to another player, not to ${names[p]}.`),
        );
        return undefined;
      }
      return { gameType: 'poverty', re: [p, q], duty: false, decl: d };
    }
  }
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export function resolveParties(raw: RawRound, names: string[], rules: DokoRules, problems: Problem[]): PartiesResult {
  const n = names.length;
  const round = raw.round;

  // Who sits out: exactly n − 4 players.
  const out: number[] = [];
  for (const o of raw.outs) {
    for (const name of o.players) {
      const i = playerIndex(name);
      if (i === undefined) continue;
      if (out.includes(i))
        problems.push({
          code: 'duplicate-fact',
          severity: 'warning',
          range: name.range,
          message: `${names[i]} is already named as sitting out.`,
        });
      else out.push(i);
    }
  }
  let outOk = true;
  if (raw.outs.length > 0 && out.length !== Math.max(0, n - 4)) {
    const o = raw.outs[0];
    const message =
      n <= 4
        ? `All ${n} players play every round; "out" is only for tables of 5 to 7.`
        : `Exactly 4 of the ${n} players play each round, so ${n - 4} sit${n - 4 === 1 ? 's' : ''} out; "out" names ${out.length}.`;
    problems.push(err('sitting-out', argsRange(o), `${message} The round is not scored.`));
    outOk = false;
  }

  const cands: Candidate[] = [];
  for (const d of raw.decls) {
    const c = candidate(d, names, rules, problems);
    if (!c) continue;
    const first = cands[0];
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
      if (agrees2) cands[0] = c;
      else if (!agrees)
        problems.push(
          err(
            'party-mismatch',
            d.keyword,
            `This round already says who plays: ${describe(first, names)}. One game per round; that first one is scored.`,
          ),
        );
      continue;
    }
    cands.push(c);
  }
  const c = cands[0];
  if (!c) {
    // A broken declaration was already reported, whether the parser kept it or could not read it at all.
    const reported = raw.decls.length > 0 || (round.rejected ?? []).some((k) => PARTY_KEYWORDS.has(k));
    return {
      out,
      missing: reported
        ? undefined
        : err(
            'missing-parties',
            round.headerRange,
            'This round has facts but does not say who plays together: add "re P1 P2" (or solo, marriage, silent-marriage). It is not scored.',
          ),
    };
  }
  for (const i of c.re) {
    if (out.includes(i)) {
      const name = declNames(c.decl).find((x) => playerIndex(x) === i);
      problems.push(
        err(
          'party-mismatch',
          name?.range ?? c.decl.range,
          `${names[i]} sits out this round (out) and cannot be ${c.soloist === i ? 'the soloist' : 'in Re'}. The round is not scored.`,
        ),
      );
      return { out };
    }
  }
  if (n > 4 && raw.outs.length === 0) {
    return {
      out,
      missing: err(
        'missing-out',
        round.headerRange,
        `With ${n} players, ${n - 4} sit${n - 4 === 1 ? 's' : ''} out each round: add "out P" so the Kontra party is known. It is not scored.`,
      ),
    };
  }
  if (!outOk) return { out };
  const kontra: number[] = [];
  for (let i = 0; i < n; i++) if (!c.re.includes(i) && !out.includes(i)) kontra.push(i);
  return {
    out,
    parties: { gameType: c.gameType, re: c.re, kontra, out, soloist: c.soloist, soloKind: c.soloKind, duty: c.duty },
  };
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

export function describe(p: { gameType: GameType; re: number[]; soloKind?: string }, names: string[]): string {
  const re = p.re.map((i) => names[i]).join(', ');
  switch (p.gameType) {
    case 'normal':
      return `Re (${re})`;
    case 'solo':
      return `${re} solo ${p.soloKind ?? ''}`.trimEnd();
    case 'marriage':
      return `marriage, Re (${re})`;
    case 'marriage-alone':
      return `${re} marriage alone (diamonds solo)`;
    case 'silent-marriage':
      return `${re} silent marriage (solo)`;
    case 'poverty':
      return `poverty, Re (${re})`;
  }
}
