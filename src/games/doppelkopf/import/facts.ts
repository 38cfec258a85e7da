// A Doppelkopf round as the sources know it (who played, who won, the game value, bock, who sat out) turned into
// the lines of a `.score` round, and into the points those lines give, for the importers of every source.

import type { FactLine, Points } from '../../../import/model';
import { msg, type Message } from '../../../messages';

export type Party = 're' | 'kontra';

export interface SourceRound {
  /** Who sat out (a table of five or more). */
  out: readonly string[];
  /** The Re party, where the source says it. */
  re?: readonly string[];
  /** The soloist, where the round is a solo. */
  soloist?: string;
  /** The solo's kind as a `.score` word (`queens`…), where the source says it. */
  soloKind?: string;
  /** The player who called a marriage (Hochzeit); the other Re player is the partner. */
  marriage?: string;
  /** The party that won, where known. */
  winner?: Party;
  /** The winning players, where known without the parties. */
  winners?: readonly string[];
  /** The game value before bock. */
  value?: number;
  /** Bock rounds in force: the value counts ×2 per level. */
  bock: number;
  announcements: readonly { party: Party; level?: string }[];
  extras: readonly { party: Party; items: readonly string[] }[];
}

export const SOLO_WORDS: Record<string, string> = {
  damen: 'queens',
  damensolo: 'queens',
  queens: 'queens',
  buben: 'jacks',
  bubensolo: 'jacks',
  jacks: 'jacks',
  kreuz: 'clubs',
  kreuzsolo: 'clubs',
  clubs: 'clubs',
  pik: 'spades',
  piksolo: 'spades',
  spades: 'spades',
  herz: 'hearts',
  herzsolo: 'hearts',
  hearts: 'hearts',
  karo: 'diamonds',
  karosolo: 'diamonds',
  diamonds: 'diamonds',
  fleischlos: 'fleshless',
  fleischloser: 'fleshless',
  fleshless: 'fleshless',
};

/** `keine 90`, `k90`, `unter 90`, `no90`, `schwarz` → the `.score` level; bare `Re`/`Kontra` → no level. */
export function levelWord(text: string): string | undefined {
  const t = text.toLowerCase().replace(/[\s._-]/g, '');
  const n = /(90|60|30)/.exec(t);
  if (n) return `no${n[1]}`;
  if (/schwarz|black|0$/.test(t)) return 'black';
  return undefined;
}

const name = (n: string) => ({ name: n });

/** The round's lines; notes say what the source leaves open (a solo's kind). */
export function roundFacts(r: SourceRound): { facts: FactLine[]; notes: Message[] } {
  const facts: FactLine[] = [];
  const notes: Message[] = [];
  if (r.out.length) facts.push(['out', ...r.out.map(name)]);
  let partiesKnown = false;
  if (r.soloist) {
    if (r.soloKind) {
      facts.push(['solo', name(r.soloist), r.soloKind]);
      partiesKnown = true;
    } else notes.push(msg('import.note.solo-kind', { player: r.soloist }));
  } else if (r.re && r.re.length === 2) {
    const partner = r.marriage && r.re.includes(r.marriage) ? r.re.find((p) => p !== r.marriage) : undefined;
    if (r.marriage && partner) facts.push(['marriage', name(r.marriage), 'with', name(partner)]);
    else facts.push(['re', ...r.re.map(name)]);
    partiesKnown = true;
  }
  if (partiesKnown) {
    for (const a of r.announcements) facts.push(a.level ? ['announce', a.party, a.level] : ['announce', a.party]);
    for (const e of r.extras) if (e.items.length) facts.push(['extras', e.party, ...e.items]);
  }
  if (r.bock > 0) facts.push(r.bock === 1 ? ['bock'] : ['bock', String(r.bock)]);
  if (r.value !== undefined && r.value >= 0) {
    if (partiesKnown && r.winner) facts.push(['won', r.winner, String(r.value)]);
    else if (!r.soloist && r.winners && r.winners.length === 2)
      facts.push(['won', ...r.winners.map(name), String(r.value)]);
  }
  return { facts, notes };
}

/** The points a round's value gives each player at the table, where the winners are known. */
export function pointsOfValue(r: SourceRound, players: readonly string[]): Points | undefined {
  if (r.value === undefined) return undefined;
  const v = r.value * 2 ** r.bock;
  const playing = players.filter((p) => !r.out.includes(p));
  const out = new Map<string, number>();
  if (r.soloist) {
    const soloWon = r.winner ? r.winner === 're' : r.winners?.includes(r.soloist);
    if (soloWon === undefined) return undefined;
    for (const p of playing) out.set(p, p === r.soloist ? (soloWon ? 3 * v : -3 * v) : soloWon ? -v : v);
    return out;
  }
  const winners =
    r.winners ??
    (r.re && r.winner ? (r.winner === 're' ? r.re : playing.filter((p) => !r.re!.includes(p))) : undefined);
  if (!winners) return undefined;
  for (const p of playing) out.set(p, winners.includes(p) ? v : -v);
  return out;
}

/** The pattern of one Doppelkopf round's points: two +a and two −a, or 3a and three −a (blanks and extra zeros out). */
export function roundShape(
  points: readonly (number | undefined)[],
): { kind: 'normal' | 'solo'; value: number; soloist?: number } | undefined {
  const seated = points.map((v, i) => ({ v, i })).filter((x): x is { v: number; i: number } => x.v !== undefined);
  let playing = seated;
  if (seated.length > 4) {
    const zeros = seated.filter((x) => x.v === 0);
    if (zeros.length < seated.length - 4) return undefined;
    const drop = new Set(zeros.slice(0, seated.length - 4).map((x) => x.i));
    playing = seated.filter((x) => !drop.has(x.i));
  }
  if (playing.length !== 4) return undefined;
  const vs = playing.map((x) => x.v);
  if (vs.reduce((a, b) => a + b, 0) !== 0) return undefined;
  if (vs.every((v) => v === 0)) return { kind: 'normal', value: 0 };
  const pos = playing.filter((x) => x.v > 0);
  const neg = playing.filter((x) => x.v < 0);
  if (pos.length === 2 && neg.length === 2 && pos[0].v === pos[1].v && neg[0].v === neg[1].v)
    return { kind: 'normal', value: pos[0].v };
  const [one, three] = pos.length === 1 ? [pos, neg] : [neg, pos];
  if (one.length === 1 && three.length === 3 && three.every((x) => x.v === three[0].v) && one[0].v === -3 * three[0].v)
    return { kind: 'solo', value: Math.abs(three[0].v), soloist: one[0].i };
  return undefined;
}
