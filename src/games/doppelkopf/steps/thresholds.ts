// Who won (TSR 7.1): the threshold each party needs given the announcements, schwarz by tricks, and the no-winner case.

import {
  LEVEL_NAMES,
  other,
  type DoppelkopfRules,
  type Level,
  type Party,
  type PerParty,
  type ScoringFacts,
} from './types';

/**
 * What a party needs to win: a number of card points, all tricks (schwarz announced) or one trick (against schwarz).
 */
export type Need = { kind: 'augen'; min: number } | { kind: 'all-tricks' } | { kind: 'a-trick' };

export interface Decision {
  winner: Party | 'none';
  needs: PerParty<Need>;
  /** A party is schwarz when it took no trick (0 card points count as no trick unless `tricks` says otherwise). */
  schwarz: PerParty<boolean>;
}

const OWN_TARGET = [0, 151, 181, 211] as const;
const DEFENCE = [0, 90, 60, 30] as const;

export function isSchwarz(f: ScoringFacts, p: Party): boolean {
  if (f.tricks) return f.tricks[p] === 0;
  return f.cards[p] === 0;
}

function absage(l: Level | undefined): number {
  return l === undefined ? 0 : l;
}

function ownNeed(level: number): Need {
  return level >= 4 ? { kind: 'all-tricks' } : { kind: 'augen', min: OWN_TARGET[level] };
}

function defenceNeed(opponentLevel: number): Need {
  return opponentLevel >= 4 ? { kind: 'a-trick' } : { kind: 'augen', min: DEFENCE[opponentLevel] };
}

/** What each party needs by the two parties' Absage levels (0–4), when at least one party made one. */
const ANNOUNCED_NEEDS: readonly (readonly PerParty<Need>[])[] = [0, 1, 2, 3, 4].map((ra) =>
  [0, 1, 2, 3, 4].map((ka) =>
    ra > 0 && ka > 0
      ? { re: ownNeed(ra), kontra: ownNeed(ka) }
      : ra > 0
        ? { re: ownNeed(ra), kontra: defenceNeed(ra) }
        : { re: defenceNeed(ka), kontra: ownNeed(ka) },
  ),
);
const PLAIN_NEEDS: PerParty<Need> = { re: { kind: 'augen', min: 121 }, kontra: { kind: 'augen', min: 120 } };
const KONTRA_ONLY_NEEDS: PerParty<Need> = { re: { kind: 'augen', min: 120 }, kontra: { kind: 'augen', min: 121 } };
/** Indexed [re schwarz][kontra schwarz]. */
const SCHWARZ: readonly (readonly PerParty<boolean>[])[] = [
  [
    { re: false, kontra: false },
    { re: false, kontra: true },
  ],
  [
    { re: true, kontra: false },
    { re: true, kontra: true },
  ],
];

function meets(f: ScoringFacts, p: Party, need: Need, schwarz: PerParty<boolean>): boolean {
  if (need.kind === 'augen') return f.cards[p] >= need.min;
  if (need.kind === 'all-tricks') return schwarz[other(p)];
  return !schwarz[p];
}

export function needText(n: Need): string {
  return n.kind === 'augen' ? `${n.min}` : n.kind === 'all-tricks' ? 'every trick' : 'one trick';
}

/**
 * The thresholds of §3.1. With at most one Absage-making party exactly one party wins; with two, possibly none (TSR
 * 7.1.4).
 */
export function decideWinner(f: ScoringFacts, rules: DoppelkopfRules): Decision {
  // Shared, never changed: a decision per round on a long sheet would otherwise build four small objects.
  const schwarz = SCHWARZ[isSchwarz(f, 're') ? 1 : 0][isSchwarz(f, 'kontra') ? 1 : 0];
  const ra = absage(f.announce.re);
  const ka = absage(f.announce.kontra);
  let needs: PerParty<Need>;
  if (ra > 0 || ka > 0) needs = ANNOUNCED_NEEDS[ra][ka];
  else {
    // Only "Kontra" announced: Kontra pulls the game to itself and needs 121, Re wins at 120 (B24, RS 7.1.3 Nr.4).
    const onlyKontra = f.announce.kontra !== undefined && f.announce.re === undefined && rules.kontraOnly === 121;
    needs = onlyKontra ? KONTRA_ONLY_NEEDS : PLAIN_NEEDS;
  }
  const reWins = meets(f, 're', needs.re, schwarz);
  const koWins = meets(f, 'kontra', needs.kontra, schwarz);
  let winner: Party | 'none';
  if (reWins && !koWins) winner = 're';
  else if (koWins && !reWins) winner = 'kontra';
  else if (!reWins && !koWins) winner = 'none';
  // Both "meet" only when the facts contradict each other (e.g. 0 tricks with card points); card points decide.
  else winner = f.cards.re > f.cards.kontra ? 're' : 'kontra';
  return { winner, needs, schwarz };
}

/** `Re needs 151 (keine 90)` — for explanations. */
export function needsText(f: ScoringFacts, d: Decision, p: Party): string {
  const level = absage(f.announce[p]);
  const why = level > 0 ? ` (${LEVEL_NAMES[level]})` : '';
  return `${p === 're' ? 'Re' : 'Kontra'} needs ${needText(d.needs[p])}${why}`;
}
