// English texts of what a Doppelkopf sheet states against what the engine works out: score and total rows
// (src/games/doppelkopf/steps/checkStated.ts) and the facts the written tricks prove (fromTricks.ts).

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

/** A working that is either a message or a plain formula (numbers only). */
const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));
type Row = 'score' | 'total';

/** `won 1 + unter 90 1 - fox caught by Kontra 1`, then `(…) × bock 2`: the same shape in every language. */
export function formulaText(
  a: {
    terms: readonly { label: Message | string; points: number }[];
    factors: readonly { label: Message | string; factor: number }[];
    /** `doubling-scope game`: the special points added after the doubling, and the factors (bock) on the whole. */
    after?: readonly { label: Message | string; points: number }[];
    later?: readonly { label: Message | string; factor: number }[];
  },
  nothing: string,
  f: Fmt,
): string {
  let text = '';
  for (const t of a.terms) {
    const l = w(t.label, f);
    if (text === '') text = t.points < 0 ? `-${l} ${-t.points}` : `${l} ${t.points}`;
    else text += t.points < 0 ? ` - ${l} ${-t.points}` : ` + ${l} ${t.points}`;
  }
  if (text === '') text = nothing;
  const times = (xs: readonly { label: Message | string; factor: number }[]) =>
    xs.map((x) => ` × ${w(x.label, f)} ${x.factor}`).join('');
  if (a.factors.length > 0) text = `(${text})${times(a.factors)}`;
  if (!a.after?.length) return text;
  for (const t of a.after) {
    const l = w(t.label, f);
    text += t.points < 0 ? ` - ${l} ${-t.points}` : ` + ${l} ${t.points}`;
  }
  return a.later?.length ? `(${text})${times(a.later)}` : text;
}

