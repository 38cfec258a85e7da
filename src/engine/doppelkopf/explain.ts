// Words for the working: the value formula behind a number, the per-player explanation, the one-line round summary.

import type { BreakdownItem } from '../model';
import type { Party } from './types';
import { partyName } from './value';

/** `+2`, `-2`, `0` (ASCII, so a message can be copied back into a file). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/** `+2`, `−2`, `0` with a real minus sign, for display lines. */
export function signedDisplay(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * The value seen from `view` as a sum: `won 1 + unter 90 1 - fox caught by Kontra 1`, followed by the doubling factors
 * (announcement doubling, bock) as `(…) × bock 2`. The solo ×3 is left to the caller.
 */
export function formula(breakdown: BreakdownItem[], view: Party, withBock = true): string {
  const adds = breakdown.filter((b) => b.points !== undefined && b.points !== 0);
  let text = '';
  for (const b of adds) {
    const p = view === 're' ? b.points! : -b.points!;
    if (text === '') text = p < 0 ? `-${b.item} ${-p}` : `${b.item} ${p}`;
    else text += p < 0 ? ` - ${b.item} ${-p}` : ` + ${b.item} ${p}`;
  }
  if (text === '') text = 'nothing';
  const factors = breakdown.filter(
    (b) => b.factor !== undefined && b.item !== 'solo' && (withBock || !b.item.startsWith('bock')),
  );
  if (factors.length === 0) return text;
  return `(${text})${factors.map((f) => ` × ${f.item.startsWith('bock') ? 'bock' : f.item} ${f.factor}`).join('')}`;
}

export interface PlayerRole {
  name: string;
  role: 'soloist' | 're' | 'kontra' | 'out';
}

/**
 * `+2 = won 1 + unter 90 1` for a player on the side that scores; `-2: Re scores 2 = won 1 + unter 90 1` for the other side;
 * `+15 = 3 × 5: …` for a soloist.
 */
export function explainPoints(
  points: number,
  role: PlayerRole,
  value: number,
  breakdown: BreakdownItem[],
  counting: string,
): string {
  if (role.role === 'out') return `${signed(points)}: ${role.name} sits out this round`;
  const view: Party = value >= 0 ? 're' : 'kontra';
  const magnitude = Math.abs(value);
  const f = formula(breakdown, view);
  const party: Party = role.role === 'kontra' ? 'kontra' : 're';
  const mine = party === view;
  const solo = breakdown.some((b) => b.item === 'solo');
  let text: string;
  if (value === 0) text = `0 = ${f}`;
  else if (role.role === 'soloist')
    text = mine
      ? `${signed(points)} = 3 × ${magnitude}: ${f}`
      : `${signed(3 * -magnitude)} = 3 × -${magnitude}: Kontra scores ${magnitude} = ${f}`;
  else if (mine) text = `${signed(magnitude)} = ${f}`;
  else
    text = `${signed(-magnitude)}: ${solo && view === 're' ? 'the soloist' : partyName(view)} scores ${magnitude} = ${f}`;
  if (counting !== 'plus-minus') {
    const pm = role.role === 'soloist' ? 3 * value : party === 're' ? value : -value;
    if (pm !== points)
      text = `${signed(points)} (a ${counting} sheet writes ${counting === 'plus' ? 'only the winners' : 'only the losers'}; ± would be ${text})`;
  }
  return text;
}

/** `Anna +2 Ben −2 Clara +2 Dora −2` */
export function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([n, v]) => `${n} ${signedDisplay(v)}`)
    .join(' ');
}