export const checks = {
  'dk.row.mismatch-one': (a: { kind: Row; player: string; stated: string; working: Message | string }, f: Fmt) =>
    `${a.kind === 'score' ? 'stated' : 'stated total'} ${a.player} ${a.stated}, computed ${w(a.working, f)}`,
  'dk.row.mismatch': (a: { kind: Row; stated: string; computed: string; context?: Message | string }, f: Fmt) =>
    `${a.kind === 'score' ? 'stated' : 'stated total'} ${a.stated}, computed ${a.computed}` +
    `${a.context ? `: ${w(a.context, f)}` : ''}`,
  'dk.row.totals-sum': (a: { row: Message; sum: string }, f: Fmt) =>
    `${f.t(a.row)} (the stated totals add up to ${a.sum}, not 0)`,
  'dk.row.fix': (a: { kind: Row; text: string }) =>
    a.kind === 'score' ? `Write the computed score: ${a.text}` : `Write the computed totals: ${a.text}`,
  'dk.total.first': (a: { total: number; points: number }) => `${a.total} = ${a.points} in round 1`,
  'dk.total.after': (a: { total: number; before: number; round: number; points: number }) =>
    `${a.total} = ${a.before} after round ${a.round - 1} ${a.points < 0 ? '-' : '+'} ${Math.abs(a.points)} ` +
    `in round ${a.round}`,
  'dk.row.sits-out': (a: { player: string; value: string }) =>
    `${a.player} sits out this round (out) and scores 0, not ${a.value}.`,
  'dk.row.partial': (a: { missing: readonly string[] }) =>
    `This recorded round gives no score for ${a.missing.join(', ')}; ` +
    `${a.missing.length === 1 ? 'that player counts' : 'they count'} 0 and the row cannot be checked.`,
  'dk.row.too-many': (a: { count: number }) => `${a.count} players have points, but only 4 play a round.`,
  'dk.row.sum': (a: { row: string; sum: string }) =>
    `The row ${a.row} adds up to ${a.sum}; on a plus-minus sheet every row adds up to 0 ` +
    '(+V +V −V −V, or a solo +3V −V −V −V).',
  'dk.row.pairs': (a: { row: string }) =>
    `The row ${a.row} is not +V +V −V −V: both winners score the same value and both losers lose it.`,
  'dk.row.shape': (a: { row: string }) => `The row ${a.row} is neither +V +V −V −V nor a solo +3V −V −V −V.`,
  'dk.row.sign': (a: { row: string; counting: 'plus' | 'minus' }) =>
    `The row ${a.row} has ${a.counting === 'plus' ? 'negative' : 'positive'} points, but this is a ${a.counting} ` +
    `sheet (set counting ${a.counting}).`,
  'dk.row.one-scorer': (a: { row: string }) =>
    `The row ${a.row} has one scorer: a won solo, worth 3 × V, so a multiple of 3.`,
  'dk.row.plus-shape': (a: { row: string }) =>
    `The row ${a.row} is not two equal values (a normal game), one 3V (a won solo) or three equal values ` +
    '(a lost solo).',
  'dk.row.solo': (a: { row: string; soloist?: string }) =>
    `The row ${a.row} looks like a solo, but a solo row is +3V for the soloist and −V for each of the three ` +
    `opponents${a.soloist !== undefined ? ` (here ${a.soloist} for the soloist)` : ''}.`,

  'dk.tricks.marriage': (a: { bride: string; partners?: readonly string[] }) =>
    a.partners ? `marriage ${a.bride} with ${a.partners.join(' ')}` : `marriage ${a.bride} alone`,
  'dk.tricks.no-partner': (a: { stated: Message; bride: string }, f: Fmt) =>
    `stated ${f.t(a.stated)}, the tricks give no partner: ${a.bride} won every trick that could decide it, ` +
    `so ${a.bride} plays alone`,
  'dk.tricks.partner': (a: { stated: Message; bride: string; partner: string; trick: number }, f: Fmt) =>
    `stated ${f.t(a.stated)}, the tricks give ${a.bride} with ${a.partner} (${a.partner} wins trick ${a.trick}, ` +
    'the Klärungsstich)',
  'dk.tricks.silent-marriage': (a: { re?: readonly string[]; player: string }) =>
    `stated ${a.re ? `re ${a.re.join(' ')}` : 'this game'}, the tricks give a silent marriage: ${a.player} played ` +
    'both ♣Q',
  'dk.tricks.re': (a: { stated: readonly string[]; re: readonly string[]; queens: boolean }) =>
    `stated re ${a.stated.join(' ')}, the tricks give re ${a.re.join(' ')}${a.queens ? ' (the ♣Q holders)' : ''}`,

  // The working behind a Doppelkopf number (score mismatches): the value formula and each player's share.
  'dk.formula': (
    a: {
      terms: readonly { label: Message | string; points: number }[];
      factors: readonly { label: Message | string; factor: number }[];
      after?: readonly { label: Message | string; points: number }[];
      later?: readonly { label: Message | string; factor: number }[];
    },
    f: Fmt,
  ) => formulaText(a, 'nothing', f),
  'dk.points.scores': (
    a: { who: 're' | 'kontra' | 'soloist'; value: number; times3?: boolean; formula: Message },
    f: Fmt,
  ) =>
    `${a.who === 'soloist' ? 'the soloist' : a.who === 're' ? 'Re' : 'Kontra'} scores ${a.value}` +
    `${a.times3 ? ' (soloist ×3)' : ''} = ${f.t(a.formula)}`,
  'dk.points.out': (a: { points: string; player: string }) => `${a.points}: ${a.player} sits out this round`,
  'dk.points.equals': (a: { points: string; formula: Message }, f: Fmt) => `${a.points} = ${f.t(a.formula)}`,
  'dk.points.solo': (a: { points: string; value: string; rest: Message }, f: Fmt) =>
    `${a.points} = 3 × ${a.value}: ${f.t(a.rest)}`,
  'dk.points.other': (a: { points: string; rest: Message }, f: Fmt) => `${a.points}: ${f.t(a.rest)}`,
  'dk.points.counting': (a: { points: string; counting: 'plus' | 'minus'; inner: Message }, f: Fmt) =>
    `${a.points} (a ${a.counting} sheet writes ${a.counting === 'plus' ? 'only the winners' : 'only the losers'}; ` +
    `± would be ${f.t(a.inner)})`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
